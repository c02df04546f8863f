import { describe, expect, it } from "vitest";
import { bandEdges, bandWash } from "../../../src/ui/charts/errorBandFill.ts";

describe("the error band around a line", () => {
  it("spans y · (1 − band) to y · (1 + band) at each point", () => {
    expect(
      bandEdges([
        { y: 1000, band: 0.5 },
        { y: 2000, band: 0.25 },
      ]),
    ).toEqual([
      [500, 1500],
      [1500, 2500],
    ]);
  });

  it("is absent when no point carries a band, and zero-wide at a point without one", () => {
    expect(bandEdges([{ y: 1 }, { y: 2 }])).toBeUndefined();
    expect(bandEdges([{ y: 10, band: 0.1 }, { y: 20 }])?.[1]).toEqual([20, 20]);
  });

  it("washes the line's colour", () => {
    expect(bandWash("rgb(13, 115, 119)")).toBe("rgba(13, 115, 119, 0.2)");
    expect(bandWash("#123456")).toBe("#123456");
  });
});

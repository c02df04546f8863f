import { describe, expect, it } from "vitest";
import { baseLineOptions, titledAxis } from "../../../src/ui/charts/chartBase.ts";
import type { ChartColors } from "../../../src/ui/charts/chartColors.ts";

const colors = {
  text: "#111",
  textMuted: "#555",
  border: "#ccc",
  series: ["#0f766e"],
} as unknown as ChartColors;

describe("chart base", () => {
  it("titles an axis in the muted text and grids it in the border colour", () => {
    expect(titledAxis(colors, "TTFT (ms)")).toEqual({
      title: { display: true, text: "TTFT (ms)", color: "#555", font: { weight: 600 } },
      grid: { color: "#ccc" },
    });
  });

  it("starts every line chart static, resizing, unparsed, in the text colour, nearest on hover", () => {
    expect(baseLineOptions(colors)).toEqual({
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      parsing: false,
      color: "#111",
      interaction: { mode: "nearest", intersect: false },
    });
  });
});

import { describe, expect, it } from "vitest";
import { batchGrid } from "../../../src/model/curves/batchGrid.ts";

describe("batchGrid", () => {
  it("steps by powers of two and their midpoints up to the upper batch, which it includes", () => {
    expect(batchGrid(20)).toEqual([1, 2, 3, 4, 6, 8, 12, 16, 20]);
  });

  it("adds an extra batch inside the range once, and ignores one outside it", () => {
    expect(batchGrid(8, [5, 8, 9, 0])).toEqual([1, 2, 3, 4, 5, 6, 8]);
  });

  it("is empty when nothing can be admitted", () => {
    expect(batchGrid(0)).toEqual([]);
    expect(batchGrid(Number.NaN)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { curveCsv } from "../../src/io/curveCsv.ts";

describe("curveCsv", () => {
  it("writes a header with units, then x, y and the details of each point", () => {
    const csv = curveCsv({
      id: "c",
      xLabel: "target QPM",
      xUnit: "req/min",
      yLabel: "nodes",
      yUnit: "nodes",
      points: [
        { x: 500, y: 6, detail: { prefillInstances: 1, decodeInstances: 1 } },
        { x: 1000, y: 10, detail: { prefillInstances: 2, decodeInstances: 2 } },
      ],
    });
    expect(csv).toBe(
      "target QPM (req/min),nodes (nodes),prefillInstances,decodeInstances\n500,6,1,1\n1000,10,2,2\n",
    );
  });

  it("quotes labels holding commas or quotes", () => {
    const csv = curveCsv({
      id: "c",
      xLabel: 'a, "b"',
      xUnit: "u",
      yLabel: "y",
      yUnit: "v",
      points: [],
    });
    expect(csv.split("\n")[0]).toBe('"a, ""b"" (u)",y (v)');
  });
});

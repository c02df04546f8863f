import { describe, expect, it } from "vitest";
import { curveCsv } from "../../src/io/curveCsv.ts";
import type { Curve } from "../../src/model/curves/curvePoint.ts";

const curve = (changes: Partial<Curve>): Curve => ({
  id: "nodesForTarget",
  xLabel: "target QPM",
  xUnit: "req/min",
  yLabel: "nodes",
  yUnit: "nodes",
  series: [],
  current: null,
  guides: [],
  flat: false,
  ...changes,
});

describe("curveCsv", () => {
  it("adds y's error band after y when some point rests on a roofline estimate", () => {
    const csv = curveCsv(
      curve({
        id: "decode",
        xLabel: "TPOT",
        xUnit: "ms",
        yLabel: "output tokens/s per decode GPU",
        yUnit: "tokens/s",
        series: [
          {
            id: "decode",
            label: "decode batch sweep",
            points: [{ x: 12, y: 1500, detail: { decodeBatch: 64 }, band: 0.4858 }],
          },
        ],
        current: { x: 12, y: 1500, detail: { decodeBatch: 64 } },
      }),
    );
    expect(csv).toBe(
      "series,TPOT (ms),output tokens/s per decode GPU (tokens/s),output tokens/s per decode GPU error band (± fraction),decodeBatch,flags\n" +
        "decode,12,1500,0.4858,64,\ncurrent,12,1500,,64,\n",
    );
  });

  it("writes a header with units, then the series, x, y and the details of each point", () => {
    const csv = curveCsv(
      curve({
        series: [
          {
            id: "nodes",
            label: "nodes needed",
            points: [
              { x: 500, y: 6, detail: { prefillInstances: 1, decodeInstances: 1 } },
              { x: 1000, y: 10, detail: { prefillInstances: 2, decodeInstances: 2 } },
            ],
          },
        ],
      }),
    );
    expect(csv).toBe(
      "series,target QPM (req/min),nodes (nodes),prefillInstances,decodeInstances,flags\n" +
        "nodes,500,6,1,1,\nnodes,1000,10,2,2,\n",
    );
  });

  it("writes every series in turn, then the plan's own point, with notes and flags", () => {
    const csv = curveCsv(
      curve({
        series: [
          { id: "a", label: "A", points: [{ x: 1, y: 2, detail: { b: 3 }, flags: ["sloMissed"] }] },
          {
            id: "b",
            label: "B",
            points: [{ x: 4, y: 5, detail: {}, notes: { source: "roofline" } }],
          },
        ],
        current: { x: 6, y: 7, detail: { b: 8 } },
      }),
    );
    expect(csv.split("\n")).toEqual([
      "series,target QPM (req/min),nodes (nodes),b,source,flags",
      "a,1,2,3,,sloMissed",
      "b,4,5,,roofline,",
      "current,6,7,8,,",
      "",
    ]);
  });

  it("quotes labels holding commas or quotes", () => {
    const csv = curveCsv(curve({ xLabel: 'a, "b"', xUnit: "u", yLabel: "y", yUnit: "v" }));
    expect(csv.split("\n")[0]).toBe('series,"a, ""b"" (u)",y (v),flags');
  });
});

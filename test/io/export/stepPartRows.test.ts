import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/index.ts";
import { stepPartRows } from "../../../src/io/export/resultRows.ts";
import { partShares, solve } from "../../../src/model/index.ts";
import { reportZh } from "../../../src/text/index.ts";
import { enteredPrefillPlan } from "../../model/latency/stepPartsPlans.ts";

// The exports' step-part rows: one per part in ms, the overlap's share as a negative figure, none
// for a time the user entered.
const overlapped = enteredPrefillPlan;
const result = solve(overlapped, catalog);
const parts = result.latencyModel.decode.parts;
if (parts === null) throw new Error("the first-visit plan's ITL is a roofline estimate");

describe("stepPartRows", () => {
  it("gives each ITL part in ms, then the hidden share as a negative figure", () => {
    const rows = stepPartRows(result);
    const shares = partShares(parts);
    expect(rows).toHaveLength(shares.length + 1);
    shares.forEach((part, index) => {
      expect(rows[index]).toMatchObject({ section: "latency", value: part.ms, unit: "ms" });
    });
    expect(rows[0]?.metric).toBe("ITL: Dense GEMMs");
    expect(rows.at(-1)).toEqual({
      section: "latency",
      metric: "ITL: Hidden by overlap",
      value: -parts.overlapHiddenMs,
      unit: "ms",
    });
  });

  it("labels them in Chinese, and has none for an entered prefill time", () => {
    const rows = stepPartRows(result, reportZh);
    expect(rows[0]?.metric).toBe("ITL：稠密 GEMM");
    expect(rows.some((row) => row.metric.startsWith("t1"))).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { formatResult } from "../../src/cli/formatResult.ts";
import { catalog } from "../../src/data/index.ts";
import { formatEstimate, formatShare, partShares, solveTraced } from "../../src/model/index.ts";
import { enteredPrefillPlan } from "../model/latency/stepPartsPlans.ts";

// The solve report's "where it goes" rows: each roofline phase's parts with their ms and share, and
// what overlap hid. Expected text is built from the solved parts, so the numbers may move.

// The first-visit plan with its decode overlapping the TP all-reduces and its prefill time entered.
const overlapped = enteredPrefillPlan;
const solved = solveTraced(overlapped, catalog);
const report = (language: "en" | "zh") =>
  formatResult(overlapped, solved, "table", false, language);
const decodeParts = solved.result.latencyModel.decode.parts;
if (decodeParts === null) throw new Error("the first-visit plan's ITL is a roofline estimate");

const rowOf = (table: string, label: string): string =>
  table.split("\n").find((text) => text.trimStart().startsWith(label)) ?? "";

describe("the solve report's step parts", () => {
  it("lists each part of the ITL with its ms and share, then what overlap hid", () => {
    const row = rowOf(report("en"), "ITL, where it goes");
    const shares = partShares(decodeParts);
    expect(shares.map((part) => part.key)).toContain("tensorParallelMs");
    let from = 0;
    for (const part of shares) {
      const text = `${formatEstimate(part.ms)} ms (${formatShare(part.share)})`;
      const at = row.indexOf(text, from);
      expect(at).toBeGreaterThan(from - 1);
      from = at + text.length;
    }
    expect(decodeParts.overlapHiddenMs).toBeGreaterThan(0);
    expect(row).toContain(`${formatEstimate(decodeParts.overlapHiddenMs)} ms hidden by overlap`);
  });

  it("writes them in Chinese", () => {
    const row = rowOf(report("zh"), "ITL 耗时构成");
    expect(row).toContain("稠密 GEMM");
    expect(row).toContain("注意力");
    expect(row).toContain(`通信与计算重叠掩盖了 ${formatEstimate(decodeParts.overlapHiddenMs)} ms`);
  });

  it("has no row for a step time the user entered", () => {
    expect(rowOf(report("en"), "t1, where it goes")).toBe("");
  });
});

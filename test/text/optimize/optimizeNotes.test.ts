import { describe, expect, it } from "vitest";
import type { AggregatedComparison } from "../../../src/model/index.ts";
import { aggregatedVerdict, optimizeNoteText, optimizeNoteWords } from "../../../src/text/index.ts";

// The optimizer's own test: the winner serves 384 QPM per node at capacity, the best aggregated
// point 288 at decode batch 192, so 384 / 288 = 1.33×.
const comparison: AggregatedComparison = {
  best: {
    batch: 192,
    qpmPerNode: 288,
    ttftMs: 40,
    tpotMs: 40,
    nodesPerInstance: 1,
    e2elMs: 4000,
  } as AggregatedComparison["best"],
  disaggregatedQpmPerNode: 384,
  ratio: 384 / 288,
  tried: 10,
  assumptions: [],
};

describe("aggregatedVerdict", () => {
  it("says how much better disaggregated serving is, in each language", () => {
    expect(aggregatedVerdict(comparison, optimizeNoteWords.en)).toMatch(
      /^Disaggregated is 1\.33× better per node: 384 vs 288 QPM per node/,
    );
    expect(aggregatedVerdict(comparison, optimizeNoteWords.zh)).toMatch(
      /^分离式每节点性能是聚合式的 1\.33 倍：满载时每节点 384 QPM，聚合式为 288 QPM/,
    );
  });

  it("says when aggregated serving wins, and when no aggregated point meets the SLOs", () => {
    const worse = { ...comparison, ratio: 0.75 };
    expect(aggregatedVerdict(worse, optimizeNoteWords.en)).toMatch(
      /^Disaggregated is 0\.75× as good/,
    );
    expect(
      aggregatedVerdict({ ...comparison, best: null, ratio: null }, optimizeNoteWords.zh),
    ).toBe(optimizeNoteWords.zh.aggregatedNone);
  });

  it("calls a ratio that would print as 1× even, on either side of it, instead of naming a winner", () => {
    // 848.41 / 851.11 = 0.99683 and 1.004 both round to 1.00.
    for (const ratio of [848.41 / 851.11, 1.004]) {
      const even = { ...comparison, ratio };
      expect(aggregatedVerdict(even, optimizeNoteWords.en)).toMatch(
        /^Disaggregated and aggregated serving are even per node: 384 vs 288/,
      );
      expect(aggregatedVerdict(even, optimizeNoteWords.zh)).toMatch(
        /^分离式与聚合式每节点性能持平/,
      );
    }
    expect(aggregatedVerdict({ ...comparison, ratio: 0.994 }, optimizeNoteWords.en)).toMatch(
      /^Disaggregated is 0\.99× as good/,
    );
  });
});

describe("optimizeNoteText", () => {
  it("names the phases and the mode in the reader's language", () => {
    const constant = { code: "constantSource", params: { phases: "prefill and decode" } } as const;
    expect(optimizeNoteText(constant, optimizeNoteWords.zh)).toMatch(
      /^prefill 与 decode 时间是输入的常数/,
    );
    const budget = {
      code: "budgetFromMode",
      params: { mode: "nodeBudget", totalNodes: 12 },
    } as const;
    expect(optimizeNoteText(budget, optimizeNoteWords.en)).toBe(
      "The plan's node budget allocation becomes a budget of the 12 nodes it uses now, so candidates compete on the same nodes.",
    );
  });

  it("leaves no placeholder unfilled for any note", () => {
    const params = {
      phases: "decode",
      mode: "ratio",
      totalNodes: 3,
      layouts: 2,
      field: "latency.model",
    };
    for (const words of Object.values(optimizeNoteWords)) {
      for (const code of Object.keys(words.notes) as (keyof typeof words.notes)[]) {
        expect(optimizeNoteText({ code, params }, words)).not.toMatch(/\{\w+\}/);
      }
    }
  });
});

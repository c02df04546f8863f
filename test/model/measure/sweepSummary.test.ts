import { describe, expect, it } from "vitest";
import type { RunMeta } from "../../../src/model/measure/run.ts";
import { shownLoad, sweepPoints, sweepRows } from "../../../src/model/measure/sweepSummary.ts";
import { analysisWith } from "./runAnalysis.ts";

const runWith = (meta: Partial<RunMeta>): RunMeta => ({ extra: {}, ...meta });

describe("sweepRows", () => {
  const runs = [
    {
      meta: runWith({ maxConcurrency: 16 }),
      analysis: analysisWith({ output_throughput: 900, mean_tpot_ms: 30 }),
    },
    {
      meta: runWith({ maxConcurrency: 4 }),
      analysis: analysisWith({ output_throughput: 400, mean_tpot_ms: 12 }),
    },
    { meta: runWith({}), analysis: analysisWith({ output_throughput: 100 }) },
    {
      meta: runWith({ maxConcurrency: 4 }),
      analysis: analysisWith({ output_throughput: 410, mean_tpot_ms: 13 }),
    },
  ];

  it("orders runs by concurrency, runs without a load last, ties as given", () => {
    const rows = sweepRows(runs);
    expect(rows.map((row) => row.index)).toEqual([1, 3, 0, 2]);
    expect(rows[0]?.values.output_throughput).toBe(400);
    expect(rows[0]?.values.p99_ttft_ms).toBeNull();
  });

  it("puts one point a run with both values, by output throughput", () => {
    expect(sweepPoints(sweepRows(runs), "mean_tpot_ms")).toEqual([
      { index: 1, tokensPerS: 400, ms: 12 },
      { index: 3, tokensPerS: 410, ms: 13 },
      { index: 0, tokensPerS: 900, ms: 30 },
    ]);
  });

  it("orders by request rate when no run caps concurrency, an unlimited rate last", () => {
    const byRate = sweepRows([
      { meta: runWith({ requestRate: Number.POSITIVE_INFINITY }), analysis: analysisWith({}) },
      { meta: runWith({ requestRate: 2 }), analysis: analysisWith({}) },
    ]);
    expect(byRate.map((row) => row.requestRate)).toEqual([2, Number.POSITIVE_INFINITY]);
  });

  it("never mixes a cap with a rate: capped runs first by cap then rate, then rates alone", () => {
    const mixed = sweepRows([
      { meta: runWith({ requestRate: 2 }), analysis: analysisWith({}) },
      { meta: runWith({ maxConcurrency: 1, requestRate: 10 }), analysis: analysisWith({}) },
      { meta: runWith({ requestRate: 1 }), analysis: analysisWith({}) },
      { meta: runWith({ maxConcurrency: 1, requestRate: 5 }), analysis: analysisWith({}) },
      { meta: runWith({}), analysis: analysisWith({}) },
      {
        meta: runWith({ maxConcurrency: 8, requestRate: Number.POSITIVE_INFINITY }),
        analysis: analysisWith({}),
      },
    ]);
    // "concurrency 1" no longer lands between "1 req/s" and "2 req/s".
    expect(mixed.map((row) => row.index)).toEqual([3, 1, 5, 2, 0, 4]);
  });
});

describe("shownLoad", () => {
  it("shows the cap and a finite rate, but not an unlimited rate under a cap", () => {
    expect(shownLoad({ maxConcurrency: 1, requestRate: 10 })).toEqual({
      maxConcurrency: 1,
      requestRate: 10,
    });
    expect(shownLoad({ maxConcurrency: 8, requestRate: Number.POSITIVE_INFINITY })).toEqual({
      maxConcurrency: 8,
    });
    expect(shownLoad({ requestRate: Number.POSITIVE_INFINITY })).toEqual({
      requestRate: Number.POSITIVE_INFINITY,
    });
    expect(shownLoad({})).toEqual({});
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RunSummary } from "../../../src/io/measure/measureStore.ts";
import type { RunAnalysis } from "../../../src/model/measure/analysis.ts";
import {
  closestRun,
  loadDifferences,
  measuredLoad,
  nearestRate,
  type PlannedLoad,
} from "../../../src/ui/deploy/runMismatch.ts";

// The two verification runs: 100 and 120 requests a second.
const plan: PlannedLoad = { inputTokens: 3000, outputTokens: 600, rates: [100, 120] };

const analysis = (
  totals: { completed?: number; input?: number; output?: number },
  throughput?: number,
): RunAnalysis => ({
  metrics: [
    ...(totals.completed === undefined
      ? []
      : [{ key: "completed", value: totals.completed, source: "stated" as const }]),
    ...(totals.input === undefined
      ? []
      : [{ key: "total_input_tokens", value: totals.input, source: "stated" as const }]),
    ...(totals.output === undefined
      ? []
      : [{ key: "total_output_tokens", value: totals.output, source: "stated" as const }]),
    ...(throughput === undefined
      ? []
      : [{ key: "request_throughput", value: throughput, source: "stated" as const }]),
  ],
  checks: [],
  attainment: {},
  acceptance: null,
  identity: null,
  distributions: {},
  missing: [],
  concurrency: null,
});

const run = (id: string, a: RunAnalysis, requestRate?: number): RunSummary => ({
  id,
  fileName: `${id}.json`,
  line: 1,
  format: "vllm",
  meta: requestRate === undefined ? { extra: {} } : { extra: {}, requestRate },
  notes: [],
  analysis: a,
});

describe("measuredLoad", () => {
  it("divides the token totals by the completed requests and reads the rate asked for", () => {
    // 3,000,000 / 1,000 = 3,000 in; 600,000 / 1,000 = 600 out.
    const full = analysis({ completed: 1000, input: 3_000_000, output: 600_000 }, 96);
    expect(measuredLoad(run("r", full, 100))).toEqual({
      inputTokens: 3000,
      outputTokens: 600,
      requestRate: 100,
    });
  });

  it("reads the measured throughput when the rate asked for was unlimited or unsaid", () => {
    const unlimited = run("r", analysis({}, 96), Number.POSITIVE_INFINITY);
    expect(measuredLoad(unlimited).requestRate).toBe(96);
    expect(measuredLoad(run("r", analysis({}))).requestRate).toBeUndefined();
  });
});

describe("nearestRate", () => {
  it("picks the verification run whose rate is nearest the run's", () => {
    expect(nearestRate(run("a", analysis({}), 101), plan.rates)).toBe(0);
    expect(nearestRate(run("b", analysis({}), 118), plan.rates)).toBe(1);
    expect(nearestRate(run("c", analysis({})), plan.rates)).toBe(0);
  });
});

describe("loadDifferences", () => {
  it("lists nothing for a run within 10% of the plan in every aspect", () => {
    // 3,270 in (+9%), 550 out (−8.3%), 125 req/s against 120 (+4.2%).
    const near = analysis({ completed: 100, input: 327_000, output: 55_000 });
    expect(loadDifferences(run("r", near, 125), plan)).toEqual([]);
  });

  it("names each aspect more than 10% off, with both values", () => {
    // 1,024 in against 3,000; 600 out as planned; 60 req/s against the nearest, 100.
    const other = analysis({ completed: 10, input: 10_240, output: 6000 });
    expect(loadDifferences(run("r", other, 60), plan)).toEqual([
      { aspect: "inputTokens", planned: 3000, measured: 1024 },
      { aspect: "requestRate", planned: 100, measured: 60 },
    ]);
  });

  it("says nothing of what the run does not report", () => {
    expect(loadDifferences(run("r", analysis({})), plan)).toEqual([]);
  });
});

describe("closestRun", () => {
  const tokens = { completed: 10, input: 30_000, output: 6000 };
  const otherWorkload = run("short", analysis({ completed: 10, input: 10_240, output: 1280 }), 100);
  const slow = run("slow", analysis(tokens), 50);
  const sustainable = run("sustainable", analysis(tokens), 100);
  const above = run("above", analysis(tokens), 121);

  it("prefers the planned workload over a matching rate", () => {
    expect(closestRun([otherWorkload, slow], plan)?.id).toBe("slow");
  });

  it("among runs of the planned workload, picks the rate nearest a verification run's", () => {
    expect(closestRun([otherWorkload, slow, above, sustainable], plan)?.id).toBe("sustainable");
  });

  it("falls back to the first run when none says its load, and to nothing without runs", () => {
    const unknown = [run("a", analysis({})), run("b", analysis({}))];
    expect(closestRun(unknown, plan)?.id).toBe("a");
    expect(closestRun([], plan)).toBeUndefined();
  });

  it("always picks one of the runs, whatever their rates", () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.double({ min: -1, max: 1e9 }), { nil: undefined }), {
          minLength: 1,
          maxLength: 8,
        }),
        (rates) => {
          const runs = rates.map((rate, i) => run(`r${i}`, analysis(tokens), rate));
          expect(runs).toContain(closestRun(runs, plan));
        },
      ),
    );
  });
});

import { describe, expect, it } from "vitest";
import type { RunSummary } from "../../../src/io/measure/measureStore.ts";
import type { RunAnalysis } from "../../../src/model/measure/analysis.ts";
import {
  closestRun,
  loadDifferences,
  measuredLoad,
  type PlannedLoad,
} from "../../../src/ui/deploy/runMismatch.ts";

const plan: PlannedLoad = { inputTokens: 3000, outputTokens: 600, concurrency: 1000 };

const analysis = (
  totals: { completed?: number; input?: number; output?: number },
  concurrency?: number,
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
  ],
  checks: [],
  attainment: {},
  acceptance: null,
  identity: null,
  distributions: {},
  missing: [],
  concurrency: concurrency === undefined ? null : { value: concurrency, source: "maxConcurrency" },
});

const run = (id: string, a: RunAnalysis): RunSummary => ({
  id,
  fileName: `${id}.json`,
  line: 1,
  format: "vllm",
  meta: { extra: {} },
  notes: [],
  analysis: a,
});

describe("measuredLoad", () => {
  it("divides the token totals by the completed requests", () => {
    // 3,000,000 / 1,000 = 3,000 in; 600,000 / 1,000 = 600 out.
    expect(
      measuredLoad(analysis({ completed: 1000, input: 3_000_000, output: 600_000 }, 950)),
    ).toEqual({ inputTokens: 3000, outputTokens: 600, concurrency: 950 });
  });

  it("knows nothing per request without a completed count", () => {
    expect(measuredLoad(analysis({ input: 3_000_000 }))).toEqual({
      inputTokens: undefined,
      outputTokens: undefined,
      concurrency: undefined,
    });
  });
});

describe("loadDifferences", () => {
  it("lists nothing for a run within 10% of the plan in every aspect", () => {
    // 3,270 in (+9%), 550 out (−8.3%), concurrency 1,050 (+5%).
    const near = analysis({ completed: 100, input: 327_000, output: 55_000 }, 1050);
    expect(loadDifferences(near, plan)).toEqual([]);
  });

  it("names each aspect more than 10% off, with both values", () => {
    // 1,024 in against 3,000; 600 out as planned; concurrency 64 against 1,000.
    const other = analysis({ completed: 10, input: 10_240, output: 6000 }, 64);
    expect(loadDifferences(other, plan)).toEqual([
      { aspect: "inputTokens", planned: 3000, measured: 1024 },
      { aspect: "concurrency", planned: 1000, measured: 64 },
    ]);
  });

  it("says nothing of what the run does not report", () => {
    expect(loadDifferences(analysis({}), plan)).toEqual([]);
  });
});

describe("closestRun", () => {
  const otherWorkload = run(
    "short",
    analysis({ completed: 10, input: 10_240, output: 1280 }, 1000),
  );
  const plus5 = run("plus5", analysis({ completed: 10, input: 30_000, output: 6000 }, 1050));
  const planned = run("planned", analysis({ completed: 10, input: 30_100, output: 6000 }, 1000));
  const minus5 = run("minus5", analysis({ completed: 10, input: 29_900, output: 6000 }, 950));

  it("prefers the planned workload over a matching concurrency", () => {
    expect(closestRun([otherWorkload, plus5], plan)?.id).toBe("plus5");
  });

  it("among runs of the planned workload, picks the concurrency nearest the plan", () => {
    expect(closestRun([otherWorkload, plus5, minus5, planned], plan)?.id).toBe("planned");
  });

  it("falls back to the first run when none says its load, and to nothing without runs", () => {
    const unknown = [run("a", analysis({})), run("b", analysis({}))];
    expect(closestRun(unknown, plan)?.id).toBe("a");
    expect(closestRun([], plan)).toBeUndefined();
  });
});

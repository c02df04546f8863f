import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { readMeasurements } from "../../../src/io/measure/readMeasurements.ts";
import { defaultPlan, type Plan, PlanSchema } from "../../../src/model/index.ts";
import { analyzeRun } from "../../../src/model/measure/analyzeRun.ts";
import { calibratePlan, tokensPerRequest } from "../../../src/model/measure/calibrate.ts";
import type { MeasuredRun } from "../../../src/model/measure/run.ts";
import { simulate } from "../../../src/model/simulate/index.ts";

// The real result file (test/fixtures/measure/README.md): Llama-3.2-3B on 4 L40S replicas behind
// llm-d at 10 and 30 requests a second (and all at once), 1,000-token prompts. A plan calibrated
// from a run, set to the run's load and deployment, must re-predict the run it came from.
const text = readFileSync(
  new URL("../../fixtures/measure/nerdalert-vllm-bench-automation-results.jsonl", import.meta.url),
  "utf8",
);
const runs = readMeasurements([{ name: "results.json", text }]).runs.map(({ run }) => run);
const runAt = (line: number): MeasuredRun => {
  const run = runs.find((r) => r.line === line);
  if (run === undefined) throw new Error(`the fixture has no line ${line}`);
  return run;
};
const all = { ttft: true, itl: true, acceptance: true };
// The simulator's mean over 20,000 requests varies by about 1% between seeds at these loads.
const tolerance = 0.1;

/** The run's deployment as a plan: `replicas` batch-1 prefill instances, its request sizes. */
const planOf = (run: MeasuredRun, replicas: number): Plan => {
  const tokens = tokensPerRequest(analyzeRun(run, { percentiles: [99] }));
  return PlanSchema.parse({
    ...defaultPlan,
    workload: {
      inputTokens: Math.round(tokens.inputTokens ?? 0),
      outputTokens: Math.round(tokens.outputTokens ?? 0),
    },
    prefill: { ...defaultPlan.prefill, batchSize: 1 },
    specDecode: { draftTokens: 0 },
    engine: { prefill: {}, decode: {}, router: {} },
    slo: {},
    // vLLM's bench with --burstiness 1: Poisson arrivals; random prompts of the stated lengths.
    load: { arrival: "poisson", sizes: "mean", routing: "leastLoaded" },
    allocation: { mode: "fixed", prefillInstances: replicas, decodeInstances: replicas },
  });
};

const rePredict = (line: number, replicas: number) => {
  const run = runAt(line);
  const analysis = analyzeRun(run, { percentiles: [99] });
  const calibration = calibratePlan(planOf(run, replicas), catalog, analysis, {
    statistic: "mean",
    use: all,
    fileName: "results.json",
    load: run.meta,
    prefillInstances: replicas,
  });
  const report = simulate(calibration.plan, catalog, {
    ratePerSecond: run.meta.requestRate ?? 0,
    requests: 20_000,
    seed: 1,
  });
  const stated = (key: string) => Number(run.stated[key]);
  return {
    calibration,
    ttftError: (report.ttftMs?.mean ?? Number.NaN) / stated("mean_ttft_ms") - 1,
    tpotError: (report.tpotMs?.mean ?? Number.NaN) / stated("mean_tpot_ms") - 1,
  };
};

describe("re-predicting the real runs a plan was calibrated from", () => {
  it.each([
    [1, 4, "10 req/s over the 4 replicas"],
    [2, 4, "30 req/s over the 4 replicas"],
    [1, 1, "10 req/s read as one server"],
  ])("line %i, %i instance(s) (%s): simulated mean TTFT and TPOT within 10%", (line, replicas) => {
    const { calibration, ttftError, tpotError } = rePredict(line, replicas);
    expect(calibration.gaps.filter((gap) => gap.code === "prefillRefused")).toEqual([]);
    expect(Math.abs(ttftError)).toBeLessThan(tolerance);
    expect(Math.abs(tpotError)).toBeLessThan(tolerance);
  });

  it("refuses the runs that sent every request at once", () => {
    const { calibration } = rePredict(3, 4);
    expect(calibration.gaps).toContainEqual({
      code: "prefillRefused",
      refusal: { code: "burst" },
    });
  });

  it("refuses 30 req/s read as one server of batch 1: about 2 requests were in prefill", () => {
    const run = runAt(2);
    const { gaps } = calibratePlan(
      planOf(run, 1),
      catalog,
      analyzeRun(run, { percentiles: [99] }),
      {
        statistic: "mean",
        use: all,
        fileName: "results.json",
        load: run.meta,
      },
    );
    expect(gaps).toContainEqual({
      code: "prefillRefused",
      refusal: { code: "batchScaleUnknown", runBatch: 2, planBatch: 1 },
    });
  });
});

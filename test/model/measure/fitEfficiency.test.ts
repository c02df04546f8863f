import { readFileSync } from "node:fs";
import { median as d3Median } from "d3-array";
import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { firstVisitPlan } from "../../../src/data/index.ts";
import { readMeasurements } from "../../../src/io/measure/readMeasurements.ts";
import { defaultPlan, type Plan, PlanSchema, solve } from "../../../src/model/index.ts";
import {
  fitPhaseEfficiency,
  type MeasuredStep,
  withFittedEfficiency,
} from "../../../src/model/measure/fitEfficiency.ts";
import { bf16, ideal, toyGpu, toyModel } from "../latency/toySetup.ts";

// The real result file (test/fixtures/measure/README.md): Llama-3.2-3B on 4 L40S replicas behind
// llm-d, three deployments each run at 10 and 30 requests a second and all at once.
const text = readFileSync(
  new URL("../../fixtures/measure/nerdalert-vllm-bench-automation-results.jsonl", import.meta.url),
  "utf8",
);
const runs = readMeasurements([{ name: "results.json", text }]).runs.map(({ run }) => run);

/** A run's decode point: its mean ITL at the requests in flight, by Little's law over the run. */
const pointOf = (run: (typeof runs)[number]): MeasuredStep & { deployment: string } => {
  const stated = (key: string) => Number(run.stated[key]);
  const completed = stated("completed");
  const outputTokens = stated("total_output_tokens") / completed;
  const requestMs = stated("mean_ttft_ms") + (outputTokens - 1) * stated("mean_tpot_ms");
  return {
    deployment: run.meta.extra.deployment ?? "",
    batch: (completed * requestMs) / 1000 / (run.durationS ?? Number.NaN),
    timeMs: stated("mean_itl_ms"),
  };
};
const points = runs.map(pointOf);

// The deployment as a plan: one node of 4 L40S, 4 engines of one GPU each, BF16, the runs' mean
// request (999 prompt tokens, about 270 generated), decode priced by the roofline.
const plan: Plan = PlanSchema.parse({
  ...defaultPlan,
  hardware: { gpusPerNode: 4 },
  workload: { inputTokens: 999, outputTokens: 270 },
  decode: { nodesPerInstance: 1, batchSize: 64, itlMs: 20, dataParallel: 4 },
  specDecode: { draftTokens: 0 },
  engine: { prefill: {}, decode: {}, router: {} },
  slo: {},
  allocation: { mode: "ratio" },
  latency: {
    model: "llama-3.2-3b",
    precision: { weights: "bf16", kvCache: "bf16", activations: "bf16" },
    decode: { source: "roofline", gpu: "l40s", expertParallel: 1 },
  },
  customModels: {
    // https://huggingface.co/meta-llama/Llama-3.2-3B-Instruct/blob/main/config.json: 28 layers,
    // hidden 3,072, 24 heads, 8 KV heads of 128, FFN 8,192, vocabulary 128,256, tied embeddings;
    // 3.21B parameters per the model card.
    "llama-3.2-3b": {
      name: "Llama-3.2-3B",
      layers: 28,
      hiddenSize: 3072,
      attention: "gqa",
      heads: 24,
      kvHeads: 8,
      headDim: 128,
      mla: null,
      localAttention: null,
      sparseAttention: null,
      denseLayers: 28,
      moeLayers: 0,
      denseIntermediateSize: 8192,
      expertIntermediateSize: null,
      experts: 0,
      activeExperts: 0,
      sharedExperts: 0,
      vocabSize: 128256,
      totalParams: 3.21e9,
      activeParams: 3.21e9,
      source: "https://huggingface.co/meta-llama/Llama-3.2-3B-Instruct/blob/main/config.json",
    },
  },
});

const itlAt = (p: Plan, batch: number): number =>
  solve(
    PlanSchema.parse({ ...p, decode: { ...p.decode, batchSize: Math.max(1, Math.round(batch)) } }),
    catalog,
  ).latency.itlMs;

const median = (values: readonly number[]): number => d3Median(values) ?? Number.NaN;

describe("fitPhaseEfficiency (decode) on real runs", () => {
  it("reads nine runs, three per deployment, at 31 to 650 requests in flight", () => {
    expect(points).toHaveLength(9);
    expect(new Set(points.map((p) => p.deployment)).size).toBe(3);
    for (const p of points) {
      expect(p.batch).toBeGreaterThan(25);
      expect(p.batch).toBeLessThan(700);
    }
  });

  it("reproduces the one run it was fitted to", () => {
    for (const p of points) {
      const fit = fitPhaseEfficiency(plan, catalog, "decode", [p]);
      expect(fit).not.toBeNull();
      if (fit === null) continue;
      expect(Math.abs(fit.errors[0] ?? 1)).toBeLessThan(0.01);
      expect(itlAt(withFittedEfficiency(plan, fit), p.batch) / p.timeMs - 1).toBeCloseTo(
        fit.errors[0] ?? 1,
        6,
      );
    }
  });

  it("fitted to one run, predicts the deployment's other runs better than the defaults do", () => {
    const fitted: number[] = [];
    const defaults: number[] = [];
    for (const held of points) {
      for (const fitOn of points) {
        if (fitOn === held || fitOn.deployment !== held.deployment) continue;
        const fit = fitPhaseEfficiency(plan, catalog, "decode", [fitOn]);
        if (fit === null) throw new Error("the plan's decode has a roofline");
        fitted.push(Math.abs(itlAt(withFittedEfficiency(plan, fit), held.batch) / held.timeMs - 1));
        defaults.push(Math.abs(itlAt(plan, held.batch) / held.timeMs - 1));
      }
    }
    expect(fitted).toHaveLength(18);
    // Measured when written: median |error| 17.9% fitted against 26.3% with the defaults; the
    // aggregated runs' ITL also carries prompt chunks, which a decode fit cannot follow.
    expect(median(fitted)).toBeLessThan(median(defaults));
  });
});

describe("fitPhaseEfficiency (decode) on the toy model", () => {
  // Memory-bound toy decode: 20,000 B of weights, and per sequence 4,020 B of KV at context 100.5 and
  // 560 B of norms and activations, on 1 MB/s, so a step at batch b takes 20 + 4.58 · b ms at peak.
  const toyPlan: Plan = PlanSchema.parse({
    ...defaultPlan,
    hardware: { gpusPerNode: 1 },
    decode: { nodesPerInstance: 1, batchSize: 4, itlMs: 20, dataParallel: 1 },
    workload: { inputTokens: 100, outputTokens: 1 },
    specDecode: { draftTokens: 0 },
    engine: { prefill: {}, decode: {}, router: {} },
    slo: {},
    allocation: { mode: "ratio" },
    latency: {
      model: "toy",
      precision: bf16,
      efficiency: {
        ...ideal,
        computeMemoryExponent: 100,
        computeEfficiency: 0.5,
        memoryEfficiency: 0.5,
      },
      decode: { source: "roofline", gpu: "toy", expertParallel: 1 },
    },
    customGpus: { toy: toyGpu },
    customModels: { toy: toyModel },
  });

  it("finds the memory efficiency a measured step implies: 38.32 ms at batch 4 is all of the peak", () => {
    // At 0.5 the step is 2 · (20,000 + 16,080 + 2,240) B / 1 MB/s = 76.64 ms; measured 38.32 ms, so s = 2.
    const fit = fitPhaseEfficiency(toyPlan, catalog, "decode", [{ batch: 4, timeMs: 38.32 }]);
    expect(fit?.scale).toBeCloseTo(2, 3);
    expect(fit?.efficiency.memoryEfficiency).toBeCloseTo(1, 3);
  });

  it("prices each step at its run's own request lengths, so the factors hold at the plan's", () => {
    // The run's 400-token prompts (context 400.5) at batch 4 move 20,000 + 4 · 40 · 400.5 + 4 · 560 =
    // 86,320 B: 172.64 ms at 0.5, so a measured 107.9 ms is s = 1.6 and memory efficiency 0.8. At the
    // plan's own 100 tokens the fitted step is then (20,000 + 4 · 40 · 100.5 + 2,240) B / 0.8 MB/s = 47.9 ms.
    const step = { batch: 4, timeMs: 107.9, inputTokens: 400, outputTokens: 1 };
    const fit = fitPhaseEfficiency(toyPlan, catalog, "decode", [step]);
    if (fit === null) throw new Error("the toy decode has a roofline");
    expect(fit.scale).toBeCloseTo(1.6, 4);
    expect(fit.efficiency.memoryEfficiency).toBeCloseTo(0.8, 4);
    expect(itlAt(withFittedEfficiency(toyPlan, fit), 4)).toBeCloseTo(47.9, 2);
    // Priced at the plan's 100 tokens instead, the same step reads as a slow GPU: s = 76.64 / 107.9.
    const atPlanLengths = fitPhaseEfficiency(toyPlan, catalog, "decode", [
      { batch: 4, timeMs: 107.9 },
    ]);
    expect(atPlanLengths?.scale).toBeCloseTo(76.64 / 107.9, 4);
  });

  it("leaves out a step whose stated lengths no plan could hold", () => {
    for (const inputTokens of [0, Number.NaN, 2e7]) {
      expect(
        fitPhaseEfficiency(toyPlan, catalog, "decode", [{ batch: 4, timeMs: 36, inputTokens }]),
      ).toBeNull();
    }
  });

  it("writes the fit as decode's own factors, so prefill keeps the plan's", () => {
    const fit = fitPhaseEfficiency(toyPlan, catalog, "decode", [{ batch: 4, timeMs: 36 }]);
    if (fit === null) throw new Error("the toy decode has a roofline");
    const fitted = withFittedEfficiency(toyPlan, fit);
    expect(fitted.latency.decode.efficiency?.memoryEfficiency).toBeCloseTo(1, 3);
    expect(fitted.latency.efficiency).toEqual(toyPlan.latency.efficiency);
    expect(fitted.latency.prefill.efficiency).toBeUndefined();
    // Priced again, the fitted decode step is the one the fit reports.
    expect(itlAt(fitted, 4) / 36 - 1).toBeCloseTo(fit.errors[0] ?? 1, 6);
  });

  it("leaves a roofline prefill's t1 as it was", () => {
    // The first-visit plan prices both phases with the roofline; a decode measurement moves only ITL.
    const fit = fitPhaseEfficiency(firstVisitPlan, catalog, "decode", [{ batch: 64, timeMs: 30 }]);
    if (fit === null) throw new Error("the first-visit plan's decode has a roofline");
    const before = solve(firstVisitPlan, catalog).latency;
    const after = solve(withFittedEfficiency(firstVisitPlan, fit), catalog).latency;
    expect(after.prefillBatchTimeMs).toBe(before.prefillBatchTimeMs);
    expect(after.itlMs).not.toBeCloseTo(before.itlMs, 3);
  });

  it("fits prefill's own factors to measured prefill steps, and leaves decode's ITL", () => {
    // A measured t1 half again as long as the first-visit plan's estimate at its own prefill batch.
    const base = solve(firstVisitPlan, catalog);
    const batch = base.limits.prefillBatch.effective;
    const measured = base.latency.prefillBatchTimeMs * 1.5;
    const fit = fitPhaseEfficiency(firstVisitPlan, catalog, "prefill", [
      { batch, timeMs: measured },
    ]);
    if (fit === null) throw new Error("the first-visit plan's prefill has a roofline");
    expect(fit.phase).toBe("prefill");
    expect(fit.scale).toBeLessThan(1);
    expect(Math.abs(fit.errors[0] ?? 1)).toBeLessThan(0.01);
    const fitted = withFittedEfficiency(firstVisitPlan, fit);
    expect(fitted.latency.prefill.efficiency).toBeDefined();
    expect(fitted.latency.decode.efficiency).toBeUndefined();
    const after = solve(fitted, catalog).latency;
    expect(after.prefillBatchTimeMs / measured - 1).toBeCloseTo(fit.errors[0] ?? 1, 6);
    expect(after.itlMs).toBe(base.latency.itlMs);
  });

  it("writes the per-step overhead only when it fitted one, so an unfitted phase keeps the plan's", () => {
    const rateOnly = fitPhaseEfficiency(toyPlan, catalog, "decode", [{ batch: 4, timeMs: 36 }]);
    expect(rateOnly?.efficiency).not.toHaveProperty("perStepOverheadMs");
    const withOverhead = fitPhaseEfficiency(
      toyPlan,
      catalog,
      "decode",
      [
        { batch: 4, timeMs: 46 },
        { batch: 8, timeMs: 62 },
      ],
      { fitOverhead: true },
    );
    expect(withOverhead?.efficiency).toHaveProperty("perStepOverheadMs");
  });

  it("returns null without a usable point or without a roofline to fit", () => {
    expect(fitPhaseEfficiency(toyPlan, catalog, "decode", [])).toBeNull();
    expect(fitPhaseEfficiency(toyPlan, catalog, "decode", [{ batch: 0, timeMs: 10 }])).toBeNull();
    expect(
      fitPhaseEfficiency(defaultPlan, catalog, "decode", [{ batch: 4, timeMs: 10 }]),
    ).toBeNull();
  });
});

describe("fitPhaseEfficiency on steps that wait on eager launches", () => {
  // Llama 3.1 8B decoding on one H100 without CUDA graphs: up to 4 sequences the GPU's work is shorter
  // than its 32 layers of launches (9.7989 ms at the default), so no rate changes these steps.
  const eager: Plan = PlanSchema.parse({
    ...defaultPlan,
    hardware: { gpusPerNode: 1 },
    specDecode: { draftTokens: 0, acceptanceLength: 1 },
    decode: { nodesPerInstance: 1, batchSize: 32, itlMs: 20, dataParallel: 1 },
    latency: {
      model: "llama-3.1-8b",
      decode: { source: "roofline", gpu: "h100", eagerMode: true },
    },
  });
  const launchBound = [1, 2, 4].map((batch) => ({ batch, timeMs: 8 }));

  it("keeps the default rates where the points say nothing of them, instead of drifting to the search's edge", () => {
    for (const batch of [1, 2, 4]) expect(itlAt(eager, batch)).toBeCloseTo(32 * 0.306_214, 4);
    const fit = fitPhaseEfficiency(eager, catalog, "decode", launchBound);
    expect(fit?.scale).toBe(1);
    // Every point is the launches' 9.7989 ms against 8 measured, whatever the scale.
    for (const error of fit?.errors ?? []) expect(error).toBeCloseTo((32 * 0.306_214) / 8 - 1, 4);
    // So the fitted plan prices a batch the GPU does limit as the unfitted one does.
    const fitted = fit ? withFittedEfficiency(eager, fit) : eager;
    expect(itlAt(fitted, 256)).toBeCloseTo(itlAt(eager, 256), 9);
  });

  it("still fits the rates from a point the GPU limits, beside launch-bound ones", () => {
    // 96 sequences at 4,500 tokens of context read about 57 GB of KV a step: the GPU, not the host, sets it.
    const slow = itlAt(eager, 96) * 1.25;
    const fit = fitPhaseEfficiency(eager, catalog, "decode", [
      ...launchBound,
      { batch: 96, timeMs: slow },
    ]);
    expect(fit?.scale).toBeLessThan(0.9);
  });
});

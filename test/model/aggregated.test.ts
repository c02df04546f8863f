import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import {
  aggregatedBatchCap,
  aggregatedPoint,
  aggregatedServing,
  prefillGpuMsPerToken,
} from "../../src/model/aggregated.ts";
import { balancedFleet } from "../../src/model/curves/balancedFleet.ts";
import {
  coupledEngines,
  engineBoundShare,
  expectedMaxOfPoissons,
} from "../../src/model/engineCoupling.ts";
import { type Plan, type PlanInput, PlanSchema } from "../../src/model/plan.ts";
import { solve } from "../../src/model/solve.ts";
import { planArbitrary } from "./planArbitrary.ts";
import { workedExample, workedExampleInput } from "./workedExample.ts";

const withBudget = (maxNumBatchedTokens: number, batchSize = 256): Plan =>
  PlanSchema.parse({
    ...workedExampleInput,
    decode: { ...workedExampleInput.decode, batchSize },
    engine: { decode: { maxNumBatchedTokens } },
  } satisfies PlanInput);

describe("aggregated serving", () => {
  it("prices a prompt token at the prefill side's GPU time: 800 ms · 16 GPUs / (8 · 4,000) = 0.4 GPU-ms", () => {
    const plan = workedExample();
    expect(prefillGpuMsPerToken(plan, solve(plan, catalog))).toBeCloseTo(0.4, 12);
  });

  it("works the worked example by hand at b_d = 256", () => {
    const point = aggregatedServing(workedExample(), catalog);
    // Each 60 ms step completes 256 · 1.5 / 1,000 requests, so carries 1,536 prompt tokens:
    // 1,536 · 0.4 / 32 GPUs = 19.2 ms; step 79.2 ms; TPOT = 79.2 / 1.5 = 52.8 ms.
    expect(point).toMatchObject({ batch: 256, draftTokens: 1, acceptanceLength: 1.5 });
    expect(point?.decodeStepMs).toBeCloseTo(60, 12);
    expect(point?.prefillTokensPerStep).toBeCloseTo(1536, 12);
    expect(point?.prefillMsPerStep).toBeCloseTo(19.2, 12);
    expect(point?.stepMs).toBeCloseTo(79.2, 12);
    expect(point?.tpotMs).toBeCloseTo(52.8, 12);
    expect(point?.tokensPerSecondPerUser).toBeCloseTo(18.939_393_94, 6);
    // 256 / (0.0528 s · 32 GPUs) = 151.52 tokens/s per GPU; 256 / (1,000 · 0.0528) = 4.848 req/s.
    expect(point?.outputTokensPerSecondPerGpu).toBeCloseTo(151.515_151_5, 6);
    expect(point?.requestsPerSecondPerInstance).toBeCloseTo(4.848_484_85, 6);
    // 60 · 4.848 / 4 nodes.
    expect(point?.qpmPerNode).toBeCloseTo(72.727_272_7, 6);
    // One chunk without a budget: 60 ms + 4,000 · 0.4 / 32 = 110 ms.
    expect(point?.prefillChunks).toBe(1);
    expect(point?.ttftMs).toBeCloseTo(110, 12);
    expect(point?.cappedByStepBudget).toBe(false);
  });

  it("splits a prompt over the token budget left after the decode tokens", () => {
    // 2,048 − 256 · 2 = 1,536 free tokens: ⌈4,000 / 1,536⌉ = 3 chunks, 3 · 60 + 50 = 230 ms.
    const point = aggregatedServing(withBudget(2048), catalog);
    expect(point?.prefillChunks).toBe(3);
    expect(point?.ttftMs).toBeCloseTo(230, 12);
  });

  it("caps the batch where a step's decode and prompt tokens fill the budget", () => {
    // Each sequence needs k + 1 + α · l_i / l_o = 2 + 6 = 8 tokens a step: 2,048 / 8 = 256.
    expect(aggregatedBatchCap(withBudget(2048), 1.5)).toBe(256);
    const point = aggregatedServing(withBudget(2048, 512), catalog);
    expect(point?.batch).toBe(256);
    expect(point?.cappedByStepBudget).toBe(true);
    expect(aggregatedBatchCap(workedExample(), 1.5)).toBeNull();
  });

  it("matches the balanced disaggregated fleet's tokens/s per GPU at the same batch, with a longer TPOT; coupled engines fall below it", () => {
    fc.assert(
      fc.property(planArbitrary, (drawn) => {
        const plan: Plan = { ...drawn, rateMatching: { prefill: 1, decode: 1 } };
        const result = solve(plan, catalog);
        const shared = aggregatedPoint(plan, result);
        const split = balancedFleet(plan, result);
        if (shared === null || split === null) return;
        const slack = 1e-9 * split.outputTokensPerSecondPerGpu;
        if (coupledEngines(plan, result)) {
          expect(shared.outputTokensPerSecondPerGpu).toBeLessThanOrEqual(
            split.outputTokensPerSecondPerGpu + slack,
          );
        } else {
          const gap = Math.abs(
            shared.outputTokensPerSecondPerGpu - split.outputTokensPerSecondPerGpu,
          );
          expect(gap).toBeLessThanOrEqual(slack);
        }
        expect(shared.tpotMs).toBeGreaterThanOrEqual(result.latency.tpotMs);
      }),
      { numRuns: 300 },
    );
  });

  it("waits each step for the busiest engine's prompt when attention DP8 shares its experts (EP8)", () => {
    // DeepSeek-R1 on 8 H200, 1,024 sequences, 1,024 in and 2,048 out: 512 prompt tokens a step, a
    // sixteenth of a whole prompt per engine, so the busiest engine holds 1,024 · 0.4087 tokens where
    // the mean is 64; the experts' share of the prompt's time stays spread.
    const adp = PlanSchema.parse(
      JSON.parse(
        readFileSync(
          new URL("../../docs/validation/trtllm-h200-deepseek-r1-aggregated.json", import.meta.url),
          "utf8",
        ),
      ),
    );
    const result = solve(adp, catalog);
    const point = aggregatedPoint(adp, result);
    const perToken = prefillGpuMsPerToken(adp, result);
    if (point === null || perToken === null) throw new Error("the plan serves requests");
    expect(point.prefillTokensPerStep).toBe(512);
    const balancedMs = (512 * perToken) / 8;
    const share = engineBoundShare(result.latencyModel.prefill.parts);
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThan(1);
    expect(point.prefillMsPerStep).toBeCloseTo(
      balancedMs * (1 - share + (share * 1024 * expectedMaxOfPoissons(1 / 16, 8)) / 64),
      9,
    );
    // The prompt's own prefill in TTFT runs on its engine: the engine's share on 1 GPU, not 8.
    const spreadMs = (1024 * perToken) / 8;
    expect(point.ttftMs - point.prefillChunks * point.decodeStepMs).toBeCloseTo(
      spreadMs * (1 - share + share * 8),
      9,
    );
    // A budget of 128 decode + 1,024 prompt tokens a step holds each engine to one prompt, where
    // the busiest would otherwise take two in P(max > 1) = 1.49% of steps: a shorter step.
    const budgeted = PlanSchema.parse({
      ...adp,
      engine: { decode: { maxNumBatchedTokens: 1152 } },
    });
    const budgetedPoint = aggregatedPoint(budgeted, solve(budgeted, catalog));
    expect(budgetedPoint?.prefillChunks).toBe(1);
    expect(budgetedPoint?.prefillMsPerStep).toBeCloseTo(
      balancedMs * (1 - share + (share * 1024 * expectedMaxOfPoissons(1 / 16, 8, 1)) / 64),
      9,
    );
    expect(budgetedPoint?.prefillMsPerStep ?? Number.NaN).toBeLessThan(
      point.prefillMsPerStep * 0.99,
    );
    // A dense model's engines step apart: the prompt tokens cost their mean share.
    const apart = PlanSchema.parse({ ...adp, latency: { ...adp.latency, model: "llama-3.1-8b" } });
    const apartResult = solve(apart, catalog);
    const apartPoint = aggregatedPoint(apart, apartResult);
    const apartPerToken = prefillGpuMsPerToken(apart, apartResult) ?? Number.NaN;
    expect(apartPoint?.prefillMsPerStep).toBeCloseTo((512 * apartPerToken) / 8, 9);
  });

  it("puts coupled engines below the balanced disaggregated fleet at any batch and lengths", () => {
    const adp = PlanSchema.parse(
      JSON.parse(
        readFileSync(
          new URL("../../docs/validation/trtllm-h200-deepseek-r1-aggregated.json", import.meta.url),
          "utf8",
        ),
      ),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 2048 }),
        fc.integer({ min: 16, max: 16_384 }),
        fc.integer({ min: 16, max: 8192 }),
        fc.option(fc.integer({ min: 512, max: 16_384 }), { nil: undefined }),
        (batchSize, inputTokens, outputTokens, maxNumBatchedTokens) => {
          const plan = PlanSchema.parse({
            ...adp,
            workload: { inputTokens, outputTokens },
            decode: { ...adp.decode, batchSize },
            engine: { decode: maxNumBatchedTokens === undefined ? {} : { maxNumBatchedTokens } },
            rateMatching: { prefill: 1, decode: 1 },
          });
          const result = solve(plan, catalog);
          const shared = aggregatedPoint(plan, result);
          const split = balancedFleet(plan, result);
          if (shared === null || split === null) return;
          expect(coupledEngines(plan, result)).toBe(true);
          expect(Number.isFinite(shared.outputTokensPerSecondPerGpu)).toBe(true);
          expect(shared.outputTokensPerSecondPerGpu).toBeLessThanOrEqual(
            split.outputTokensPerSecondPerGpu * (1 + 1e-9),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it("stays finite and never throws for any valid plan", () => {
    fc.assert(
      fc.property(planArbitrary, (plan) => {
        const point = aggregatedServing(plan, catalog);
        if (point === null) return;
        for (const value of Object.values(point))
          if (typeof value === "number") expect(Number.isFinite(value)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe("aggregated serving without CUDA graphs", () => {
  // Llama 3.1 8B on one H100, 16 sequences a step: the decode step's GPU work is far shorter than its
  // 32 layers of launches, so the prompt tokens riding in the step fill the GPU's idle time first.
  const eagerPlan = (eagerMode: boolean, eagerLaunchMsPerLayer: number) =>
    PlanSchema.parse({
      ...workedExampleInput,
      hardware: { gpusPerNode: 1 },
      workload: { inputTokens: 1000, outputTokens: 1000 },
      specDecode: { draftTokens: 0, acceptanceLength: 1 },
      prefill: { nodesPerInstance: 1, batchSize: 1, batchTimeMs: 100, dataParallel: 1 },
      decode: { nodesPerInstance: 1, batchSize: 16, itlMs: 20, dataParallel: 1 },
      latency: {
        model: "llama-3.1-8b",
        prefill: { source: "roofline", gpu: "h100", eagerMode },
        decode: { source: "roofline", gpu: "h100", eagerMode },
        efficiency: { eagerLaunchMsPerLayer },
      },
    } satisfies PlanInput);

  it("runs the prompts in the launch wait: step = max(GPU work + prompts, launches)", () => {
    const graphs = aggregatedPoint(eagerPlan(false, 1), solve(eagerPlan(false, 1), catalog));
    const eagerResult = solve(eagerPlan(true, 1), catalog);
    const eager = aggregatedPoint(eagerPlan(true, 1), eagerResult);
    if (!graphs || !eager) throw new Error("no aggregated point");
    // The 1,000-token prefill waits for its launches too, but that wait is no prompt work.
    expect(eagerResult.latencyModel.prefill.parts?.eagerLaunchMs).toBeGreaterThan(0);
    expect(eager.prefillMsPerStep).toBeCloseTo(graphs.prefillMsPerStep, 9);
    const launches = 32 * 1;
    expect(graphs.decodeStepMs + graphs.prefillMsPerStep).toBeLessThan(launches);
    // Graphs: GPU work + prompts; eager: the 32 ms of launches hold both.
    expect(graphs.stepMs).toBeCloseTo(graphs.decodeStepMs + graphs.prefillMsPerStep, 9);
    expect(eager.stepMs).toBeCloseTo(launches, 9);
    // The prompt's own prefill work (1,000 tokens on the one GPU) rides in its step's launch wait
    // too: with graphs TTFT is the step plus that work, eager it is the one launch-bound step.
    const ownMs =
      1000 *
      (prefillGpuMsPerToken(eagerPlan(false, 1), solve(eagerPlan(false, 1), catalog)) ??
        Number.NaN);
    expect(graphs.ttftMs).toBeCloseTo(graphs.decodeStepMs + ownMs, 9);
    expect(ownMs).toBeLessThan(eagerResult.latencyModel.decode.parts?.eagerLaunchMs ?? 0);
    expect(eager.ttftMs).toBeCloseTo(launches, 9);
    // With launches shorter than the work, eager mode adds nothing.
    const short = eagerPlan(true, 0.01);
    expect(aggregatedPoint(short, solve(short, catalog))?.stepMs).toBeCloseTo(graphs.stepMs, 9);
  });
});

describe("aggregated serving without CUDA graphs, any plan", () => {
  it("never prices a step or a TTFT below the decode steps they are made of", () => {
    fc.assert(
      fc.property(planArbitrary, fc.boolean(), fc.boolean(), (drawn, prefillEager, decodeEager) => {
        const plan: Plan = {
          ...drawn,
          latency: {
            ...drawn.latency,
            prefill: { ...drawn.latency.prefill, eagerMode: prefillEager },
            decode: { ...drawn.latency.decode, eagerMode: decodeEager },
          },
        };
        const point = aggregatedPoint(plan, solve(plan, catalog));
        if (point === null) return;
        expect(point.stepMs).toBeGreaterThanOrEqual(point.decodeStepMs);
        expect(point.ttftMs).toBeGreaterThanOrEqual(point.prefillChunks * point.decodeStepMs);
        expect(Number.isFinite(point.tpotMs)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gpuPresets } from "../../../src/data/gpus.ts";
import { modelPresets } from "../../../src/data/models.ts";
import { decodeStepTime } from "../../../src/model/latency/decodeStepTime.ts";
import { kvCapacity } from "../../../src/model/latency/kvCapacity.ts";
import {
  busiestStageShare,
  handoffMs,
  pipelinedStep,
  stageGroup,
} from "../../../src/model/latency/pipeline.ts";
import { prefillTime } from "../../../src/model/latency/prefillTime.ts";
import type { PhaseTime } from "../../../src/model/latency/roofline.ts";
import { noParts, partsTotalMs } from "../../../src/model/latency/stepParts.ts";
import { weightBytesPerGpu } from "../../../src/model/latency/weightBytes.ts";
import { setupArbitrary } from "./rooflineArbitrary.ts";
import { bf16, ideal, oneGpu, toyGpu, toyModel } from "./toySetup.ts";

const toy = { gpu: toyGpu, model: toyModel, precision: bf16, efficiency: ideal };
const twoStages = {
  tensorParallel: 1,
  expertParallel: 1,
  dataParallel: 1,
  gpus: 2,
  pipelineParallel: 2,
};

describe("busiestStageShare", () => {
  it("is the busiest stage's ⌈L / PP⌉ of L layers", () => {
    expect(busiestStageShare(61, 1)).toBe(1);
    // DeepSeek-V3's 61 layers in two stages: 31 and 30.
    expect(busiestStageShare(61, 2)).toBe(31 / 61);
    // Llama 3.1 405B's 126 layers split evenly in two.
    expect(busiestStageShare(126, 2)).toBe(0.5);
    expect(busiestStageShare(126, 4)).toBe(32 / 126);
  });
});

describe("handoffMs", () => {
  const link = { networkEfficiency: 0.8, collectiveLatencyMs: 0.01 };
  const llama70b = modelPresets["llama-3.1-70b"];
  const h100 = gpuPresets.h100;

  it("is nothing without stages", () => {
    const layout = { tensorParallel: 8, expertParallel: 1, dataParallel: 1, gpus: 8 };
    expect(handoffMs(llama70b, h100, layout, 128, link)).toBe(0);
  });

  it("sends 128 tokens' two 8,192-wide BF16 tensors over the NIC between two 8-GPU stages: 0.0231072 ms", () => {
    // 128 · 8,192 · 2 tensors · 2 B / TP 8 = 524,288 B per GPU; 400 Gb/s = 50 GB/s at 0.8 = 40 GB/s:
    // 524,288 / 4e10 s = 0.0131072 ms, plus 0.01 ms: 0.0231072 ms for the one hop, which leaves the node.
    const layout = {
      tensorParallel: 8,
      expertParallel: 1,
      dataParallel: 1,
      gpus: 16,
      pipelineParallel: 2,
    };
    expect(handoffMs(llama70b, h100, layout, 128, link)).toBeCloseTo(0.0231072, 12);
  });

  it("crosses the node once among four 4-GPU stages on two nodes, the other two hops over NVLink: 0.0620398 ms", () => {
    // TP 4: 128 · 8,192 · 4 B / 4 = 1,048,576 B per GPU. Over the NIC: 1,048,576 / 4e10 s = 0.0262144 ms + 0.01.
    // Over NVLink (450 GB/s at 0.8 = 3.6e11 B/s): 1,048,576 / 3.6e11 s = 0.00291271 ms + 0.01, twice.
    const layout = {
      tensorParallel: 4,
      expertParallel: 1,
      dataParallel: 1,
      gpus: 16,
      pipelineParallel: 4,
    };
    const expected = 0.0362144 + 2 * (1_048_576 / 3.6e11) * 1000 + 2 * 0.01;
    expect(handoffMs(llama70b, h100, layout, 128, link)).toBeCloseTo(expected, 12);
    expect(expected).toBeCloseTo(0.0620398, 7);
  });
});

describe("pipelinedStep", () => {
  // A step all attention but for its fixed overhead.
  const fake = (timeMs: number, overheadMs = 0): PhaseTime => ({
    timeMs,
    boundBy: "memory",
    computeMs: timeMs / 4,
    memoryMs: timeMs,
    communicationMs: 0,
    overheadMs,
    parts: { ...noParts, attentionMs: timeMs - overheadMs, overheadMs },
  });

  it("prices one micro-batch of ⌈b / PP⌉ on a stage's GPUs over every layer, then PP busiest stages and the hand-offs", () => {
    const seen: { gpus: number; batch: number }[] = [];
    const step = (input: { parallelism: { gpus: number }; batch: number }) => {
      seen.push({ gpus: input.parallelism.gpus, batch: input.batch });
      return fake(10 * input.batch);
    };
    const layout = { ...twoStages, gpus: 6, pipelineParallel: 3 };
    // 7 sequences in 3 micro-batches of ⌈7 / 3⌉ = 3; one stage is 2 GPUs. The toy's 2 layers in 3 stages:
    // the busiest holds 1, so a sequence waits 3 · 1/2 = 1.5 times the all-layer time, 45 ms. Hand-offs: two
    // hops of 3 tokens · 10 · 2 · 2 B / TP 1 = 120 B at 1 MB/s = 0.12 ms each, inside one 8-GPU domain.
    const time = pipelinedStep({ ...toy, parallelism: layout, batch: 7 }, step, 1);
    expect(seen).toEqual([{ gpus: 2, batch: 3 }]);
    expect(time.timeMs).toBeCloseTo(45 + 0.24, 12);
    expect(time.memoryMs).toBeCloseTo(45, 12);
    expect(time.computeMs).toBeCloseTo(11.25, 12);
    expect(time.communicationMs).toBeCloseTo(0.24, 12);
    expect(time.parts.attentionMs).toBeCloseTo(45, 12);
    expect(time.parts.stageHandoffMs).toBeCloseTo(0.24, 12);
    expect(partsTotalMs(time.parts)).toBeCloseTo(time.timeMs, 12);
  });

  it("pays the host's per-step overhead once a step, not once a stage", () => {
    // The fake step of 3 sequences takes 30 ms, 4 ms of it the per-step overhead: stages 26 · 1.5 = 39 ms, + 4.
    const step = (input: { batch: number }) => fake(10 * input.batch, 4);
    const layout = { ...twoStages, gpus: 6, pipelineParallel: 3 };
    const time = pipelinedStep(
      { ...toy, efficiency: { ...ideal, perStepOverheadMs: 4 }, parallelism: layout, batch: 7 },
      step,
      1,
    );
    expect(time.timeMs).toBeCloseTo(39 + 4 + 0.24, 12);
    expect(time.overheadMs).toBeCloseTo(4, 12);
    expect(time.parts.overheadMs).toBeCloseTo(4, 12);
    expect(time.parts.attentionMs).toBeCloseTo(39, 12);
    expect(partsTotalMs(time.parts)).toBeCloseTo(time.timeMs, 12);
  });

  it("is the step itself without stages or with one", () => {
    const step = () => fake(3);
    expect(pipelinedStep({ ...toy, parallelism: oneGpu, batch: 5 }, step, 1)).toEqual(fake(3));
    expect(
      pipelinedStep({ ...toy, parallelism: { ...oneGpu, pipelineParallel: 1 }, batch: 5 }, step, 1),
    ).toEqual(fake(3));
  });

  it("keeps a stage's TP, DP and EP and divides the GPUs", () => {
    expect(
      stageGroup({
        tensorParallel: 8,
        expertParallel: 8,
        dataParallel: 1,
        gpus: 32,
        pipelineParallel: 4,
      }),
    ).toEqual({ tensorParallel: 8, expertParallel: 8, dataParallel: 1, gpus: 8 });
  });
});

describe("the roofline through two stages on the toy model", () => {
  it("decodes 8 sequences at context 100 in 38.4 ms: two micro-batches of 4, 38.24 ms over both stages, one 0.16 ms hand-off", () => {
    // One micro-batch of 4 over both layers on one GPU is decodeStepTime's hand case: 20,000 B of weights,
    // 16,000 B of KV and 4 · 560 B of norms and activations at 1 MB/s = 38.24 ms. Each of the 2 stages holds
    // 1 layer, so a sequence waits 2 · 19.12 = 38.24 ms.
    // Hand-off: 4 tokens · 10 · 2 tensors · 2 B = 160 B at 1 MB/s = 0.16 ms.
    const time = decodeStepTime({
      ...toy,
      parallelism: twoStages,
      batch: 8,
      contextTokens: 100,
      draftTokens: 0,
    });
    expect(time.timeMs).toBeCloseTo(38.4, 12);
    expect(time.communicationMs).toBeCloseTo(0.16, 12);
    // The same 8 sequences on one GPU read the weights once: 20 + 32 ms of KV + 8 · 0.56 ms = 56.48 ms.
    const single = decodeStepTime({
      ...toy,
      parallelism: oneGpu,
      batch: 8,
      contextTokens: 100,
      draftTokens: 0,
    });
    expect(single.timeMs).toBeCloseTo(56.48, 12);
  });

  it("holds half the weights and half the KV per token on each GPU of two stages", () => {
    // Toy weights: 11,000 params · 2 B = 22,000 B on one GPU, 11,000 B per stage (1 of 2 layers' share).
    expect(weightBytesPerGpu(toyModel, oneGpu, 2)).toBe(22_000);
    expect(weightBytesPerGpu(toyModel, twoStages, 2)).toBe(11_000);
    const capacity = (parallelism: typeof oneGpu) =>
      kvCapacity({
        gpu: toyGpu,
        model: toyModel,
        parallelism,
        weightBytesPerParameter: 2,
        kvBytesPerElement: 2,
        contextTokens: 100,
        reserveFraction: 0,
        reserveBytes: 0,
      });
    // KV per token: 2 layers · 2 (K, V) · 1 head · 5 · 2 B = 40 B; one stage keeps 1 layer's, 20 B.
    expect(capacity(oneGpu).kvBytesPerTokenPerGpu).toBe(40);
    expect(capacity(twoStages).kvBytesPerTokenPerGpu).toBe(20);
    expect(capacity(twoStages).tokensPerReplica).toBe(Math.floor((1e12 - 11_000) / 20));
  });
});

describe("prefill through two stages on the toy model", () => {
  it("takes one prompt's all-layer time on one GPU plus a hand-off of its 10 tokens: 0.4 ms", () => {
    // Two prompts of 10 tokens on two stages: micro-batches of one prompt, each stage 1 of the 2 layers,
    // so a prompt waits 2 · ½ of its all-layer time; the hand-off carries 10 tokens · 10 · 2 tensors · 2 B
    // = 400 B at 1 MB/s = 0.4 ms.
    const staged = prefillTime({ ...toy, parallelism: twoStages, batch: 2, inputTokens: 10 });
    const alone = prefillTime({ ...toy, parallelism: oneGpu, batch: 1, inputTokens: 10 });
    expect(staged.timeMs).toBeCloseTo(alone.timeMs + 0.4, 12);
    expect(staged.communicationMs).toBeCloseTo(0.4, 12);
  });
});

describe("pipeline stages, any preset", () => {
  const step = fc.record({
    batch: fc.integer({ min: 1, max: 4096 }),
    tokens: fc.integer({ min: 1, max: 8192 }),
  });

  it("a layout that says PP 1 prices every step exactly as one that says nothing", () => {
    fc.assert(
      fc.property(setupArbitrary, step, (setup, { batch, tokens }) => {
        const { pipelineParallel: _, ...plain } = setup.parallelism;
        if ((setup.parallelism.pipelineParallel ?? 1) !== 1) return;
        const said = { ...setup, parallelism: { ...plain, pipelineParallel: 1 } };
        const unsaid = { ...setup, parallelism: plain };
        expect(prefillTime({ ...said, batch, inputTokens: tokens })).toEqual(
          prefillTime({ ...unsaid, batch, inputTokens: tokens }),
        );
        expect(decodeStepTime({ ...said, batch, contextTokens: tokens, draftTokens: 0 })).toEqual(
          decodeStepTime({ ...unsaid, batch, contextTokens: tokens, draftTokens: 0 }),
        );
      }),
    );
  });

  it("a sequence never waits less than its micro-batch takes over every layer on one stage's GPUs", () => {
    fc.assert(
      fc.property(setupArbitrary, step, (setup, { batch, tokens }) => {
        const stages = setup.parallelism.pipelineParallel ?? 1;
        const group = stageGroup(setup.parallelism);
        const microBatch = Math.ceil(batch / stages);
        const piped = decodeStepTime({ ...setup, batch, contextTokens: tokens, draftTokens: 0 });
        const alone = decodeStepTime({
          ...setup,
          parallelism: group,
          batch: microBatch,
          contextTokens: tokens,
          draftTokens: 0,
        });
        expect(piped.timeMs).toBeGreaterThanOrEqual(alone.timeMs);
      }),
    );
  });
});

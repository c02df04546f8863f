import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeStepTime } from "../../../src/model/latency/decodeStepTime.ts";
import { defaultEfficiency } from "../../../src/model/latency/efficiency.ts";
import { prefillTime } from "../../../src/model/latency/prefillTime.ts";
import {
  noParts,
  partShares,
  partsTotalMs,
  scaleParts,
  stepPartKeys,
} from "../../../src/model/latency/stepParts.ts";
import { setupArbitrary } from "./rooflineArbitrary.ts";
import { bf16, ideal, oneGpu, toyGpu, toyModel, tp2 } from "./toySetup.ts";

const toy = { gpu: toyGpu, model: toyModel, precision: bf16, efficiency: ideal };

describe("step parts on the toy model", () => {
  it("splits a memory-bound decode step into its GEMMs' 20 ms of weights, attention's 16 ms of KV and 2.24 ms of norms", () => {
    // Batch 4 at context 100 (decodeStepTime.test.ts): weights 20,000 B, KV 16,000 B and norms and activations
    // 4 · 560 B at 1 MB/s; the FLOPs (0.08 and 0.032 ms) stay under them.
    const { parts } = decodeStepTime({
      ...toy,
      parallelism: oneGpu,
      batch: 4,
      contextTokens: 100,
      draftTokens: 0,
    });
    expect(parts.denseGemmMs).toBeCloseTo(20, 12);
    expect(parts.attentionMs).toBeCloseTo(16, 12);
    expect(parts.elementwiseMs).toBeCloseTo(2.24, 12);
    expect(parts.expertGemmMs).toBe(0);
    expect(parts.tensorParallelMs).toBe(0);
    expect(parts.overlapHiddenMs).toBe(0);
  });

  it("books the drafter's 9 passes of 31 + 280 ms as one part beside the verify step's 200 + 40 + 5,600 ms", () => {
    const { parts } = decodeStepTime({
      ...toy,
      parallelism: oneGpu,
      batch: 1000,
      contextTokens: 1,
      draftTokens: 9,
    });
    expect(parts.denseGemmMs).toBeCloseTo(200, 9);
    expect(parts.attentionMs).toBeCloseTo(40, 9);
    expect(parts.elementwiseMs).toBeCloseTo(5600, 9);
    expect(parts.drafterMs).toBeCloseTo(9 * 311, 9);
  });

  it("names TP's 2.32 ms of all-reduces, 4 ms of fixed costs and the 1.2221 ms overlap hides", () => {
    // TP2 at batch 4 (decodeStepTime.test.ts): 10 ms of weights, 16 ms of KV, 4 all-reduces of 0.58 ms,
    // 3 ms per step + 0.1 ms · 5 ops · 2 layers.
    const input = {
      ...toy,
      efficiency: { ...ideal, collectiveLatencyMs: 0.5, opLatencyMs: 0.1, perStepOverheadMs: 3 },
      parallelism: tp2,
      batch: 4,
      contextTokens: 100,
      draftTokens: 0,
    };
    const plain = decodeStepTime(input).parts;
    expect(plain.denseGemmMs).toBeCloseTo(10, 12);
    expect(plain.attentionMs).toBeCloseTo(16, 12);
    expect(plain.tensorParallelMs).toBeCloseTo(2.32, 12);
    expect(plain.overheadMs).toBeCloseTo(4, 12);
    // Overlap hides (1 − 12,929 / 17,552) / 0.5 = 0.526778 of the 2.32 ms, the shorter side: 1.222124 ms.
    const overlapped = decodeStepTime({ ...input, overlapCommunication: true }).parts;
    expect(overlapped.tensorParallelMs).toBeCloseTo(2.32, 12);
    expect(overlapped.overlapHiddenMs).toBeCloseTo(2.32 * defaultEfficiency.overlapEfficiency, 12);
    expect(overlapped.overlapHiddenMs).toBeCloseTo(1.222124, 6);
  });
});

describe("partsTotalMs and scaleParts", () => {
  it("adds every part and takes off the hidden share", () => {
    const parts = {
      ...noParts,
      denseGemmMs: 1,
      expertGemmMs: 2,
      attentionMs: 3,
      elementwiseMs: 10,
      tensorParallelMs: 4,
      expertParallelMs: 5,
      stageHandoffMs: 6,
      overheadMs: 7,
      drafterMs: 8,
      overlapHiddenMs: 9,
    };
    expect(partsTotalMs(parts)).toBe(46 - 9);
    expect(partsTotalMs(scaleParts(parts, 2))).toBe(74);
    expect(stepPartKeys).toHaveLength(Object.keys(noParts).length);
  });
});

// Relative to the step: parts are summed in another order than the step's own terms.
const closeTo = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

describe("step parts on any roofline setup", () => {
  const batch = fc.integer({ min: 1, max: 4096 });
  it("add up to the decode step's time, none negative", () => {
    fc.assert(
      fc.property(
        setupArbitrary,
        batch,
        fc.integer({ min: 1, max: 200_000 }),
        fc.integer({ min: 0, max: 4 }),
        (setup, b, contextTokens, draftTokens) => {
          const time = decodeStepTime({ ...setup, batch: b, contextTokens, draftTokens });
          for (const key of stepPartKeys) expect(time.parts[key]).toBeGreaterThanOrEqual(0);
          expect(closeTo(partsTotalMs(time.parts), time.timeMs)).toBe(true);
        },
      ),
    );
  });

  it("add up to the prefill step's time, and overlap never hides more than the collectives", () => {
    fc.assert(
      fc.property(
        setupArbitrary,
        batch,
        fc.integer({ min: 1, max: 131_072 }),
        fc.integer({ min: 0, max: 131_072 }),
        (setup, b, inputTokens, cachedTokens) => {
          const { parts, timeMs } = prefillTime({ ...setup, batch: b, inputTokens, cachedTokens });
          for (const key of stepPartKeys) expect(parts[key]).toBeGreaterThanOrEqual(0);
          expect(closeTo(partsTotalMs(parts), timeMs)).toBe(true);
          const collectives = parts.tensorParallelMs + parts.expertParallelMs;
          expect(parts.overlapHiddenMs).toBeLessThanOrEqual(collectives * (1 + 1e-9));
        },
      ),
    );
  });
});

describe("partShares", () => {
  it("gives each part that takes time its share of the time spent before overlap", () => {
    // 30 + 10 + 0 + 60 = 100 ms spent; the 20 ms overlap hides is not a share.
    const shares = partShares({
      ...noParts,
      denseGemmMs: 30,
      attentionMs: 10,
      expertParallelMs: 60,
      overlapHiddenMs: 20,
    });
    expect(shares).toEqual([
      { key: "denseGemmMs", ms: 30, share: 0.3 },
      { key: "attentionMs", ms: 10, share: 0.1 },
      { key: "expertParallelMs", ms: 60, share: 0.6 },
    ]);
  });

  it("is empty for a step that takes no time", () => {
    expect(partShares(noParts)).toEqual([]);
  });

  it("adds up to 1 on any roofline step", () => {
    fc.assert(
      fc.property(setupArbitrary, fc.integer({ min: 1, max: 4096 }), (setup, b) => {
        const { parts } = decodeStepTime({
          ...setup,
          batch: b,
          contextTokens: 2048,
          draftTokens: 1,
        });
        const shares = partShares(parts);
        const total = shares.reduce((sum, part) => sum + part.share, 0);
        expect(shares.length === 0 || Math.abs(total - 1) < 1e-9).toBe(true);
      }),
    );
  });
});

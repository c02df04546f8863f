import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { modelPresets } from "../../../src/data/models.ts";
import { elementwiseBytesPerGpu } from "../../../src/model/latency/elementwise.ts";
import { setupArbitrary } from "./rooflineArbitrary.ts";
import { oneGpu, toyModel, tp2 } from "./toySetup.ts";

describe("elementwiseBytesPerGpu", () => {
  it("moves 560 B a toy token at TP1 and 440 B at TP2: the norms stay whole, the activation splits", () => {
    // 2 layers · 2 add-norms · 4 · 10 = 160 values; 2 layers · 3 · 20 = 120 of activation, 60 at TP2; 2 B each.
    expect(elementwiseBytesPerGpu(toyModel, oneGpu, 1, 1, 1)).toBe(560);
    expect(elementwiseBytesPerGpu(toyModel, tp2, 1, 1, 1)).toBe(440);
    expect(elementwiseBytesPerGpu(toyModel, oneGpu, 1000, 1000, 1)).toBe(560_000);
  });

  it("moves 12,206,080 B a Llama-3.1-70B token at TP8", () => {
    // 80 · (2 · 4 · 8,192 + 3 · 28,672 / 8) = 6,103,040 values of 2 B.
    const tp8 = { tensorParallel: 8, expertParallel: 1, dataParallel: 1, gpus: 8 };
    expect(elementwiseBytesPerGpu(modelPresets["llama-3.1-70b"], tp8, 1, 1, 1)).toBe(12_206_080);
  });

  it("sums DeepSeek-V3's eight experts and activates its shared expert on the replica, the routed copies where the experts are", () => {
    const v3 = modelPresets["deepseek-v3"];
    // One replica's token at EP32 (DP32): 61 layers · 8 · 7,168 of norms, 58 MoE layers · (9 · 7,168 + 3 · 2,048)
    // of sums and shared activation, 3 dense layers · 3 · 18,432 of activation.
    const perToken = 61 * 8 * 7168 + 58 * (9 * 7168 + 3 * 2048) + 3 * 3 * 18_432;
    // 32 tokens over the instance: each GPU holds 1 / 32 of the 58 · 32 · 8 · 3 · 2,048 routed values.
    const routed = (58 * 32 * 8 * 3 * 2048) / 32;
    const ep32 = { tensorParallel: 1, expertParallel: 32, dataParallel: 32, gpus: 32 };
    expect(elementwiseBytesPerGpu(v3, ep32, 1, 32, 1)).toBe(2 * (perToken + routed));
    // The busiest GPU takes the imbalance on the routed part alone.
    expect(elementwiseBytesPerGpu(v3, ep32, 1, 32, 1.5)).toBe(2 * (perToken + routed * 1.5));
  });

  it("grows with the tokens and never goes negative", () => {
    fc.assert(
      fc.property(
        setupArbitrary,
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        ({ model, parallelism }, tokens, more) => {
          const at = (n: number) => elementwiseBytesPerGpu(model, parallelism, n, n, 1.2);
          expect(at(tokens)).toBeGreaterThanOrEqual(0);
          expect(at(tokens + more)).toBeGreaterThanOrEqual(at(tokens));
          expect(Number.isFinite(at(tokens))).toBe(true);
        },
      ),
    );
  });
});

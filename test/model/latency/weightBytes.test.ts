import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { modelPresets } from "../../../src/data/models.ts";
import {
  expectedDistinctExperts,
  weightBytesPerGpu,
  weightBytesReadPerGpu,
} from "../../../src/model/latency/weightBytes.ts";

const v3 = modelPresets["deepseek-v3"];
const llama70 = modelPresets["llama-3.1-70b"];
const ep8 = { tensorParallel: 1, expertParallel: 8, dataParallel: 8, gpus: 8 };
const tp8 = { tensorParallel: 8, expertParallel: 1, dataParallel: 1, gpus: 8 };

describe("expectedDistinctExperts", () => {
  // §3.5: E · (1 − (1 − k/E)^T) under uniform routing.
  it.each([
    [256, 8, 8, 57.4],
    [256, 8, 16, 102],
    [256, 8, 32, 163],
    [256, 8, 64, 222],
    [256, 8, 128, 252],
    [256, 8, 256, 256],
    [128, 8, 32, 112],
    [128, 8, 64, 126],
    [384, 8, 64, 284],
    [384, 8, 128, 358],
    [384, 8, 256, 382],
  ])(
    "E = %i, k = %i, T = %i touches about %f experts (§3.5 table)",
    (experts, k, tokens, expected) => {
      expect(expectedDistinctExperts(experts, k, tokens)).toBeCloseTo(expected, 0);
    },
  );

  it("T = 8 for DeepSeek-V3: 256 · (1 − (31/32)^8) = 256 · (1 − 0.77570) = 57.4208", () => {
    expect(expectedDistinctExperts(256, 8, 8)).toBeCloseTo(57.4208, 4);
  });

  it("touches k experts for one token, none for none, and none of a dense model's", () => {
    expect(expectedDistinctExperts(256, 8, 1)).toBeCloseTo(8, 12);
    expect(expectedDistinctExperts(256, 8, 0)).toBe(0);
    expect(expectedDistinctExperts(0, 0, 100)).toBe(0);
  });

  it("grows with the tokens and never exceeds the experts", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 512 }),
        fc.integer({ min: 1, max: 16 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 1000 }),
        (experts, k, tokens, more) => {
          const active = Math.min(k, experts);
          const few = expectedDistinctExperts(experts, active, tokens);
          const many = expectedDistinctExperts(experts, active, tokens + more);
          expect(many).toBeGreaterThanOrEqual(few);
          expect(many).toBeLessThanOrEqual(experts);
        },
      ),
    );
  });
});

describe("weightBytesPerGpu", () => {
  it("splits Llama-3.1-70B FP8 over TP8: 70.55e9 · 1 B / 8 = 8,818,750,000 B (§3.9 ≈ 8.8 GB)", () => {
    expect(weightBytesPerGpu(llama70, tp8, 1)).toBe(8_818_750_000);
  });

  it("replicates DeepSeek-V3's non-expert weights per attention replica and splits the experts: 17,121,229,184 + 653,908,770,816 / 8 = 98,859,825,536 B at 1 B each", () => {
    expect(weightBytesPerGpu(v3, ep8, 1)).toBe(98_859_825_536);
  });

  it("holds NVFP4 routed experts at 0.5625 B beside 1-B non-expert weights: 17,121,229,184 + 81,738,596,352 · 0.5625 = 63,099,189,632 B", () => {
    expect(weightBytesPerGpu(v3, ep8, 1, 0.5625)).toBe(63_099_189_632);
  });
});

describe("weightBytesReadPerGpu", () => {
  it("reads every Llama-3.1-70B weight but the input embedding: (70.55e9 − 128,256 · 8,192) / 8 = 8,687,415,856 B", () => {
    expect(weightBytesReadPerGpu(llama70, tp8, 1, 64)).toEqual({
      nonExpertBytes: 8_687_415_856,
      routedExpertBytes: 0,
    });
  });

  it("reads only the experts a DeepSeek-V3 step touches: 8 tokens touch 57.4208 of 256, so 653,908,770,816 · 57.4208 / 256 / 8 = 18,333,976,991 B per GPU", () => {
    const read = weightBytesReadPerGpu(v3, ep8, 1, 8);
    // Non-expert: 17,121,229,184 − 129,280 · 7,168 = 16,194,550,144 B, on every GPU (TP1).
    expect(read.nonExpertBytes).toBe(16_194_550_144);
    expect(read.routedExpertBytes).toBeCloseTo(18_333_976_991.457, 2);
  });

  it("reads the touched experts at their own bytes per weight: 18,333,976,991.457 · 0.5625 with BF16 non-expert weights", () => {
    const read = weightBytesReadPerGpu(v3, ep8, 2, 8, 0.5625);
    expect(read.nonExpertBytes).toBe(2 * 16_194_550_144);
    expect(read.routedExpertBytes).toBeCloseTo(18_333_976_991.457 * 0.5625, 2);
  });

  it("never reads more than the GPU holds, and more as the step's tokens grow", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (tokens, more) => {
          const total = (t: number) => {
            const read = weightBytesReadPerGpu(v3, ep8, 1, t);
            return read.nonExpertBytes + read.routedExpertBytes;
          };
          expect(total(tokens + more)).toBeGreaterThanOrEqual(total(tokens));
          expect(total(tokens + more)).toBeLessThanOrEqual(weightBytesPerGpu(v3, ep8, 1));
        },
      ),
    );
  });
});

import { describe, expect, it } from "vitest";
import { chunkModel, exactSteps, stepsFor } from "../../../src/model/simulate/chunkSteps.ts";
import { randomStreams } from "../../../src/model/simulate/rng.ts";

const momentsOf = (draw: () => number, count: number) => {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < count; i += 1) {
    const value = draw();
    sum += value;
    squares += value * value;
  }
  const mean = sum / count;
  return { mean, std: Math.sqrt(squares / count - mean * mean) };
};

describe("chunkModel", () => {
  it("gives α = 1 + p + … + p^k and the chunk's variance: k = 1, p = 0.5 streams 1 or 2 tokens, α = 1.5, variance 0.25", () => {
    const model = chunkModel(1, 0.5);
    expect(model.meanTokens).toBe(1.5);
    expect(model.varianceTokens).toBeCloseTo(0.25, 12);
    // E[X(X − 1)] / (2 E[X]) = (0.5 · 2) / 3 = 1/3 of a token past the need, on average.
    expect(model.meanOvershootTokens).toBeCloseTo(1 / 3, 12);
  });
});

describe("stepsFor", () => {
  it("needs exactly the tokens' count of steps without speculation, and none for a one-token output", () => {
    const [random] = randomStreams(1, 1);
    if (!random) throw new Error("no stream");
    const plain = chunkModel(0, 0);
    expect(stepsFor(plain, random, 999)).toBe(999);
    expect(stepsFor(plain, random, 0)).toBe(0);
    // Every draft accepted: ⌈999 / 4⌉ = 250 steps of 4 tokens.
    expect(stepsFor(chunkModel(3, 1), random, 999)).toBe(250);
  });

  it.each([
    [1, 0.5, 999],
    [3, 0.7, 1500],
    [4, 0.9, 300],
    [6, 0.05, 800],
  ])(
    "matches exact draws for long outputs (k = %i, p = %f, %i tokens): mean within 0.2%, spread within 5%",
    (k, p, tokens) => {
      const [forApprox, forExact] = randomStreams(9, 2);
      if (!forApprox || !forExact) throw new Error("no stream");
      const model = chunkModel(k, p);
      const approximate = momentsOf(() => stepsFor(model, forApprox, tokens), 20_000);
      const exact = momentsOf(() => exactSteps(model, forExact, tokens), 20_000);
      expect(Math.abs(approximate.mean / exact.mean - 1)).toBeLessThan(0.002);
      expect(Math.abs(approximate.std / exact.std - 1)).toBeLessThan(0.05);
    },
    30_000,
  );

  it("keeps drawn steps within [⌈tokens / (k + 1)⌉, tokens]", () => {
    const [random] = randomStreams(4, 1);
    if (!random) throw new Error("no stream");
    const model = chunkModel(2, 0.5);
    for (let i = 0; i < 10_000; i += 1) {
      const steps = stepsFor(model, random, 200);
      expect(steps).toBeGreaterThanOrEqual(67);
      expect(steps).toBeLessThanOrEqual(200);
    }
  });
});

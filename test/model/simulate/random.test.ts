import { describe, expect, it } from "vitest";
import { PlanSchema } from "../../../src/model/plan.ts";
import { arrivalsOf, arrivalTimeMs } from "../../../src/model/simulate/arrivals.ts";
import { gamma, gammaShape } from "../../../src/model/simulate/gamma.ts";
import { normal, type Random, randomStreams, uniform } from "../../../src/model/simulate/rng.ts";
import { drawSize, sizesOf } from "../../../src/model/simulate/sizes.ts";
import { workedExampleInput } from "../workedExample.ts";

const stream = (seed: number): Random => {
  const [random] = randomStreams(seed, 1);
  if (!random) throw new Error("no stream");
  return random;
};

const moments = (draw: () => number, count = 100_000) => {
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

describe("randomStreams", () => {
  it("repeats a seed's numbers and gives other seeds and other streams other numbers", () => {
    const [a, b] = randomStreams(1, 2) as [Random, Random];
    const [again] = randomStreams(1, 1) as [Random];
    const [other] = randomStreams(2, 1) as [Random];
    const first = uniform(a);
    expect(uniform(again)).toBe(first);
    expect(uniform(b)).not.toBe(first);
    expect(uniform(other)).not.toBe(first);
  });

  it("draws uniforms in [0, 1) with mean 1/2 and standard deviation 1/√12, normals with mean 0 and 1", () => {
    const random = stream(3);
    const u = moments(() => uniform(random));
    expect(u.mean).toBeCloseTo(0.5, 2);
    expect(u.std).toBeCloseTo(1 / Math.sqrt(12), 2);
    const z = moments(() => normal(random));
    expect(z.mean).toBeCloseTo(0, 2);
    expect(z.std).toBeCloseTo(1, 2);
  });
});

describe("gamma", () => {
  it.each([0.3, 1, 4, 25])("has mean a and variance a for shape a = %f", (shape) => {
    const random = stream(5);
    const constants = gammaShape(shape);
    const { mean, std } = moments(() => gamma(random, constants));
    expect(mean / shape).toBeCloseTo(1, 1);
    expect((std * std) / shape).toBeCloseTo(1, 1);
  });
});

describe("arrivals", () => {
  it("places constant arrivals at index · 1000 / λ, not at a sum of gaps: the 120th at 120 req/s comes at 1000 ms", () => {
    const arrivals = arrivalsOf("constant", 120, undefined);
    // The time before it is ignored, so no rounding adds up over a run.
    expect(arrivalTimeMs(arrivals, stream(1), 120, 991.6)).toBeCloseTo(1000, 10);
    expect(arrivalTimeMs(arrivals, stream(1), 0, 0)).toBe(0);
  });

  it.each([
    ["poisson", undefined, 1],
    ["gamma", 1, 1],
    ["gamma", 3, 3],
  ] as const)(
    "gives %s gaps a mean of 1000 / λ and the asked coefficient of variation (cv %s → %f)",
    (process, cv, expectedCv) => {
      const arrivals = arrivalsOf(process, 50, cv);
      const random = stream(8);
      let previous = 0;
      const gaps = moments(() => {
        const next = arrivalTimeMs(arrivals, random, 1, previous);
        const gap = next - previous;
        previous = next;
        return gap;
      });
      expect(gaps.mean / 20).toBeCloseTo(1, 1);
      expect(gaps.std / gaps.mean).toBeCloseTo(expectedCv, 1);
    },
  );
});

describe("sizes", () => {
  it("draws lognormal sizes around the workload's means with the asked cv: 4000 tokens at cv 0.5", () => {
    const plan = PlanSchema.parse({
      ...workedExampleInput,
      load: { sizes: "distribution", inputCv: 0.5, outputCv: 1 },
    });
    const sizes = sizesOf(plan);
    const random = stream(2);
    const into = new Int32Array(2);
    const input = moments(() => {
      drawSize(sizes, random, into);
      return into[0] as number;
    });
    expect(input.mean / 4000).toBeCloseTo(1, 2);
    expect(input.std / input.mean).toBeCloseTo(0.5, 1);
  });

  it("keeps every request at the means without a distribution, and draws imported pairs together", () => {
    const into = new Int32Array(2);
    drawSize(sizesOf(PlanSchema.parse(workedExampleInput)), stream(1), into);
    expect([...into]).toEqual([4000, 1000]);
    const empirical = PlanSchema.parse({
      ...workedExampleInput,
      load: {
        sizes: "empirical",
        empirical: { file: "run.json", inputTokens: [10, 20], outputTokens: [1, 2] },
      },
    });
    const sizes = sizesOf(empirical);
    const random = stream(6);
    for (let i = 0; i < 100; i += 1) {
      drawSize(sizes, random, into);
      expect(into[1]).toBe((into[0] as number) / 10);
    }
  });
});

import { normal, type Random, uniformPositive } from "./rng.ts";

// Gamma variates by Marsaglia & Tsang, "A Simple Method for Generating Gamma Variables",
// ACM TOMS 26(3), 2000: a squeeze-and-reject on (1 + c·z)³, and for shape < 1 their boost
// G(a) = G(a + 1) · U^(1/a).

// The paper's quick-acceptance squeeze, 1 − 0.0331 z⁴ (their step 5).
const squeeze = 0.0331;

/** The constants of one shape, computed once. */
export interface GammaShape {
  shape: number;
  d: number;
  c: number;
}

export const gammaShape = (shape: number): GammaShape => {
  const boosted = shape < 1 ? shape + 1 : shape;
  const d = boosted - 1 / 3;
  return { shape, d, c: 1 / Math.sqrt(9 * d) };
};

/** One Gamma(shape, 1) variate. */
export const gamma = (random: Random, { shape, d, c }: GammaShape): number => {
  for (;;) {
    const z = normal(random);
    const base = 1 + c * z;
    if (base <= 0) continue;
    const v = base * base * base;
    const u = uniformPositive(random);
    const zSquared = z * z;
    if (
      u < 1 - squeeze * zSquared * zSquared ||
      Math.log(u) < 0.5 * zSquared + d * (1 - v + Math.log(v))
    ) {
      const value = d * v;
      return shape < 1 ? value * uniformPositive(random) ** (1 / shape) : value;
    }
  }
};

import { uniformFloat64 } from "pure-rand/distribution/uniformFloat64";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";

// Seeded streams from pure-rand's xoroshiro128+ (Blackman & Vigna, https://prng.di.unimi.it/),
// the generator its author recommends. Each stream jumps 2^64 draws past the one before, so the
// arrivals, the sizes and the decode steps never share numbers and one can change alone.

/** A stream of uniform and normal numbers; it keeps the spare of each polar-method pair. */
export interface Random {
  generator: ReturnType<typeof xoroshiro128plus>;
  spareNormal: number;
  hasSpare: boolean;
}

// MurmurHash3's fmix32 finaliser (https://github.com/aappleby/smhasher, MurmurHash3.cpp): seeds
// 1, 2, 3 differ in a bit or two, and xoroshiro needs well-spread state bits from its first draw.
const mixSeed = (seed: number): number => {
  let h = Math.trunc(seed) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
};

/** `count` independent streams for one seed. */
export const randomStreams = (seed: number, count: number): Random[] => {
  const base = xoroshiro128plus(mixSeed(seed));
  return Array.from({ length: count }, () => {
    base.jump();
    return { generator: base.clone(), spareNormal: 0, hasSpare: false };
  });
};

/** Uniform on [0, 1). */
export const uniform = (random: Random): number => uniformFloat64(random.generator);

/** Uniform on (0, 1]: safe under a logarithm. */
export const uniformPositive = (random: Random): number => 1 - uniformFloat64(random.generator);

/** Standard normal by Marsaglia's polar method (Marsaglia & Bray 1964, SIAM Review 6(3)). */
export const normal = (random: Random): number => {
  if (random.hasSpare) {
    random.hasSpare = false;
    return random.spareNormal;
  }
  let u = 0;
  let v = 0;
  let s = 0;
  do {
    u = 2 * uniformFloat64(random.generator) - 1;
    v = 2 * uniformFloat64(random.generator) - 1;
    s = u * u + v * v;
  } while (s >= 1 || s === 0);
  const scale = Math.sqrt((-2 * Math.log(s)) / s);
  random.spareNormal = v * scale;
  random.hasSpare = true;
  return u * scale;
};

/** Exponential with mean 1. */
export const exponential = (random: Random): number => -Math.log(uniformPositive(random));

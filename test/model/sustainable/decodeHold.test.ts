import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  holdAt,
  holdMean,
  holdMoments,
  holdReader,
  joinWaitMs,
} from "../../../src/model/sustainable/decodeHold.ts";
import type { OutputCell } from "../../../src/model/sustainable/outputCells.ts";

// Two output cells: half the requests decode 10 steps, half 30 (steps exact, no width), and a
// share that ends with its first token.
const cells: OutputCell[] = [
  { weight: 0.4, tokensAfterFirst: 10, stepsMean: 10, stepsVariance: 0, widthStepsVariance: 0 },
  { weight: 0.4, tokensAfterFirst: 30, stepsMean: 30, stepsVariance: 0, widthStepsVariance: 0 },
  { weight: 0.2, tokensAfterFirst: 0, stepsMean: 0, stepsVariance: 0, widthStepsVariance: 0 },
];

const cellArbitrary: fc.Arbitrary<OutputCell> = fc.record({
  weight: fc.double({ min: 0, max: 1, noNaN: true }),
  tokensAfterFirst: fc.integer({ min: 0, max: 20_000 }),
  stepsMean: fc.double({ min: 0, max: 20_000, noNaN: true }),
  stepsVariance: fc.double({ min: 0, max: 1e4, noNaN: true }),
  widthStepsVariance: fc.double({ min: 0, max: 1e4, noNaN: true }),
});
const ms = fc.double({ min: 0, max: 1e4, noNaN: true });

describe("the decode hold", () => {
  it("is 0.4 · (2 + 10 · 4) + 0.4 · (2 + 30 · 4) = 65.6 ms for 4 ms steps and a 2 ms join", () => {
    const held = holdMoments(cells, 4, 2);
    expect(held.mean).toBeCloseTo(65.6, 12);
    // E[H²] = 0.4 · 42² + 0.4 · 122² = 6,659.2; scv = 6,659.2 / 65.6² − 1.
    expect(held.scv).toBeCloseTo(6659.2 / 65.6 ** 2 - 1, 12);
    expect(holdMean(cells, 4, 2)).toBe(held.mean);
  });

  it("waits half a step to join a busy instance, less as it idles: (4 / 2) · (1 − e^(−0.01 · 64))", () => {
    // Bare hold 0.4 · 40 + 0.4 · 120 = 64 ms; 0.01 arrivals per ms on the instance.
    expect(joinWaitMs(cells, 4, 0.01)).toBeCloseTo(2 * -Math.expm1(-0.64), 12);
    expect(joinWaitMs(cells, 4, Number.POSITIVE_INFINITY)).toBe(2);
    expect(joinWaitMs([], 4, 1)).toBe(0);
    expect(holdAt(cells, 4, Number.POSITIVE_INFINITY)).toMatchObject({ stepMs: 4, joinMs: 2 });
  });

  it("gives holdMoments' mean bit for bit from holdMean", () => {
    fc.assert(
      fc.property(fc.array(cellArbitrary, { maxLength: 24 }), ms, ms, (list, stepMs, joinMs) => {
        expect(
          Object.is(holdMean(list, stepMs, joinMs), holdMoments(list, stepMs, joinMs).mean),
        ).toBe(true);
      }),
    );
  });

  it("reads through holdReader the same numbers as holdMean and holdAt, in any order of reads", () => {
    const read = fc.record({
      stepMs: fc.oneof(ms, fc.constantFrom(0, 4, Number.NaN)),
      perMs: fc.oneof(fc.double({ min: 0, max: 10, noNaN: true }), fc.constantFrom(0.01)),
      whole: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(cellArbitrary, { maxLength: 6 }), fc.array(read), (list, reads) => {
        const reader = holdReader(list);
        for (const { stepMs, perMs, whole } of reads) {
          const joinMs = joinWaitMs(list, stepMs, perMs);
          if (whole) expect(reader.at(stepMs, perMs)).toEqual(holdAt(list, stepMs, perMs));
          else
            expect(Object.is(reader.mean(stepMs, perMs), holdMean(list, stepMs, joinMs))).toBe(
              true,
            );
        }
      }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { WaitShape } from "../../../src/model/latency/queueing.ts";
import { metricMean, totalWait } from "../../../src/model/sustainable/distribution.ts";
import type { OutputCell } from "../../../src/model/sustainable/outputCells.ts";
import type { QueueState } from "../../../src/model/sustainable/queues.ts";
import type { EstimateSetup } from "../../../src/model/sustainable/setup.ts";

// totalWait and the mean TPOT no longer build lists; the list-building forms are the oracles.

const listedTotalWait = (state: QueueState): WaitShape => {
  const parts = [state.waits.router, state.waits.prefill, state.waits.decode];
  let [mean, second] = [0, 0];
  for (const part of parts) {
    const partMean = part.probability * part.conditionalMs;
    second += 2 * partMean * part.conditionalMs + 2 * mean * partMean;
    mean += partMean;
  }
  if (!(mean > 0 && second > 0)) return { probability: 0, conditionalMs: 0 };
  const conditionalMs = second / (2 * mean);
  const probability = mean / conditionalMs;
  return probability <= 1
    ? { probability, conditionalMs }
    : { probability: 1, conditionalMs: mean };
};

const listedTpotMean = (cells: OutputCell[], state: QueueState): number => {
  const parts = cells
    .filter((cell) => cell.tokensAfterFirst > 0)
    .map((cell) => ({
      weight: cell.weight,
      mean: (state.joinMs + cell.stepsMean * state.stepMs) / cell.tokensAfterFirst,
    }));
  const total = parts.reduce((sum, part) => sum + part.weight, 0);
  return total > 0 ? parts.reduce((sum, part) => sum + part.weight * part.mean, 0) / total : 0;
};

const positive = fc.double({ min: 0, max: 1e5, noNaN: true });
const wait = fc.record({
  probability: fc.double({ min: 0, max: 1, noNaN: true }),
  conditionalMs: positive,
});
const cell: fc.Arbitrary<OutputCell> = fc.record({
  weight: fc.double({ min: 0, max: 1, noNaN: true }),
  tokensAfterFirst: fc.integer({ min: 0, max: 20_000 }),
  stepsMean: positive,
  stepsVariance: positive,
  widthStepsVariance: positive,
});
const state = fc
  .record({ router: wait, prefill: wait, decode: wait, stepMs: positive, joinMs: positive })
  .map(
    ({ router, prefill, decode, stepMs, joinMs }) =>
      ({ waits: { router, prefill, decode }, stepMs, joinMs }) as QueueState,
  );

describe("the waits summed and the mean TPOT", () => {
  it("sum a 0.5 · 10 ms prefill wait and a 0.2 · 5 ms decode wait to mean 6 ms, second moment 120", () => {
    const waits = {
      router: { probability: 0, conditionalMs: 0 },
      prefill: { probability: 0.5, conditionalMs: 10 },
      decode: { probability: 0.2, conditionalMs: 5 },
    };
    // E[W²] = 2 · 5 · 10 + 2 · 1 · 5 + 2 · 5 · 1 = 120; c = 120 / 12 = 10, P = 6 / 10.
    expect(totalWait({ waits } as QueueState)).toEqual({ probability: 0.6, conditionalMs: 10 });
  });

  it("are the list-building forms' numbers, bit for bit", () => {
    fc.assert(
      fc.property(state, fc.array(cell, { maxLength: 24 }), (at, cells) => {
        expect(totalWait(at)).toEqual(listedTotalWait(at));
        const setup = { decode: { outputCells: cells } } as EstimateSetup;
        expect(Object.is(metricMean(setup, at, "tpot"), listedTpotMean(cells, at))).toBe(true);
      }),
    );
  });
});

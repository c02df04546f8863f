import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Allocated } from "../../src/model/allocate.ts";
import { allocateForBudget } from "../../src/model/budgetAllocation.ts";
import { type Capacity, decodeRateFor } from "../../src/model/capacity.ts";
import { decodeSequencesFor, smallestDecodeInstances } from "../../src/model/decodeInstances.ts";
import { type FleetShape, fleetNodes, maxPlanNodes } from "../../src/model/planBounds.ts";
import { atLeast, nearlyEqual } from "../../src/model/tolerance.ts";

// The node-budget allocation starts at the balanced ratio and looks at a few neighbours; the
// bisection over every prefill count it replaced is kept here, as written, as the oracle.

const bisectedAllocation = (
  capacity: Capacity,
  shape: FleetShape,
  totalNodes: number,
): Allocated => {
  const maxX = Math.floor((totalNodes - shape.decodeNodes) / shape.prefillNodes);
  const maxY = Math.floor((totalNodes - shape.prefillNodes) / shape.decodeNodes);
  if (maxX < 1 || maxY < 1) {
    return {
      ok: false,
      violation: {
        kind: "allocation",
        code: "budgetTooSmall",
        field: "allocation.totalNodes",
        params: {
          totalNodes,
          prefillNodes: shape.prefillNodes,
          decodeNodes: shape.decodeNodes,
          minimum: shape.prefillNodes + shape.decodeNodes,
        },
      },
    };
  }
  const fewestFor = (rate: number, upTo: number): number | null => {
    const y = smallestDecodeInstances(capacity, decodeSequencesFor(capacity, rate));
    return y !== null && y <= upTo ? y : null;
  };
  // The fewest y that give the most decode rate the budget allows (one, when decode admits none).
  const fewestForMost = (upTo: number): number => {
    const most = decodeRateFor(capacity, upTo);
    return most > 0 ? (fewestFor(most, upTo) ?? upTo) : 1;
  };
  const upToFor = (x: number): number =>
    Math.floor((totalNodes - x * shape.prefillNodes) / shape.decodeNodes);
  // Whether the decode instances left beside x prefill instances can keep up with them.
  const decodeKeepsUp = (x: number): boolean =>
    fewestFor(x * capacity.prefillRate, upToFor(x)) !== null;
  const evaluate = (x: number) => {
    const upTo = upToFor(x);
    const prefillRate = x * capacity.prefillRate;
    const y = fewestFor(prefillRate, upTo) ?? fewestForMost(upTo);
    const pair = { prefillInstances: x, decodeInstances: y };
    return {
      pair,
      rate: Math.min(prefillRate, decodeRateFor(capacity, y)),
      nodes: fleetNodes(shape, pair),
    };
  };
  // λ(x) = min(x · r_p, what the rest of the budget decodes) (docs/model.md §4): the first term
  // grows with x, the second never does, so λ peaks where decode stops keeping up. A binary search
  // finds that x in O(log N); x = 1 covers a prefill side that admits nothing (λ = 0 for all).
  let keepsUp = 0;
  let fallsBehind = maxX + 1;
  while (fallsBehind - keepsUp > 1) {
    const mid = Math.floor((keepsUp + fallsBehind) / 2);
    if (decodeKeepsUp(mid)) keepsUp = mid;
    else fallsBehind = mid;
  }
  const candidates = new Set([1, keepsUp - 1, keepsUp, fallsBehind, fallsBehind + 1]);
  let best = {
    pair: { prefillInstances: 1, decodeInstances: 1 },
    rate: -1,
    nodes: Number.POSITIVE_INFINITY,
  };
  for (const x of [...candidates].filter((x) => x >= 1 && x <= maxX).sort((a, b) => a - b)) {
    const next = evaluate(x);
    if (
      !atLeast(best.rate, next.rate) ||
      (nearlyEqual(best.rate, next.rate) && next.nodes < best.nodes)
    ) {
      best = next;
    }
  }
  return { ok: true, pair: best.pair };
};

// Rates anywhere a plan can reach, and whole-number ones whose balanced ratio lands on a node.
const anyRate = fc.oneof(
  fc.constant(0),
  fc.double({ min: 1e-6, max: 1e6, noNaN: true, noDefaultInfinity: true }),
  fc
    .tuple(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 1, max: 64 }))
    .map(([a, b]) => a / b),
);

const capacities: fc.Arbitrary<Capacity> = fc.record({
  prefillRate: anyRate,
  decodeEngineBatch: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 1, max: 1024 }),
    fc.integer({ min: 1, max: 1_000_000 }),
  ),
  decodeSlotSeconds: fc.oneof(
    fc.integer({ min: 1, max: 400 }),
    fc.double({ min: 1e-3, max: 1e5, noNaN: true, noDefaultInfinity: true }),
  ),
  etaDecode: fc.oneof(fc.constant(1), fc.double({ min: 0.05, max: 1, noNaN: true })),
  routerMaxConcurrency: fc.option(
    fc.oneof(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 10_000_000 })),
    { nil: undefined },
  ),
});

const shapes: fc.Arbitrary<FleetShape> = fc.oneof(
  fc.record({
    prefillNodes: fc.integer({ min: 1, max: 8 }),
    decodeNodes: fc.integer({ min: 1, max: 8 }),
  }),
  fc.record({
    prefillNodes: fc.integer({ min: 1, max: 5000 }),
    decodeNodes: fc.integer({ min: 1, max: 5000 }),
  }),
);

const budgets = fc.oneof(
  fc.integer({ min: 2, max: 200 }),
  fc.integer({ min: 2, max: maxPlanNodes }),
);

describe("allocateForBudget against the bisection it replaced", () => {
  it("picks the same pair for any capacity, shape and budget", () => {
    fc.assert(
      fc.property(capacities, shapes, budgets, (capacity, shape, n) => {
        expect(allocateForBudget(capacity, shape, n)).toEqual(
          bisectedAllocation(capacity, shape, n),
        );
      }),
      { numRuns: 5000 },
    );
  });

  it("picks the same pair on every budget up to 2,000 nodes of the worked example's rates", () => {
    const capacity: Capacity = {
      prefillRate: 10,
      decodeEngineBatch: 256,
      decodeSlotSeconds: 40,
      etaDecode: 1,
      routerMaxConcurrency: undefined,
    };
    for (const shape of [
      { prefillNodes: 2, decodeNodes: 4 },
      { prefillNodes: 1, decodeNodes: 1 },
      { prefillNodes: 3, decodeNodes: 7 },
    ]) {
      for (let n = 2; n <= 2000; n += 1) {
        expect(allocateForBudget(capacity, shape, n)).toEqual(
          bisectedAllocation(capacity, shape, n),
        );
      }
    }
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocateForBudget } from "../../src/model/budgetAllocation.ts";
import { type Capacity, systemRate } from "../../src/model/capacity.ts";

// The node-budget search tries O(log N) prefill counts; every pair of whole numbers, tried by brute
// force, must do no better, and a pair as good must use no fewer nodes.

const capacities: fc.Arbitrary<Capacity> = fc.record({
  prefillRate: fc.oneof(fc.constant(0), fc.double({ min: 0.01, max: 100, noNaN: true })),
  decodeEngineBatch: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 512 })),
  decodeSlotSeconds: fc.double({ min: 0.5, max: 200, noNaN: true }),
  etaDecode: fc.double({ min: 0.5, max: 1, noNaN: true }),
  routerMaxConcurrency: fc.option(fc.integer({ min: 1, max: 20_000 }), { nil: undefined }),
});

const shapes = fc.record({
  prefillNodes: fc.integer({ min: 1, max: 8 }),
  decodeNodes: fc.integer({ min: 1, max: 8 }),
});

describe("allocateForBudget", () => {
  it("finds the most requests per second the budget allows, on the fewest nodes", () => {
    fc.assert(
      fc.property(capacities, shapes, fc.integer({ min: 2, max: 160 }), (capacity, shape, n) => {
        const allocated = allocateForBudget(capacity, shape, n);
        if (!allocated.ok) {
          expect(shape.prefillNodes + shape.decodeNodes).toBeGreaterThan(n);
          return;
        }
        const { prefillInstances: x, decodeInstances: y } = allocated.pair;
        const nodes = x * shape.prefillNodes + y * shape.decodeNodes;
        expect(nodes).toBeLessThanOrEqual(n);
        const rate = systemRate(capacity, x, y);
        for (let px = 1; px * shape.prefillNodes + shape.decodeNodes <= n; px += 1) {
          for (let dy = 1; px * shape.prefillNodes + dy * shape.decodeNodes <= n; dy += 1) {
            const other = systemRate(capacity, px, dy);
            const otherNodes = px * shape.prefillNodes + dy * shape.decodeNodes;
            expect(other, `${px}P ${dy}D beats ${x}P ${y}D`).toBeLessThanOrEqual(rate * (1 + 1e-9));
            if (Math.abs(other - rate) <= 1e-12 * Math.max(rate, 1)) {
              expect(otherNodes, `${px}P ${dy}D ties on fewer nodes`).toBeGreaterThanOrEqual(nodes);
            }
          }
        }
      }),
      { numRuns: 400 },
    );
  }, 60_000);

  it("answers a budget of 10,000 nodes from a handful of tries", () => {
    // The worked example's rates: r_p = 10 req/s, r_d = 6.4 req/s on 2- and 4-node instances.
    const capacity: Capacity = {
      prefillRate: 10,
      decodeEngineBatch: 256,
      decodeSlotSeconds: 40,
      etaDecode: 1,
      routerMaxConcurrency: undefined,
    };
    const shape = { prefillNodes: 2, decodeNodes: 4 };
    expect(allocateForBudget(capacity, shape, 100)).toEqual({
      ok: true,
      pair: { prefillInstances: 12, decodeInstances: 19 },
    });
    // Balanced 10x = 6.4y on 2x + 4y ≤ 10,000: x = 1,212 (12,120 req/s) needs y = ⌈12,120 / 6.4⌉ =
    // 1,894, exactly the last 7,576 nodes; x = 1,213 leaves 1,893 decode instances, 12,115.2 req/s.
    const big = allocateForBudget(capacity, shape, 10_000);
    expect(big.ok && big.pair).toEqual({ prefillInstances: 1212, decodeInstances: 1894 });
  });
});

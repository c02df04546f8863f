import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocateForBudget, lastKeepingUp } from "../../src/model/budgetAllocation.ts";
import { type Capacity, systemRate } from "../../src/model/capacity.ts";

// The node-budget search tries a few prefill counts near the balanced ratio; every pair of whole numbers, tried by brute
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

// The worked example's rates: r_p = 10 req/s, r_d = 6.4 req/s on 2- and 4-node instances.
const workedExample: Capacity = {
  prefillRate: 10,
  decodeEngineBatch: 256,
  decodeSlotSeconds: 40,
  etaDecode: 1,
  routerMaxConcurrency: undefined,
};

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
    const capacity = workedExample;
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

  it("finds where decode stops keeping up from the balanced ratio, by hand", () => {
    // s = 10 · 40 / 1 = 400 sequences in decode per prefill instance, b = 256: the estimate is
    // ⌊100 / (2 + 4 · 400 / 256)⌋ = ⌊12.12⌋ = 12. x = 12 needs ⌈4,800 / 256⌉ = 19 decode
    // instances and ⌊(100 − 24) / 4⌋ = 19 fit; x = 13 needs ⌈20.3⌉ = 21 and 18 fit.
    expect(lastKeepingUp(workedExample, { prefillNodes: 2, decodeNodes: 4 }, 100, 48)).toBe(12);
    // 10,000 nodes: ⌊10,000 / 8.25⌋ = 1,212 needs ⌈1,893.75⌉ = 1,894, and 1,894 fit exactly.
    expect(lastKeepingUp(workedExample, { prefillNodes: 2, decodeNodes: 4 }, 10_000, 4998)).toBe(
      1212,
    );
    // A router cap of 2,000 sequences holds ⌊2,000 / 400⌋ = 5 prefill instances' worth.
    const capped = { ...workedExample, routerMaxConcurrency: 2000 };
    expect(lastKeepingUp(capped, { prefillNodes: 2, decodeNodes: 4 }, 100, 48)).toBe(5);
    // Decode that admits nothing never keeps up.
    const blocked = { ...workedExample, decodeEngineBatch: 0 };
    expect(lastKeepingUp(blocked, { prefillNodes: 2, decodeNodes: 4 }, 100, 48)).toBe(0);
  });

  it("tries as many prefill counts for 10,000 nodes as for 100", () => {
    // Every try reads η_d once (through the sequences a rate keeps in decode).
    const reads = (totalNodes: number, shape: { prefillNodes: number; decodeNodes: number }) => {
      let count = 0;
      const counted = { ...workedExample };
      Object.defineProperty(counted, "etaDecode", {
        get: () => {
          count += 1;
          return 1;
        },
      });
      allocateForBudget(counted, shape, totalNodes);
      return count;
    };
    for (const shape of [
      { prefillNodes: 2, decodeNodes: 4 },
      { prefillNodes: 1, decodeNodes: 1 },
    ]) {
      const small = reads(100, shape);
      expect(small).toBeLessThanOrEqual(24);
      for (const n of [1000, 5000, 9999, 10_000])
        expect(reads(n, shape)).toBeLessThanOrEqual(small + 4);
    }
  });
});

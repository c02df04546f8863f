import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { defaultPlan, solve } from "../../../src/model/index.ts";
import { batchOptions, largestFitting } from "../../../src/model/optimize/batches.ts";
import { bindingOf } from "../../../src/model/optimize/binding.ts";
import { planChanges } from "../../../src/model/optimize/changes.ts";
import { createHeap } from "../../../src/model/optimize/heap.ts";
import {
  dataParallelOptions,
  layoutOptions,
  nodeOptions,
  stagedOptions,
  withLayout,
} from "../../../src/model/optimize/layouts.ts";
import { keepBest, type Ranked, ranksBefore } from "../../../src/model/optimize/ranking.ts";
import { deepSeekPlan } from "./handPlans.ts";

const ranked = (changes: Partial<Ranked>): Ranked => ({
  qpmPerNode: 100,
  totalNodes: 10,
  sloHeadroom: 0.1,
  changeCount: 1,
  order: 0,
  ...changes,
});

describe("the search's axes", () => {
  it("tries node counts of 1 to 64 in powers of two, the plan's own, and no more than fit", () => {
    expect(nodeOptions(18, 99)).toEqual([1, 2, 4, 8, 16, 18, 32, 64]);
    expect(nodeOptions(3, 7)).toEqual([1, 2, 3, 4]);
    expect(nodeOptions(100, Number.POSITIVE_INFINITY)).toContain(100);
  });

  it("tries one attention replica, one per node and one per GPU", () => {
    expect(dataParallelOptions(4, 8)).toEqual([1, 4, 32]);
    expect(dataParallelOptions(1, 8)).toEqual([1, 8]);
  });

  it("keeps a measured phase on the plan's own layout and lays a roofline phase out on a grid", () => {
    expect(layoutOptions(defaultPlan, "decode", 99)).toEqual([
      { nodesPerInstance: 4, dataParallel: 1, own: true },
    ]);
    const layouts = layoutOptions(deepSeekPlan(), "decode", 99);
    expect(layouts.filter((layout) => layout.own)).toEqual([
      { nodesPerInstance: 18, dataParallel: 144, own: true },
    ]);
    expect(layouts).toContainEqual({ nodesPerInstance: 8, dataParallel: 64, own: false });
    expect(layouts.every((layout) => layout.nodesPerInstance <= 99)).toBe(true);
  });

  it("tries one pipeline stage a node, TP over the node, on two or more whole nodes", () => {
    expect(stagedOptions(4)).toEqual([
      { nodesPerInstance: 4, dataParallel: 1, pipelineParallel: 4, own: false },
    ]);
    expect(stagedOptions(1)).toEqual([]);
    expect(stagedOptions(2.5)).toEqual([]);
    const layouts = layoutOptions(deepSeekPlan(), "decode", 99);
    expect(layouts).toContainEqual({
      nodesPerInstance: 8,
      dataParallel: 1,
      pipelineParallel: 8,
      own: false,
    });
    expect(layouts.some((layout) => layout.nodesPerInstance === 1 && layout.pipelineParallel)).toBe(
      false,
    );
  });

  it("sets a layout's stages on the plan and clears the plan's own where the layout has none", () => {
    const staged = withLayout(deepSeekPlan(), "decode", {
      nodesPerInstance: 4,
      dataParallel: 1,
      pipelineParallel: 4,
      own: false,
    });
    expect(staged.latency.decode.pipelineParallel).toBe(4);
    expect(staged.decode.nodesPerInstance).toBe(4);
    const flat = withLayout(staged, "decode", { nodesPerInstance: 4, dataParallel: 1, own: false });
    expect(flat.latency.decode.pipelineParallel).toBeUndefined();
    expect(planChanges(staged, flat)).toContainEqual({
      field: "latency.decode.pipelineParallel",
      from: 4,
      to: 1,
    });
  });

  it("tries powers of two up to a bound, with the extra batches that fall within it", () => {
    expect(batchOptions(300, [128, 300, 0, 512, 2.5])).toEqual([
      1, 2, 4, 8, 16, 32, 64, 128, 256, 300,
    ]);
    expect(batchOptions(0, [1])).toEqual([]);
  });

  it("finds the largest batch that fits by bisection, exactly or within a tolerance", () => {
    expect(largestFitting(1000, (batch) => batch <= 384)).toBe(384);
    expect(largestFitting(1000, () => true)).toBe(1000);
    expect(largestFitting(1000, () => false)).toBeNull();
    const near = largestFitting(100_000, (batch) => batch <= 50_000, 1 / 128);
    expect(near).toBeLessThanOrEqual(50_000);
    expect(near).toBeGreaterThanOrEqual(50_000 * (1 - 1 / 128));
  });
});

describe("ranking", () => {
  it("puts more QPM per node first for a budget, then fewer nodes, more headroom, fewer changes", () => {
    const objective = "qpmPerNode";
    expect(ranksBefore(objective, ranked({ qpmPerNode: 101 }), ranked({}))).toBe(true);
    expect(ranksBefore(objective, ranked({ totalNodes: 9 }), ranked({}))).toBe(true);
    expect(ranksBefore(objective, ranked({ sloHeadroom: 0.2 }), ranked({}))).toBe(true);
    expect(ranksBefore(objective, ranked({ changeCount: 0 }), ranked({}))).toBe(true);
    expect(ranksBefore(objective, ranked({ order: 1 }), ranked({}))).toBe(false);
    // 25 · 6.4 ≠ 160 in floating point, yet the two rank as equals.
    expect(
      ranksBefore(
        objective,
        ranked({ qpmPerNode: 25 * 6.4, order: 1 }),
        ranked({ qpmPerNode: 160 }),
      ),
    ).toBe(false);
  });

  it("puts fewer nodes first for a target, then more QPM per node", () => {
    const objective = "fewestNodes";
    expect(ranksBefore(objective, ranked({ totalNodes: 9, qpmPerNode: 1 }), ranked({}))).toBe(true);
    expect(ranksBefore(objective, ranked({ qpmPerNode: 101 }), ranked({}))).toBe(true);
  });

  it("keeps the best few in order, whatever order they arrive in", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 40 }), (rates) => {
        const best: Ranked[] = [];
        for (const [order, rate] of rates.entries()) {
          keepBest("qpmPerNode", best, ranked({ qpmPerNode: rate, order }), 5);
        }
        const expected = rates
          .map((rate, order) => ({ rate, order }))
          .sort((a, b) => b.rate - a.rate || a.order - b.order)
          .slice(0, 5);
        expect(best.map((entry) => [entry.qpmPerNode, entry.order])).toEqual(
          expected.map((entry) => [entry.rate, entry.order]),
        );
      }),
    );
  });

  it("pops a heap's items smallest first", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true })), (values) => {
        const heap = createHeap<number>((a, b) => a < b);
        for (const value of values) heap.push(value);
        const popped: number[] = [];
        for (let next = heap.pop(); next !== undefined; next = heap.pop()) popped.push(next);
        // 0 and −0 are one key to the heap, which may pop them in either order: compared as
        // numbers (+ 0 turns −0 into 0), not as objects, which tell them apart.
        const numbers = (list: number[]) => list.map((value) => value + 0);
        expect(numbers(popped)).toEqual(numbers([...values].sort((a, b) => a - b)));
      }),
    );
  });
});

describe("what a configuration changes and what binds it", () => {
  it("lists each changed field with both values, unset as null", () => {
    const plan = deepSeekPlan();
    const changed = {
      ...plan,
      decode: { ...plan.decode, batchSize: 4096 },
      specDecode: { draftTokens: 0, stepCostRatio: 1 },
    };
    expect(planChanges(plan, changed)).toEqual([
      { field: "decode.batchSize", from: 9216, to: 4096 },
      { field: "specDecode.draftTokens", from: 1, to: 0 },
      { field: "specDecode.acceptanceLength", from: 1.5, to: null },
    ]);
    expect(planChanges(plan, plan)).toEqual([]);
  });

  it("names the bottleneck, the limits at their cap and the tightest SLO", () => {
    // The default plan: b_p = 8 meets both prefill caps (maxNumSeqs 8; ⌊32,768 / 4,000⌋ = 8),
    // b_d = 256 meets maxNumSeqs = 256; TTFT has 20% headroom, TPOT 20%, E2EL 32%.
    expect(bindingOf(solve(defaultPlan, catalog))).toEqual({
      bottleneck: "prefill",
      prefillLimits: ["maxNumSeqs", "maxNumBatchedTokens"],
      decodeLimits: ["maxNumSeqs"],
      tightestSlo: "ttft",
    });
  });
});

import { describe, expect, it } from "vitest";
import { solve } from "../../../src/model/index.ts";
import { distinctBest } from "../../../src/model/optimize/distinctBest.ts";
import { distinctKey, optimize } from "../../../src/model/optimize/index.ts";
import { twinLayoutPlan } from "./handPlans.ts";

const ranked = (key: string, qpmPerNode: number, changeCount: number, order: number) => ({
  key,
  qpmPerNode,
  totalNodes: 10,
  sloHeadroom: 0.1,
  changeCount,
  order,
});

describe("distinctBest", () => {
  it("keeps one of each key, the one that changes fewer fields, and counts the others", () => {
    const found = distinctBest("qpmPerNode", 3);
    found.offer(ranked("a", 100, 2, 0));
    found.offer(ranked("b", 90, 0, 1));
    found.offer(ranked("a", 100, 1, 2));
    found.offer(ranked("a", 100, 3, 3));
    expect(found.best.map((entry) => [entry.key, entry.changeCount])).toEqual([
      ["a", 1],
      ["b", 0],
    ]);
    expect(found.merged("a")).toBe(2);
    expect(found.merged("b")).toBe(0);
    expect(found.merged("never offered")).toBe(0);
  });

  it("fills its places with distinct keys before the k-th counts", () => {
    const found = distinctBest("qpmPerNode", 2);
    found.offer(ranked("a", 100, 0, 0));
    found.offer(ranked("a", 100, 0, 1));
    expect(found.kth()).toBeUndefined();
    found.offer(ranked("b", 50, 0, 2));
    found.offer(ranked("c", 70, 0, 3));
    expect(found.best.map((entry) => entry.key)).toEqual(["a", "c"]);
    expect(found.kth()?.key).toBe("c");
  });
});

describe("optimize lists each configuration once", () => {
  // Experts over all eight GPUs are the plan's explicit setting and the grid's default: every
  // configuration is reached by 2 prefill × 2 decode spellings, so three of the four are merged.
  const plan = twinLayoutPlan();
  const result = optimize(plan);

  it("reports five configurations, no two running the same layouts, batches and x, y", () => {
    expect(result.top).toHaveLength(5);
    const keys = result.top.map((entry) => distinctKey(entry.plan, solve(entry.plan)));
    expect(new Set(keys).size).toBe(5);
  });

  it("says how many were merged: three into each, fifteen in all", () => {
    expect(result.top.map((entry) => entry.merged)).toEqual([3, 3, 3, 3, 3]);
    expect(result.space.merged).toBe(15);
  });

  it("keeps the spelling that changes fewer fields: the plan's own expert setting", () => {
    for (const entry of result.top) {
      const fields = entry.changes.map((change) => change.field);
      expect(fields).not.toContain("latency.prefill.expertParallel");
      expect(fields).not.toContain("latency.decode.expertParallel");
    }
  });
});

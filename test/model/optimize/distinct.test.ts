import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
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
  // configuration is reached by 2 prefill × 2 decode spellings, so at least three are merged.
  const plan = twinLayoutPlan();
  const result = optimize(plan, catalog);

  it("reports five configurations, no two running the same layouts, batches and x, y", () => {
    expect(result.top).toHaveLength(5);
    const keys = result.top.map((entry) => distinctKey(entry.plan, solve(entry.plan, catalog)));
    expect(new Set(keys).size).toBe(5);
  });

  it("merges into each the other spellings of its layouts it reached, and counts them all", () => {
    const merged = result.top.map((entry) => entry.merged);
    // The winner's every spelling is reached before the search stops: three more at least.
    expect(merged[0]).toBeGreaterThanOrEqual(3);
    for (const count of merged) expect(count).toBeGreaterThanOrEqual(1);
    expect(result.space.merged).toBe(merged.reduce((sum, count) => sum + count, 0));
  });

  it("merges a decode batch that no load fills: the same capacity and sustainable load", () => {
    const served = result.top.map((entry) => {
      const solved = solve(entry.plan, catalog);
      return `${solved.throughput.requestsPerSecond} ${solved.sustainable.requestsPerSecond} ${entry.prefillInstances} ${entry.decodeInstances} ${entry.plan.prefill.batchSize}`;
    });
    expect(new Set(served).size).toBe(served.length);
  });
});

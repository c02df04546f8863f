import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { defaultPlan, type Plan, PlanSchema, solve } from "../../../src/model/index.ts";
import { optimize } from "../../../src/model/optimize/index.ts";
import { workedExampleInput } from "../workedExample.ts";
import { deepSeekPlan, profilePlan } from "./handPlans.ts";

const codes = (plan: Plan) => optimize(plan, catalog).notes.map((note) => note.code);

/** Every number in a value, however deeply nested. */
const numbersIn = (value: unknown): number[] => {
  if (typeof value === "number") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(numbersIn);
  return [];
};

describe("optimize on a hand-worked profile plan", () => {
  // r_p = 8 / 0.5 s = 16 req/s; ITL = 16 + n / 16 ms with n sequences in the batch. At b_d = 512 a
  // full batch runs t2 = 48 ms, over the 40 ms SLO, but queued requests rarely fill it: the TPOT
  // SLO holds while n ≤ 384. A request holds its slot for the 999 steps after its first token
  // (and the wait to join a step), so y = 6 instances sustain at most 6 · 384 / (999 · 0.04 s) =
  // 57.66 req/s, 345.95 QPM per node on 10 nodes. Its capacity is r_d = 512 / 48 s = 10.67 req/s
  // per instance: x = 4, y = 6 serve λ = min(64, 64) = 64 req/s, 384 QPM per node.
  it("keeps a batch whose full TPOT misses the SLO: a partly filled one meets it", () => {
    const result = optimize(profilePlan(), catalog);
    const [winner, second] = result.top;
    expect(winner?.plan.decode.batchSize).toBe(512);
    expect(winner).toMatchObject({ prefillInstances: 4, decodeInstances: 6, totalNodes: 10 });
    expect(winner?.qpmPerNode).toBeCloseTo(384, 9);
    expect(winner?.sustainable.qpmPerNode).toBeGreaterThan(345.6 * 0.99);
    expect(winner?.sustainable.qpmPerNode).toBeLessThanOrEqual(((6 * 384) / 39.96) * 6);
    expect(winner?.sustainable.limitedBy).toBe("tpot");
    expect(winner?.changes).toEqual([{ field: "decode.batchSize", from: 128, to: 512 }]);
    expect(second?.plan.decode.batchSize).toBe(384);
  });

  // At b_d = 384, t2 = 16 + 24 = 40 ms (the SLO exactly), so r_d = 384 / (1,000 · 0.04 s) = 9.6
  // req/s. Three P instances would serve 48 req/s at full load, queues that never drain, so the
  // SLO-sized budget takes x = 4, y = 6: λ = min(64, 57.6) = 57.6 req/s, 345.6 per node at
  // capacity. At b_d = 256 (t2 = 32 ms, r_d = 8) it is x = 4, y = 6 again: 48 req/s, 288 per node.
  it("sizes x and y for the SLOs: 4 P + 6 D where 3 P would run full", () => {
    const { top } = optimize(profilePlan(), catalog);
    const at = (batch: number) =>
      top.find(
        (entry) => entry.plan.decode.batchSize === batch && entry.plan.prefill.batchSize === 8,
      );
    expect(at(384)).toMatchObject({ prefillInstances: 4, decodeInstances: 6, totalNodes: 10 });
    expect(at(384)?.qpmPerNode).toBeCloseTo(345.6, 9);
    expect(at(384)?.binding.tightestSlo).toBe("tpot");
    expect(at(256)).toMatchObject({ prefillInstances: 4, decodeInstances: 6 });
    expect(at(256)?.qpmPerNode).toBeCloseTo(288, 9);
  });

  it("ranks by the sustainable QPM per node, which never exceeds capacity", () => {
    const { top } = optimize(profilePlan(), catalog);
    const sustained = top.map((entry) => entry.sustainable.qpmPerNode);
    expect(sustained).toEqual([...sustained].sort((a, b) => b - a));
    for (const entry of top) {
      expect(entry.sustainable.qpmPerNode).toBeGreaterThan(0);
      expect(entry.sustainable.qpmPerNode).toBeLessThanOrEqual(entry.qpmPerNode * (1 + 1e-9));
    }
  });

  it("says why the winner leads the next configuration", () => {
    const { top } = optimize(profilePlan(), catalog);
    const why = top[0]?.whyAhead;
    expect(why).toMatchObject({ code: "higherQpmPerNode", driver: "decode" });
    // n_d / r_d falls from 1 / 9.6 to 1 / 10.67 s at full batches, 10% less.
    expect(why?.params.driverPercent).toBeCloseTo(10, 9);
    expect(why?.params.qpmPerNode).toBe(top[0]?.sustainable.qpmPerNode);
    expect(why?.params.nextQpmPerNode).toBe(top[1]?.sustainable.qpmPerNode);
    expect(why?.differences).toEqual([{ field: "decode.batchSize", from: 384, to: 512 }]);
  });

  // λ = 48 req/s. At b_d = 384 capacity alone would take x = ⌈48 / 16⌉ = 3, y = ⌈48 · 40 s / 384⌉ = 5,
  // both at full load: the SLO-sized target adds one of each, 4 + 6 = 10 nodes. At 512 the TPOT
  // SLO holds up to 384 sequences an instance, and 5 D sustain up to 5 · 384 / 39.96 s =
  // 48.05 req/s less the wait to join a step: just over 48, so 4 + 5 = 9. At 256: y = 6 is full,
  // so 4 + 7 = 11.
  it("minimizes nodes for a target QPM, sized for the SLOs once requests queue", () => {
    const result = optimize(
      profilePlan({ allocation: { mode: "targetQpm", targetQpm: 2880 } }),
      catalog,
    );
    expect(result.objective).toBe("fewestNodes");
    const [first, second, third] = result.top;
    expect(first).toMatchObject({ totalNodes: 9, prefillInstances: 4, decodeInstances: 5 });
    expect(first?.plan.decode.batchSize).toBe(512);
    expect(first?.sustainable.qpm).toBeGreaterThanOrEqual(2880 * (1 - 1e-9));
    expect(first?.sustainable.qpm).toBeLessThanOrEqual(((5 * 384) / 39.96) * 60);
    expect(second).toMatchObject({ totalNodes: 10, prefillInstances: 4, decodeInstances: 6 });
    expect(second?.plan.decode.batchSize).toBe(384);
    expect(third).toMatchObject({ totalNodes: 11, prefillInstances: 4, decodeInstances: 7 });
    expect(first?.whyAhead).toMatchObject({ code: "fewerNodes", driver: "decode" });
    expect(second?.whyAhead).toMatchObject({ code: "fewerNodes", driver: "decode" });
  });

  // Aggregated (src/model/aggregated.ts): a prompt token costs t1 · G · n_p / (b_p · l_i) = 0.5 GPU-ms,
  // so a step of B sequences carries B prompt tokens taking B / 16 ms on 8 GPUs: TPOT = 16 + B / 8 ms,
  // which meets 40 ms up to B = 192: 4.8 req/s per one-node instance, 288 QPM per node.
  it("compares the winner with the best aggregated point under the same SLOs", () => {
    const { aggregated } = optimize(profilePlan(), catalog);
    expect(aggregated?.best?.batch).toBe(192);
    expect(aggregated?.best?.qpmPerNode).toBeCloseTo(288, 9);
    // The winner serves 384 QPM per node at capacity: 384 / 288 = 4 / 3.
    expect(aggregated?.ratio).toBeCloseTo(4 / 3, 9);
    expect(aggregated?.assumptions.length).toBeGreaterThan(0);
  });

  it("counts the candidates as every pair of the settings tried", () => {
    const { space } = optimize(profilePlan(), catalog);
    // Prefill: constant, so b_p ∈ {1, 2, 4, 8}. Decode: 1 … 512 and the SLO's edge 384, each kept:
    // a lone sequence takes 16 + 1 / 16 ms, within 40.
    expect(space.axes.prefillBatch).toEqual([1, 2, 4, 8]);
    expect(space.axes.decodeBatch).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 384, 512]);
    expect(space.candidates).toBe(4 * 11);
    expect(space.decodeSettingsKept).toBe(11);
    expect(space.pairsScored).toBeGreaterThan(0);
    expect(space.pairsScored).toBeLessThanOrEqual(4 * 11);
  });
});

describe("optimize: what it says about the plan", () => {
  it("finds nothing better than the default plan, whose constants pin t1 and ITL", () => {
    const result = optimize(defaultPlan, catalog);
    expect(result.top[0]?.changes).toEqual([]);
    expect(result.top[0]?.qpmPerNode).toBeCloseTo(
      solve(defaultPlan, catalog).throughput.qpmPerNode,
      9,
    );
    expect(result.notes.map((note) => note.code)).toEqual([
      "constantSource",
      "layoutFixed",
      "currentIsBest",
    ]);
  });

  it("turns a ratio or fixed allocation into a budget of the nodes the plan uses now", () => {
    const fixed = PlanSchema.parse({
      ...workedExampleInput,
      allocation: { mode: "fixed", prefillInstances: 3, decodeInstances: 5 },
    });
    const result = optimize(fixed, catalog);
    expect(result.allocation).toEqual({ mode: "nodeBudget", totalNodes: 3 * 2 + 5 * 4 });
    expect(result.notes.find((note) => note.code === "budgetFromMode")?.params).toEqual({
      mode: "fixed",
      totalNodes: 26,
    });
    expect(result.top[0]?.plan.allocation.mode).toBe("nodeBudget");
    expect(result.top[0]?.changes).toContainEqual({
      field: "allocation.mode",
      from: "fixed",
      to: "nodeBudget",
    });
  });

  it("reports no configuration when no setting can meet the SLOs", () => {
    const result = optimize(profilePlan({ slo: { tpotMs: 5 } }), catalog);
    expect(result.top).toEqual([]);
    expect(result.aggregated).toBeNull();
    expect(result.notes.map((note) => note.code)).toContain("noFeasible");
  });

  it("asks for the latency inputs to be fixed before it searches", () => {
    const plan = deepSeekPlan({
      latency: { model: "deepseek-v3", decode: { source: "roofline", gpu: "h900" } },
    });
    const result = optimize(plan, catalog);
    expect(result.top).toEqual([]);
    expect(result.space.candidates).toBe(0);
    expect(result.notes.at(-1)).toMatchObject({
      code: "latencyInputsInvalid",
      params: { field: "latency.decode.gpu" },
    });
  });

  it("reports as many configurations as asked, at least one", () => {
    expect(optimize(profilePlan(), catalog, { top: 3 }).top.map((entry) => entry.rank)).toEqual([
      1, 2, 3,
    ]);
    expect(optimize(profilePlan(), catalog, { top: 0 }).top).toHaveLength(1);
    expect(optimize(profilePlan(), catalog).top).toHaveLength(5);
  });

  it("notes a constant phase and keeps its layout", () => {
    expect(codes(profilePlan())).toEqual(["constantSource", "layoutFixed"]);
    const { axes } = optimize(profilePlan(), catalog).space;
    expect(axes.prefillNodesPerInstance).toEqual([1]);
    expect(axes.decodeDataParallel).toEqual([1]);
  });
});

describe("optimize on DeepSeek-V3 with roofline step times", () => {
  const plan = deepSeekPlan();
  const result = optimize(plan, catalog);

  it("varies layouts, batches and drafts, and beats the plan as entered", () => {
    const { axes } = result.space;
    // 1 … 64 nodes and the plan's own 18, less one-node instances: 8 × 80 GB cannot hold 671B in FP8.
    expect(axes.prefillNodesPerInstance).toEqual([2, 4, 8, 16, 32, 64]);
    expect(axes.decodeNodesPerInstance).toEqual([2, 4, 8, 16, 18, 32, 64]);
    expect(axes.draftTokens).toEqual([0, 1]);
    expect(axes.decodeDataParallel).toContain(144);
    expect(result.space.candidates).toBe(
      result.space.prefillSettings * result.space.decodeSettings,
    );
    expect(result.top[0]?.qpmPerNode).toBeGreaterThan(solve(plan, catalog).throughput.qpmPerNode);
  });

  it("leaves out prefill layouts whose GPUs cannot hold the weights", () => {
    // 671B parameters in FP8 need more than one node's 8 × 80 GB.
    expect(result.notes.map((note) => note.code)).toContain("weightsDoNotFit");
    expect(result.top.every((entry) => entry.plan.prefill.nodesPerInstance >= 2)).toBe(true);
  });

  it("ranks every reported configuration feasible and in order", () => {
    for (const entry of result.top) expect(solve(entry.plan, catalog).feasible).toBe(true);
    const rates = result.top.map((entry) => entry.sustainable.qpmPerNode);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
  });

  it("finds its own winner again once the winner is applied", () => {
    const winner = result.top[0];
    const again = optimize(winner?.plan ?? plan, catalog);
    expect(again.top[0]?.changes).toEqual([]);
    expect(again.top[0]?.qpmPerNode).toBeCloseTo(winner?.qpmPerNode ?? 0, 9);
    expect(again.notes.map((note) => note.code)).toContain("currentIsBest");
  });

  it("is plain data: survives JSON and holds only finite numbers", () => {
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
    expect(numbersIn(result).every(Number.isFinite)).toBe(true);
  });
});

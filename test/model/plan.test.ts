import { describe, expect, it } from "vitest";
import { formatProblem, parsePlan } from "../../src/model/parsePlan.ts";
import { defaultPlan, PlanSchema } from "../../src/model/plan.ts";
import { workedExampleInput } from "./workedExample.ts";

const problemsOf = (input: unknown): string[] => {
  const parsed = parsePlan(input);
  return parsed.ok ? [] : parsed.problems.map(formatProblem);
};

const edit = (path: string[], value: unknown): unknown => {
  const copy = structuredClone(workedExampleInput) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1) as string] = value;
  return copy;
};

describe("the plan schema", () => {
  it("accepts the default plan unchanged", () => {
    expect(PlanSchema.parse(defaultPlan)).toEqual(defaultPlan);
  });

  it("fills in defaults: dataParallel 1, rate matching 1, speculative decoding off, no limits", () => {
    const plan = PlanSchema.parse({ ...workedExampleInput, specDecode: undefined });
    expect(plan.prefill.dataParallel).toBe(1);
    expect(plan.decode.dataParallel).toBe(1);
    expect(plan.decode.itlMeasuredWith).toBe("specDecode");
    expect(plan.rateMatching).toEqual({ prefill: 1, decode: 1 });
    expect(plan.specDecode).toEqual({ draftTokens: 0, stepCostRatio: 1 });
    expect(plan.engine).toEqual({ prefill: {}, decode: {}, router: {} });
    expect(plan.slo).toEqual({});
  });

  it("names the field and the limit when a count is out of range", () => {
    expect(problemsOf(edit(["prefill", "batchSize"], 0))).toEqual([
      "prefill.batchSize: must be at least 1, got 0",
    ]);
    expect(problemsOf(edit(["decode", "batchSize"], 2.5))).toEqual([
      "decode.batchSize: must be a whole number, got 2.5",
    ]);
    expect(problemsOf(edit(["hardware", "gpusPerNode"], 1000))).toEqual([
      "hardware.gpusPerNode: must be at most 128, got 1000",
    ]);
  });

  it("rejects a zero or negative duration and a string where a number belongs", () => {
    expect(problemsOf(edit(["prefill", "batchTimeMs"], 0))).toEqual([
      "prefill.batchTimeMs: must be at least 0.001, got 0",
    ]);
    expect(problemsOf(edit(["decode", "itlMs"], "60"))).toEqual([
      'decode.itlMs: must be a number, got "60"',
    ]);
  });

  it("takes a prefix-cache hit rate from 0 to 1, and none by default", () => {
    expect(PlanSchema.parse(defaultPlan).workload.prefixCacheHitRate).toBeUndefined();
    expect(problemsOf(edit(["workload", "prefixCacheHitRate"], 0.563))).toEqual([]);
    expect(problemsOf(edit(["workload", "prefixCacheHitRate"], 1.2))).toEqual([
      "workload.prefixCacheHitRate: must be at most 1, got 1.2",
    ]);
    expect(problemsOf(edit(["workload", "prefixCacheHitRate"], -0.1))).toEqual([
      "workload.prefixCacheHitRate: must be at least 0, got -0.1",
    ]);
  });

  it("takes a decode GPU price only beside the GPU-hour price it refines", () => {
    expect(problemsOf(edit(["hardware"], { gpusPerNode: 8, decodeGpuHourlyCostUsd: 3 }))).toEqual([
      "hardware.gpuHourlyCostUsd: is required when decodeGpuHourlyCostUsd is set",
    ]);
    expect(
      problemsOf(
        edit(["hardware"], { gpusPerNode: 8, gpuHourlyCostUsd: 2, decodeGpuHourlyCostUsd: 3 }),
      ),
    ).toEqual([]);
  });

  it("takes an instance on part of a node when it holds whole GPUs", () => {
    // 0.25 of an 8-GPU node is 2 GPUs; 0.3 would be 2.4.
    expect(problemsOf(edit(["decode", "nodesPerInstance"], 0.25))).toEqual([]);
    expect(problemsOf(edit(["decode", "nodesPerInstance"], 1.5))).toEqual([]);
    expect(problemsOf(edit(["decode", "nodesPerInstance"], 0.3))).toEqual([
      "decode.nodesPerInstance: must hold whole GPUs: times 8 GPUs per node it gives 2.4 (0.25 of an 8-GPU node is 2 GPUs)",
    ]);
    expect(problemsOf(edit(["prefill", "nodesPerInstance"], 0))).toEqual([
      "prefill.nodesPerInstance: must be greater than 0, got 0",
    ]);
  });

  it("says a missing field is required", () => {
    expect(problemsOf(edit(["workload", "outputTokens"], undefined))).toEqual([
      "workload.outputTokens: is required",
    ]);
  });

  it("caps the acceptance length at draftTokens + 1", () => {
    expect(problemsOf(edit(["specDecode"], { draftTokens: 1, acceptanceLength: 2.5 }))).toEqual([
      "specDecode.acceptanceLength: must be at most draftTokens + 1 = 2 (the drafts plus the bonus token), got 2.5",
    ]);
  });

  it("takes the acceptance length or the per-position acceptance, not both, and needs one with drafts", () => {
    expect(
      problemsOf(
        edit(["specDecode"], { draftTokens: 3, acceptanceLength: 2, perPositionAcceptance: 0.7 }),
      ),
    ).toEqual([
      "specDecode.perPositionAcceptance: give acceptanceLength or perPositionAcceptance, not both",
    ]);
    expect(problemsOf(edit(["specDecode"], { draftTokens: 3 }))).toEqual([
      "specDecode.acceptanceLength: is required when draftTokens is 3 (or give perPositionAcceptance)",
    ]);
  });

  it("asks for the numbers each allocation mode needs", () => {
    expect(problemsOf(edit(["allocation"], { mode: "nodeBudget" }))).toEqual([
      'allocation.totalNodes: is required when mode is "nodeBudget"',
    ]);
    expect(problemsOf(edit(["allocation"], { mode: "fixed", prefillInstances: 2 }))).toEqual([
      'allocation.decodeInstances: is required when mode is "fixed"',
    ]);
    expect(problemsOf(edit(["allocation"], { mode: "budget" }))).toEqual([
      'allocation.mode: must be one of "ratio", "nodeBudget", "targetQpm", "fixed", got "budget"',
    ]);
  });

  it("keeps the other modes' numbers when the mode changes", () => {
    const parsed = parsePlan(
      edit(["allocation"], { mode: "ratio", totalNodes: 100, targetQpm: 6000 }),
    );
    expect(parsed.ok && parsed.value.allocation).toEqual({
      mode: "ratio",
      totalNodes: 100,
      targetQpm: 6000,
    });
  });

  it("flags a misspelt field instead of dropping it", () => {
    expect(problemsOf(edit(["prefill", "batchsize"], 8))).toEqual([
      "prefill.batchsize: is not a plan field (check its spelling and nesting)",
    ]);
  });

  it("rejects another version and anything that is not an object", () => {
    expect(problemsOf(edit(["version"], 2))).toEqual([
      "version: must be 1 (this planner reads plan version 1), got 2",
    ]);
    expect(problemsOf(null)).toEqual(["plan: must be a JSON object"]);
    expect(problemsOf([1, 2])).toEqual(["plan: must be a JSON object"]);
  });

  it("reports every problem at once", () => {
    const input = edit(["prefill", "batchSize"], -1) as Record<string, Record<string, unknown>>;
    (input.decode as Record<string, unknown>).itlMs = Number.NaN;
    expect(problemsOf(input)).toHaveLength(2);
  });
});

describe("problems a user interface can translate", () => {
  const first = (input: unknown) => {
    const parsed = parsePlan(input);
    return parsed.ok ? undefined : parsed.problems[0];
  };

  it("carries the rule and its numbers", () => {
    expect(first(edit(["prefill", "batchSize"], 0))).toMatchObject({
      rule: "atLeast",
      params: { limit: 1, got: 0 },
    });
    expect(first(edit(["prefill", "batchTimeMs"], 0))).toMatchObject({
      rule: "atLeast",
      params: { limit: 0.001, got: 0 },
    });
    expect(first(edit(["hardware", "gpusPerNode"], 1000))).toMatchObject({
      rule: "atMost",
      params: { limit: 128, got: 1000 },
    });
    expect(first(edit(["decode", "batchSize"], 2.5))).toMatchObject({ rule: "notWhole" });
  });

  it("tells an empty number field (NaN) from a missing one", () => {
    expect(first(edit(["decode", "itlMs"], Number.NaN))).toMatchObject({ rule: "empty" });
    expect(first(edit(["decode", "itlMs"], undefined))).toMatchObject({ rule: "required" });
  });

  it("names the refinements by rule", () => {
    expect(first(edit(["specDecode"], { draftTokens: 1, acceptanceLength: 2.5 }))).toMatchObject({
      rule: "acceptanceAtMostDraftsPlusOne",
      params: { maximum: 2, got: 2.5 },
    });
    expect(first(edit(["allocation"], { mode: "nodeBudget" }))).toMatchObject({
      rule: "requiredForMode",
      params: { mode: "nodeBudget" },
    });
  });
});

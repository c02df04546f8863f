import { describe, expect, it } from "vitest";
import { modelPresets } from "../../src/data/models.ts";
import { formatProblem, parsePlan } from "../../src/model/parsePlan.ts";
import { defaultPlan } from "../../src/model/plan.ts";
import { deepArray } from "../hostile.ts";

const problemsOf = (input: unknown, maxProblems?: number) => {
  const parsed = parsePlan(input, maxProblems);
  return parsed.ok ? [] : parsed.problems;
};

const withHardware = (gpusPerNode: unknown) => ({
  ...defaultPlan,
  hardware: { ...defaultPlan.hardware, gpusPerNode },
});

describe("the problems parsePlan lists", () => {
  it("quote an object by its members, not as [object Object]", () => {
    expect(problemsOf(withHardware({ a: 1 })).map(formatProblem)).toEqual([
      'hardware.gpusPerNode: must be a whole number, got {"a": 1}',
    ]);
  });

  it("quote empty text as empty quotes", () => {
    expect(problemsOf(withHardware("")).map(formatProblem)).toEqual([
      'hardware.gpusPerNode: must be a whole number, got ""',
    ]);
  });

  it("quote 5,000 nested lists in a choice without overflowing the stack", () => {
    const plan = {
      ...defaultPlan,
      allocation: { ...defaultPlan.allocation, mode: deepArray(5000) },
    };
    expect(problemsOf(plan).map(formatProblem)).toEqual([
      'allocation.mode: must be one of "ratio", "nodeBudget", "targetQpm", "fixed", got [[…]]',
    ]);
  });

  it("quote a megabyte string by its first characters, in the message and the params", () => {
    const plan = {
      ...defaultPlan,
      allocation: { ...defaultPlan.allocation, mode: "x".repeat(1e6) },
    };
    const [problem] = problemsOf(plan);
    expect(problem?.message).toBe(
      `must be one of "ratio", "nodeBudget", "targetQpm", "fixed", got "${"x".repeat(31)}…"`,
    );
    expect(problem?.params.got).toBe(`${"x".repeat(47)}…`);
  });

  it("list eight problems, then how many more there are", () => {
    const unknown = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`extra${i}`, i]));
    const problems = problemsOf({ ...defaultPlan, ...unknown });
    expect(problems.map((problem) => problem.field)).toEqual([
      ...Array.from({ length: 8 }, (_, i) => `extra${i}`),
      "plan",
    ]);
    expect(problems.at(-1)).toEqual({
      field: "plan",
      message: "and 12 more problems",
      rule: "moreProblems",
      params: { count: 12 },
    });
  });

  it("list every problem when asked to", () => {
    const unknown = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`extra${i}`, i]));
    expect(problemsOf({ ...defaultPlan, ...unknown }, Number.POSITIVE_INFINITY)).toHaveLength(20);
  });

  it("keep the start and the end of a long key, so keys differing at the end stay apart", () => {
    const key = `${"k".repeat(100)}7`;
    expect(problemsOf({ ...defaultPlan, [key]: 1 }).map((problem) => problem.field)).toEqual([
      `${"k".repeat(11)}…${"k".repeat(11)}7`,
    ]);
  });

  it("say what an id must be when a custom entry's key is not one", () => {
    const plan = { ...defaultPlan, customModels: { ["q".repeat(101)]: {} } };
    expect(problemsOf(plan).map((problem) => problem.message)).toEqual([
      "is not a valid id: it must be at most 100 characters",
    ]);
  });

  it("say which cross-field check a custom model in the plan breaks, with its numbers", () => {
    const spec = modelPresets["qwen3-235b-a22b"];
    const plan = { ...defaultPlan, customModels: { q: { ...spec, kvHeads: 5 } } };
    expect(problemsOf(plan)).toEqual([
      {
        field: "customModels.q.kvHeads",
        message: "must divide heads (64) for GQA, got 5",
        rule: "consistency",
        // Qwen3-235B-A22B: 64 query heads, 94 layers, 128 experts, 235.09 B parameters.
        params: { check: "kvHeads.gqa", heads: 64, layers: 94, experts: 128, totalParams: 235.09 },
      },
    ]);
  });

  it("say a plan cannot be read when reading it throws", () => {
    const throwing = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error("no keys");
        },
      },
    );
    expect(problemsOf(throwing)).toEqual([
      {
        field: "plan",
        message: "cannot be read (a part of it throws when read)",
        rule: "invalid",
        params: {},
      },
    ]);
  });
});

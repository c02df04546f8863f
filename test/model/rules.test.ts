import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PlanSchema } from "../../src/model/plan.ts";
import { problemsFromIssues } from "../../src/model/problems.ts";
import { isPlanRule, planRules, ruleIssue } from "../../src/model/rules.ts";
import { workedExampleInput } from "./workedExample.ts";

describe("the rule registry", () => {
  it("writes each rule's sentence from its parameters", () => {
    expect(
      ruleIssue("acceptanceAtMostDraftsPlusOne", ["acceptanceLength"], { maximum: 3, got: 4 }),
    ).toEqual({
      code: "custom",
      path: ["acceptanceLength"],
      message: "must be at most draftTokens + 1 = 3 (the drafts plus the bonus token), got 4",
      params: { rule: "acceptanceAtMostDraftsPlusOne", maximum: 3, got: 4 },
    });
    expect(ruleIssue("requiredForMode", ["totalNodes"], { mode: "nodeBudget" }).message).toBe(
      'is required when mode is "nodeBudget"',
    );
  });

  it("knows its own names and nothing inherited", () => {
    expect(isPlanRule("sameLength")).toBe(true);
    for (const name of ["toString", "constructor", "__proto__", "", 3, null]) {
      expect(isPlanRule(name)).toBe(false);
    }
  });

  it("names the rule of every cross-field problem a plan can have", () => {
    const broken = {
      ...workedExampleInput,
      specDecode: { draftTokens: 2, acceptanceLength: 4, perPositionAcceptance: 0.5 },
      allocation: { mode: "fixed" },
      load: { arrival: "gamma", sizes: "empirical" },
      latency: { prefill: { source: "roofline" }, decode: { source: "profile" } },
      customGpus: { constructor: {} },
    };
    const parsed = PlanSchema.safeParse(broken);
    expect(parsed.success).toBe(false);
    const rules = problemsFromIssues(parsed.success ? [] : parsed.error.issues).map(
      (problem) => `${problem.field} ${problem.rule}`,
    );
    expect(rules).toEqual(
      expect.arrayContaining([
        "specDecode.perPositionAcceptance acceptanceEitherOr",
        "specDecode.acceptanceLength acceptanceAtMostDraftsPlusOne",
        "allocation.prefillInstances requiredForMode",
        "allocation.decodeInstances requiredForMode",
        "load.arrivalCv requiredForArrival",
        "load.empirical requiredForSizes",
        "latency.prefill.gpu requiredForSource",
        "latency.model requiredForSource",
        "latency.decode.profile profileRequired",
        "customGpus.constructor reservedId",
      ]),
    );
  });

  it("leaves no custom problem without a rule, for any mix of switches", () => {
    fc.assert(
      fc.property(
        fc.record({
          draftTokens: fc.integer({ min: 0, max: 4 }),
          acceptanceLength: fc.option(fc.double({ min: 1, max: 8, noNaN: true }), {
            nil: undefined,
          }),
          perPositionAcceptance: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), {
            nil: undefined,
          }),
          mode: fc.constantFrom("ratio", "nodeBudget", "targetQpm", "fixed"),
          arrival: fc.constantFrom("poisson", "gamma", "constant"),
          sizes: fc.constantFrom("mean", "empirical"),
          prefill: fc.constantFrom(...Object.keys({ constant: 0, profile: 0, roofline: 0 })),
        }),
        (draw) => {
          const parsed = PlanSchema.safeParse({
            ...workedExampleInput,
            specDecode: {
              draftTokens: draw.draftTokens,
              acceptanceLength: draw.acceptanceLength,
              perPositionAcceptance: draw.perPositionAcceptance,
            },
            allocation: { mode: draw.mode },
            load: { arrival: draw.arrival, sizes: draw.sizes },
            latency: { prefill: { source: draw.prefill } },
          });
          const custom = parsed.success
            ? []
            : parsed.error.issues.filter((issue) => issue.code === "custom");
          for (const issue of custom) expect(isPlanRule(issue.params?.rule)).toBe(true);
        },
      ),
    );
  });
});

// Every cross-field rule is raised through the registry: none is written by hand elsewhere.
const modelRoot = join(import.meta.dirname, "../../src/model");
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name))
      : entry.name.endsWith(".ts")
        ? [join(dir, entry.name)]
        : [],
  );

describe("rules outside the registry", () => {
  const handWritten = /addIssue\(\s*\{\s*code:\s*"custom"/;

  it("finds a hand-written custom issue when one is planted (the check can fail)", () => {
    expect(handWritten.test('ctx.addIssue({ code: "custom", path: [], message: "x" })')).toBe(true);
  });

  it("finds none in the model", () => {
    const offenders = filesUnder(modelRoot)
      .filter((file) => handWritten.test(readFileSync(file, "utf8")))
      .map((file) => relative(modelRoot, file));
    expect(offenders).toEqual([]);
    expect(Object.keys(planRules).length).toBeGreaterThan(0);
  });
});

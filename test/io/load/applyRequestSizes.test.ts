import { describe, expect, it } from "vitest";
import { applyRequestSizes } from "../../../src/io/load/applyRequestSizes.ts";
import { defaultPlan, type Plan } from "../../../src/model/index.ts";

const sizes = { file: "trace.jsonl", inputTokens: [100, 200], outputTokens: [10, 20] };

describe("applyRequestSizes", () => {
  it("sets empirical sizes on a plan without a load, with the default load around them", () => {
    const applied = applyRequestSizes(defaultPlan, sizes);
    expect(applied.ok && applied.value.load).toEqual({
      arrival: "poisson",
      sizes: "empirical",
      empirical: sizes,
      routing: "leastLoaded",
    });
  });

  it("keeps the rest of the plan's load", () => {
    const plan: Plan = {
      ...defaultPlan,
      load: {
        arrival: "gamma",
        arrivalCv: 2,
        sizes: "distribution",
        inputCv: 1,
        routing: "roundRobin",
      },
    };
    const applied = applyRequestSizes(plan, sizes);
    expect(applied.ok && applied.value.load).toEqual({
      arrival: "gamma",
      arrivalCv: 2,
      sizes: "empirical",
      inputCv: 1,
      empirical: sizes,
      routing: "roundRobin",
    });
  });

  it("does not change the plan it is given", () => {
    const before = JSON.stringify(defaultPlan);
    applyRequestSizes(defaultPlan, sizes);
    expect(JSON.stringify(defaultPlan)).toBe(before);
  });

  it("reports sizes the plan cannot carry by field", () => {
    const applied = applyRequestSizes(defaultPlan, { ...sizes, outputTokens: [10] });
    expect(applied.ok ? [] : applied.problems.map((p) => p.field)).toEqual([
      "load.empirical.outputTokens",
    ]);
  });
});

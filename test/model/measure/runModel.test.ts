import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { defaultPlan, type Plan, PlanSchema } from "../../../src/model/index.ts";
import { modelMismatch } from "../../../src/model/measure/runModel.ts";

const planOf = (model: string | undefined): Plan =>
  PlanSchema.parse({ ...defaultPlan, latency: { ...defaultPlan.latency, model } });

describe("whether a run measured the plan's model", () => {
  it("takes a repository, a variant or a file path of the plan's model as the plan's", () => {
    const llama = planOf("llama-3.1-70b");
    for (const name of [
      "meta-llama/Llama-3.1-70B-Instruct",
      "meta-llama/Meta-Llama-3.1-70B-Instruct",
      "nvidia/Llama-3.1-70B-Instruct-FP8",
      "/models/llama-3.1-70b",
    ]) {
      expect(modelMismatch(llama, catalog, name), name).toBeNull();
    }
    expect(
      modelMismatch(planOf("mixtral-8x7b"), catalog, "mistralai/Mixtral-8x7B-Instruct-v0.1"),
    ).toBeNull();
    // A scrape of several engines names each model, comma-separated.
    expect(
      modelMismatch(llama, catalog, "meta-llama/Llama-3.1-8B, meta-llama/Llama-3.1-70B-Instruct"),
    ).toBeNull();
    // DeepSeek-R1 is one of the names of the DeepSeek-V3 preset.
    expect(modelMismatch(planOf("deepseek-v3"), catalog, "deepseek-ai/DeepSeek-R1")).toBeNull();
  });

  it("names both where the run measured another model", () => {
    expect(
      modelMismatch(planOf("llama-3.1-70b"), catalog, "meta-llama/Llama-3.1-8B-Instruct"),
    ).toEqual({ runModel: "meta-llama/Llama-3.1-8B-Instruct", planModel: "Llama-3.1-70B" });
    expect(modelMismatch(planOf("gpt-oss-120b"), catalog, "openai/gpt-oss-20b")).not.toBeNull();
    expect(modelMismatch(planOf("qwen3-32b"), catalog, "Qwen/Qwen3-235B-A22B")).not.toBeNull();
  });

  it("says nothing where either side names no model", () => {
    expect(modelMismatch(planOf(undefined), catalog, "meta-llama/Llama-3.1-8B")).toBeNull();
    expect(modelMismatch(planOf("llama-3.1-70b"), catalog, undefined)).toBeNull();
    expect(modelMismatch(planOf("llama-3.1-70b"), catalog, "///")).toBeNull();
  });

  it("never throws on any name a file can hold", () => {
    const plan = planOf("llama-3.1-70b");
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: "grapheme", maxLength: 5000 }),
          fc.constantFrom("__proto__", "constructor", ",,,", "/"),
        ),
        (name) => {
          const found = modelMismatch(plan, catalog, name);
          expect(found === null || found.runModel === name).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

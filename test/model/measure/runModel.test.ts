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
});

import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { precisionLaunch } from "../../../src/io/launch/precisionFlags.ts";
import { sglangLaunch } from "../../../src/io/launch/sglangLaunch.ts";
import { vllmLaunch } from "../../../src/io/launch/vllmLaunch.ts";
import {
  defaultPlan,
  type Plan,
  PlanSchema,
  type Precision,
  solve,
} from "../../../src/model/index.ts";

const withModel = (model: string | undefined, precision?: Precision): Plan =>
  PlanSchema.parse({
    ...defaultPlan,
    latency: { ...defaultPlan.latency, model, ...(precision ? { precision } : {}) },
  });

describe("the flags that load a plan's model in the formats it prices", () => {
  it("quantizes a BF16 checkpoint to FP8 as it loads, where the plan prices FP8 weights (the default)", () => {
    const plan = withModel("llama-3.1-70b");
    expect(precisionLaunch(plan, "vllm")).toEqual({
      flags: [["--quantization", "fp8"]],
      notes: [],
      llmApi: {},
    });
    expect(precisionLaunch(plan, "sglang")).toEqual({
      flags: [["--quantization", "fp8"]],
      notes: [],
      llmApi: {},
    });
    const result = solve(plan, catalog);
    for (const launch of [vllmLaunch(plan, result), sglangLaunch(plan, result)]) {
      for (const role of launch.roles.filter((r) => r.role !== "router")) {
        expect(role.command).toContain("--quantization fp8 \\\n");
      }
    }
  });

  it("loads an FP8 checkpoint as it is, and sets an FP8 KV cache in each engine's words", () => {
    const plan = withModel("deepseek-v3", {
      weights: "fp8Block128",
      kvCache: "fp8",
      activations: "fp8Group128",
    });
    expect(precisionLaunch(plan, "vllm")).toEqual({
      flags: [["--kv-cache-dtype", "fp8"]],
      notes: [],
      llmApi: {},
    });
    expect(precisionLaunch(plan, "sglang")).toEqual({
      flags: [["--kv-cache-dtype", "fp8_e4m3"]],
      notes: [],
      llmApi: {},
    });
    // TensorRT-LLM: an LLM API field, KvCacheConfig(dtype="fp8"), and no flag.
    expect(precisionLaunch(plan, "trtllm")).toEqual({
      flags: [],
      notes: [],
      llmApi: { kv_cache_config: { dtype: "fp8" } },
    });
  });

  it("loads gpt-oss's MXFP4 experts and BF16 rest as they are", () => {
    const plan = withModel("gpt-oss-120b", {
      weights: "bf16",
      expertWeights: "mxfp4",
      kvCache: "bf16",
      activations: "bf16",
    });
    expect(precisionLaunch(plan, "vllm")).toEqual({ flags: [], notes: [], llmApi: {} });
  });

  it("says where no flag loads the plan's formats: weights the checkpoint does not hold", () => {
    const bf16OnFp8 = withModel("deepseek-v3", {
      weights: "bf16",
      kvCache: "bf16",
      activations: "bf16",
    });
    expect(precisionLaunch(bf16OnFp8, "vllm")).toEqual({
      flags: [],
      llmApi: {},
      notes: [
        {
          code: "checkpointFormats",
          params: {
            planned: "BF16",
            plannedExperts: "BF16",
            model: "deepseek-ai/DeepSeek-V3",
            holds: "FP8",
            heldExperts: "FP8",
          },
          text: "The plan prices weights in BF16, but deepseek-ai/DeepSeek-V3 holds FP8: serve a checkpoint in the plan's formats in its place (these commands quantize only BF16 weights to FP8 as they load them).",
        },
      ],
    });
    // FP8 everywhere on gpt-oss: the engines do not quantize its MXFP4 experts to FP8.
    const fp8OnMxfp4 = precisionLaunch(withModel("gpt-oss-120b"), "sglang");
    expect(fp8OnMxfp4.flags).toEqual([]);
    expect(fp8OnMxfp4.notes.map((note) => note.text)).toEqual([
      "The plan prices weights in FP8 and routed experts in FP8, but openai/gpt-oss-120b holds BF16 and MXFP4: serve a checkpoint in the plan's formats in its place (these commands quantize only BF16 weights to FP8 as they load them).",
    ]);
  });

  it("says where no --kv-cache-dtype sets the plan's KV format", () => {
    const plan = withModel("llama-3.1-8b", {
      weights: "bf16",
      kvCache: "int8",
      activations: "bf16",
    });
    const { flags, notes } = precisionLaunch(plan, "vllm");
    expect(flags).toEqual([]);
    expect(notes).toMatchObject([{ code: "kvCacheFormat", params: { format: "INT8" } }]);
  });

  it("adds nothing where the plan names no preset's checkpoint", () => {
    for (const engine of ["vllm", "sglang", "trtllm"] as const) {
      expect(precisionLaunch(withModel(undefined), engine)).toEqual({
        flags: [],
        notes: [],
        llmApi: {},
      });
    }
  });

  it("reads an expert format as nothing on a dense model", () => {
    const plan = withModel("llama-3.1-70b", {
      weights: "fp8",
      expertWeights: "nvfp4",
      kvCache: "bf16",
      activations: "fp8",
    });
    expect(precisionLaunch(plan, "vllm")).toEqual({
      flags: [["--quantization", "fp8"]],
      notes: [],
      llmApi: {},
    });
  });

  it("asks TensorRT-LLM for a checkpoint in the plan's formats: it quantizes nothing as it loads", () => {
    // FP8 weights priced on Llama's BF16 checkpoint: vLLM and SGLang quantize, TensorRT-LLM cannot.
    const { flags, notes, llmApi } = precisionLaunch(withModel("llama-3.1-70b"), "trtllm");
    expect(flags).toEqual([]);
    expect(llmApi).toEqual({});
    expect(notes).toEqual([
      {
        code: "trtllmCheckpointFormats",
        params: {
          planned: "FP8",
          plannedExperts: "FP8",
          model: "meta-llama/Llama-3.1-70B",
          holds: "BF16",
          heldExperts: "BF16",
        },
        text: "The plan prices weights in FP8, but meta-llama/Llama-3.1-70B holds BF16: serve a checkpoint in the plan's formats in its place (TensorRT-LLM quantizes no weights as it loads them).",
      },
    ]);
    const int8Kv = withModel("llama-3.1-8b", {
      weights: "bf16",
      kvCache: "int8",
      activations: "bf16",
    });
    expect(precisionLaunch(int8Kv, "trtllm").notes).toMatchObject([
      { code: "trtllmKvCacheFormat", params: { format: "INT8" } },
    ]);
  });
});

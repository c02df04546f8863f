import { describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { type Manifests, planManifests } from "../../src/io/index.ts";
import { sglangLaunch } from "../../src/io/launch/sglangLaunch.ts";
import { vllmLaunch } from "../../src/io/launch/vllmLaunch.ts";
import { defaultPlan, optimize, type Plan, parsePlan, solve } from "../../src/model/index.ts";
import { latencyInputs, parallelismOf } from "../../src/model/latencyInputs.ts";
import { planChanges } from "../../src/model/optimize/changes.ts";
import { distinctKey } from "../../src/model/optimize/distinctKey.ts";
import { stepContext } from "../../src/model/step/stepContext.ts";
import { kvTransfer } from "../../src/model/step/stepTime.ts";

// Pipeline stages as a plan sets them: latency.<phase>.pipelineParallel, read into the layout the
// roofline prices, checked against the instance's GPUs, and passed to the engines' commands.

// The default plan's decode instances (4 nodes of 8 GPUs, DP 1) on a roofline, Llama 3.1 405B in FP8.
const staged = (
  stages: number | undefined,
  extra: Partial<Plan["latency"]["decode"]> = {},
): Plan => ({
  ...defaultPlan,
  latency: {
    ...defaultPlan.latency,
    model: "llama-3.1-405b",
    precision: { weights: "fp8", kvCache: "fp8", activations: "fp8" },
    decode: {
      ...defaultPlan.latency.decode,
      source: "roofline",
      gpu: "h100",
      ...(stages === undefined ? {} : { pipelineParallel: stages }),
      ...extra,
    },
  },
});

describe("a plan's pipeline stages", () => {
  it("cut 32 GPUs into 4 stages of TP 8", () => {
    expect(parallelismOf(staged(4), "decode")).toEqual({
      tensorParallel: 8,
      expertParallel: 8,
      dataParallel: 1,
      gpus: 32,
      pipelineParallel: 4,
    });
    // Without stages the layout is what it always was: TP 32 over the instance.
    expect(parallelismOf(staged(undefined), "decode")).toEqual({
      tensorParallel: 32,
      expertParallel: 32,
      dataParallel: 1,
      gpus: 32,
    });
  });

  it("that do not divide the instance's GPUs, or experts that span stages, are named as the field at fault", () => {
    const three = solve(staged(3), catalog);
    expect(three.violations).toContainEqual(
      expect.objectContaining({
        code: "latencyStages",
        field: "latency.decode.pipelineParallel",
        params: { gpus: 32, dataParallel: 1, pipelineParallel: 3 },
      }),
    );
    const wide = solve(staged(2, { expertParallel: 32 }), catalog);
    expect(wide.violations).toContainEqual(
      expect.objectContaining({ code: "latencyLayout", field: "latency.decode.expertParallel" }),
    );
  });

  it("must be a whole number of at least 1", () => {
    const parsed = parsePlan({
      ...defaultPlan,
      latency: { ...defaultPlan.latency, decode: { source: "constant", pipelineParallel: 0 } },
    });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.problems.map((p) => p.field)).toContain("latency.decode.pipelineParallel");
    }
  });

  it("across 4 nodes beat TP 32, whose all-reduces cross the NIC (vLLM's advice: TP in a node, PP across)", () => {
    const tp32 = solve(staged(undefined), catalog);
    const pp4 = solve(staged(4), catalog);
    expect(tp32.latencyModel.decode.boundBy).toBe("communication");
    expect(pp4.latencyModel.decode.source).toBe("roofline");
    expect(pp4.latencyModel.decode.boundBy).not.toBe("communication");
    expect(pp4.latency.itlMs).toBeLessThan(tp32.latency.itlMs / 2);
  });

  it("reach vLLM as --pipeline-parallel-size with the stage's TP, and SGLang as --pp-size with the stage's --tp-size", () => {
    const plan = staged(4);
    const result = solve(plan, catalog);
    const vllm = vllmLaunch(plan, result).roles.find((r) => r.role === "decode")?.command ?? "";
    expect(vllm).toContain("--tensor-parallel-size 8 \\\n  --pipeline-parallel-size 4");
    const sglang = sglangLaunch(plan, result).roles.find((r) => r.role === "decode")?.command ?? "";
    expect(sglang).toContain("--tp-size 8 \\\n  --pp-size 4");
    const notes = vllmLaunch(plan, result).roles.find((r) => r.role === "decode")?.notes ?? [];
    expect(notes).toContainEqual(
      expect.objectContaining({
        code: "vllmMultiNode",
        params: expect.objectContaining({
          docs: "https://docs.vllm.ai/en/v0.11.2/serving/parallelism_scaling/",
        }),
      }),
    );
    // Without stages neither flag appears.
    const plain = staged(undefined);
    const plainResult = solve(plain, catalog);
    expect(
      vllmLaunch(plain, plainResult)
        .roles.map((r) => r.command)
        .join("\n"),
    ).not.toContain("--pipeline-parallel-size");
    expect(
      sglangLaunch(plain, plainResult)
        .roles.map((r) => r.command)
        .join("\n"),
    ).not.toContain("--pp-size");
  });

  it("are what the optimizer picks for a model that needs two nodes: Llama 3.1 405B in BF16 (810 GB) over two nodes of TP 8", () => {
    const bf16 = staged(undefined);
    const plan: Plan = {
      ...bf16,
      latency: {
        ...bf16.latency,
        precision: { weights: "bf16", kvCache: "bf16", activations: "bf16" },
      },
    };
    const best = optimize(plan, catalog).top[0];
    expect(best?.changes).toContainEqual({
      field: "latency.decode.pipelineParallel",
      from: 1,
      to: 2,
    });
    expect(best?.changes).toContainEqual({ field: "decode.nodesPerInstance", from: 4, to: 2 });
  });

  it("are refused past the model's layers: 128 stages of Llama 3.1 405B's 126 layers", () => {
    const plan: Plan = {
      ...staged(128),
      decode: { ...defaultPlan.decode, nodesPerInstance: 16 },
    };
    const result = solve(plan, catalog);
    expect(result.feasible).toBe(false);
    expect(result.violations).toContainEqual(
      expect.objectContaining({
        code: "latencyStagesOverLayers",
        field: "latency.decode.pipelineParallel",
        params: { pipelineParallel: 128, layers: 126 },
      }),
    );
    // The roofline does not price it: the step is the entered constant, with no estimate's band.
    expect(result.latencyModel.decode.source).toBe("constant");
    expect(result.accuracy.decode).toBeNull();
  });

  it("send each prefill GPU's own stage's KV only: half the bytes per token with two stages", () => {
    const prefillStaged = (stages: number | undefined): Plan => ({
      ...staged(undefined),
      latency: {
        ...staged(undefined).latency,
        prefill: {
          source: "roofline",
          gpu: "h100",
          ...(stages === undefined ? {} : { pipelineParallel: stages }),
        },
      },
    });
    const bytesOf = (plan: Plan) => {
      const layout = parallelismOf(plan, "prefill");
      if ("problem" in layout) throw new Error("layout");
      return kvTransfer(stepContext(plan, catalog, latencyInputs(plan, catalog)), layout)
        ?.bytesPerTokenPerGpu;
    };
    // Llama 3.1 405B, FP8 KV, 8 KV heads: TP 16 leaves one head a GPU (replicated), 2 · 128 · 1 B =
    // 256 B per layer, 126 layers: 32,256 B a token. Two stages of TP 8 also hold one head a GPU, but
    // 63 layers each: 16,128 B.
    expect(bytesOf(prefillStaged(undefined))).toBe(32_256);
    expect(bytesOf(prefillStaged(2))).toBe(16_128);
  });

  it("flag the estimate as extrapolated: no published case ran pipeline stages", () => {
    expect(solve(staged(4), catalog).accuracy.decode?.uncovered).toContain("pipeline");
    expect(solve(staged(undefined), catalog).accuracy.decode?.uncovered).not.toContain("pipeline");
  });

  it("tell configurations apart and count as a change, though 1 and unset are the same", () => {
    const four = staged(4);
    const two: Plan = { ...staged(2), decode: { ...defaultPlan.decode, nodesPerInstance: 4 } };
    expect(distinctKey(four, solve(four, catalog))).not.toBe(distinctKey(two, solve(two, catalog)));
    expect(planChanges(staged(undefined), staged(1))).toEqual([]);
    expect(planChanges(staged(1), staged(4))).toEqual([
      { field: "latency.decode.pipelineParallel", from: 1, to: 4 },
    ]);
  });

  it("spread a MoE model's experts over one stage's GPUs in the commands: SGLang --ep-size 8 of 16", () => {
    const moe: Plan = {
      ...defaultPlan,
      latency: {
        ...defaultPlan.latency,
        model: "deepseek-v3",
        decode: { source: "roofline", gpu: "h200", pipelineParallel: 2 },
      },
      decode: { ...defaultPlan.decode, nodesPerInstance: 2 },
    };
    const result = solve(moe, catalog);
    const command = sglangLaunch(moe, result).roles.find((r) => r.role === "decode")?.command;
    expect(command).toContain("--tp-size 8 \\\n  --pp-size 2");
    expect(command).toContain("--ep-size 8");
  });

  it("reach Dynamo's TensorRT-LLM workers as --pipeline-parallel-size, and llm-d not at all", () => {
    const plan = staged(4);
    const result = solve(plan, catalog);
    const outcome = planManifests(plan, result, "dynamo", "trtllm");
    if (!outcome.ok) throw new Error(outcome.refusals.map((r) => r.text).join("\n"));
    const text = JSON.stringify((outcome.manifests as Manifests).documents);
    expect(text).toContain("--tensor-parallel-size 8 --pipeline-parallel-size 4");
    const llmd = planManifests(plan, result, "llm-d");
    expect(llmd.ok).toBe(false);
    if (!llmd.ok) expect(llmd.refusals.map((r) => r.code)).toContain("pipelineStages");
  });

  it("leave every engine rank to Ray in a LeaderWorkerSet: with stages no node holds whole engines", () => {
    const plan: Plan = {
      ...staged(2),
      decode: { ...defaultPlan.decode, nodesPerInstance: 2, dataParallel: 2 },
    };
    const outcome = planManifests(plan, solve(plan, catalog), "lws");
    if (!outcome.ok) throw new Error(outcome.refusals.map((r) => r.text).join("\n"));
    const text = JSON.stringify(outcome.manifests.documents);
    expect(text).toContain("--pipeline-parallel-size 2 --data-parallel-size 2");
    expect(text).toContain("--data-parallel-backend ray");
    expect(text).not.toContain("--data-parallel-size-local");
  });
});

import { describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { sglangLaunch } from "../../src/io/launch/sglangLaunch.ts";
import { vllmLaunch } from "../../src/io/launch/vllmLaunch.ts";
import { defaultPlan, optimize, type Plan, parsePlan, solve } from "../../src/model/index.ts";
import { parallelismOf } from "../../src/model/latencyInputs.ts";

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
      from: null,
      to: 2,
    });
    expect(best?.changes).toContainEqual({ field: "decode.nodesPerInstance", from: 4, to: 2 });
  });
});

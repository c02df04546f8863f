import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { planManifests } from "../../../src/io/index.ts";
import { defaultPlan, PlanSchema, solve } from "../../../src/model/index.ts";
import { en, violationText, zh } from "../../../src/text/index.ts";

// Llama 3.1 405B (about 810 GB of BF16 weights) on instances of one H100 (80 GB): the weights do
// not fit, so the KV cache holds no sequence of the 256 asked for.
const tooSmall = PlanSchema.parse({
  ...defaultPlan,
  hardware: { ...defaultPlan.hardware, gpusPerNode: 1 },
  prefill: { ...defaultPlan.prefill, nodesPerInstance: 1 },
  decode: { ...defaultPlan.decode, nodesPerInstance: 1 },
  latency: {
    model: "llama-3.1-405b",
    prefill: { source: "constant" },
    decode: { source: "constant", gpu: "h100" },
  },
});

describe("manifest refusals", () => {
  it("refuses, in every format, a plan whose weights leave no room for a KV cache", () => {
    const result = solve(tooSmall, catalog);
    const reported = result.violations.filter(
      (v) => v.code === "weightsDoNotFit" || v.code === "kvCacheFull",
    );
    expect(reported.map((v) => v.code)).toEqual(["weightsDoNotFit", "kvCacheFull"]);
    for (const format of ["dynamo", "llm-d", "lws"] as const) {
      const outcome = planManifests(tooSmall, result, format);
      expect(outcome.ok).toBe(false);
      if (outcome.ok) continue;
      // The solver's own findings, with its numbers and its English words: nothing recomputed.
      expect(outcome.refusals).toEqual(
        reported.map((v) => ({ code: v.code, params: v.params, text: violationText(v, en) })),
      );
    }
  });

  it("words a refusal from the solver in both languages", () => {
    const result = solve(tooSmall, catalog);
    const kv = result.violations.find((v) => v.code === "kvCacheFull");
    expect(kv?.params).toMatchObject({ effective: 0, requested: 256 });
    if (kv === undefined) return;
    expect(violationText(kv, en)).toBe(
      "The decode instance's KV cache holds 0 sequences at the mean context, fewer than the 256 asked for: lower the decode batch or give the instance more GPUs.",
    );
    expect(violationText(kv, zh)).toContain("256");
  });

  it("refuses a KV cache that holds fewer sequences than the decode batch", () => {
    // Llama 3.1 70B on a quarter node (2 H100s) asked to decode 4,096 sequences at once.
    const plan = PlanSchema.parse({
      ...defaultPlan,
      decode: { ...defaultPlan.decode, nodesPerInstance: 0.25, batchSize: 4096 },
      engine: { ...defaultPlan.engine, decode: { maxNumSeqs: 4096, maxNumBatchedTokens: 8192 } },
      latency: {
        model: "llama-3.1-70b",
        prefill: { source: "constant" },
        decode: { source: "constant", gpu: "h100" },
      },
    });
    const outcome = planManifests(plan, solve(plan, catalog), "lws", "sglang");
    expect(outcome).toMatchObject({
      ok: false,
      refusals: [{ code: "kvCacheFull", params: { side: "decode", requested: 4096 } }],
    });
  });

  it("refuses GPUs that do not split evenly over an instance's nodes", () => {
    // 1.5 nodes of 6 GPUs is 9 GPUs over 2 nodes.
    const plan = PlanSchema.parse({
      ...defaultPlan,
      hardware: { ...defaultPlan.hardware, gpusPerNode: 6 },
      prefill: { ...defaultPlan.prefill, nodesPerInstance: 1.5 },
    });
    const outcome = planManifests(plan, solve(plan, catalog), "dynamo");
    expect(outcome).toMatchObject({
      ok: false,
      refusals: [{ code: "unevenNodes", params: { phase: "prefill", gpus: 9, nodes: 2 } }],
    });
  });

  it("refuses an engine the format does not start, naming the ones it does", () => {
    const outcome = planManifests(defaultPlan, solve(defaultPlan, catalog), "lws", "trtllm");
    expect(outcome).toEqual({
      ok: false,
      refusals: [
        {
          code: "engineNotOffered",
          params: { format: "lws", engine: "trtllm", engines: "vllm, sglang" },
          text: "lws manifests start vllm, sglang, not trtllm.",
        },
      ],
    });
  });
});

import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { type Manifests, planManifests } from "../../../src/io/index.ts";
import { defaultPlan, type Plan, PlanSchema, solve } from "../../../src/model/index.ts";
import { schemaErrors, schemaTimeoutMs } from "./manifestSchemas.ts";

type Engine = "vllm" | "sglang" | "trtllm";

const dynamo = (plan: Plan, engine: Engine): Manifests => {
  const outcome = planManifests(plan, solve(plan, catalog), "dynamo", engine);
  if (!outcome.ok) throw new Error(outcome.refusals.map((r) => r.text).join("\n"));
  return outcome.manifests;
};

interface Service {
  componentType: string;
  replicas: number;
  multinode?: { nodeCount: number };
  resources?: { limits: { gpu: string }; requests: { gpu: string } };
  extraPodSpec: { mainContainer: { command: string[]; args: string[] } };
}
const services = (manifests: Manifests): Record<string, Service> =>
  (manifests.documents[0] as { spec: { services: Record<string, Service> } }).spec.services;
const line = (manifests: Manifests, name: string): string =>
  services(manifests)[name]?.extraPodSpec.mainContainer.args[0] ?? "";

// docs/model.md §6: x = 12 prefill instances of 2 nodes × 8 GPUs (TP 16), b_p = 8 with 32,768
// batched tokens; y = 19 decode instances of 4 × 8 GPUs (TP 32), b_d = 256 with 8,192, k = 1.
describe("the DynamoGraphDeployment of the worked example (default plan)", {
  timeout: schemaTimeoutMs,
}, () => {
  it("runs a frontend, 12 prefill and 19 decode workers, multinode over 2 and 4 nodes of 8 GPUs", () => {
    const manifests = dynamo(defaultPlan, "vllm");
    expect(manifests.documents).toHaveLength(1);
    expect(manifests.documents[0]).toMatchObject({
      apiVersion: "nvidia.com/v1alpha1",
      kind: "DynamoGraphDeployment",
      metadata: { name: "xpyd-model", namespace: "<NAMESPACE>" },
      spec: { backendFramework: "vllm" },
    });
    const { Frontend, prefill, decode } = services(manifests);
    expect(Frontend).toMatchObject({ componentType: "frontend", replicas: 1 });
    expect(prefill).toMatchObject({
      componentType: "worker",
      replicas: 12,
      multinode: { nodeCount: 2 },
      resources: { limits: { gpu: "8" }, requests: { gpu: "8" } },
    });
    expect(decode).toMatchObject({
      componentType: "worker",
      replicas: 19,
      multinode: { nodeCount: 4 },
      resources: { limits: { gpu: "8" } },
    });
  });

  it("gives vLLM workers the launch commands' engine flags and the NIXL connector", () => {
    const manifests = dynamo(defaultPlan, "vllm");
    expect(line(manifests, "prefill")).toBe(
      "python3 -m dynamo.vllm --model <MODEL> --is-prefill-worker --connector nixl --tensor-parallel-size 16 --max-num-seqs 8 --max-num-batched-tokens 32768 --enable-chunked-prefill",
    );
    expect(line(manifests, "decode")).toBe(
      `python3 -m dynamo.vllm --model <MODEL> --connector nixl --tensor-parallel-size 32 --max-num-seqs 256 --max-num-batched-tokens 8192 --speculative-config '{"method":"<DRAFT_METHOD>","num_speculative_tokens":1}'`,
    );
    expect(manifests.placeholders.map((p) => p.name)).toEqual([
      "<MODEL>",
      "<NAMESPACE>",
      "<IMAGE>",
      "<HF_TOKEN_SECRET>",
      "<DRAFT_METHOD>",
    ]);
  });

  it("gives SGLang workers TP over the instance, the disaggregation mode and a chain of 1 draft", () => {
    const manifests = dynamo(defaultPlan, "sglang");
    expect(line(manifests, "prefill")).toBe(
      "python3 -m dynamo.sglang --model-path <MODEL> --served-model-name <MODEL> --disaggregation-mode prefill --disaggregation-transfer-backend nixl --disaggregation-bootstrap-port 30001 --tp-size 16 --max-running-requests 8 --max-prefill-tokens 32768 --chunked-prefill-size 32768",
    );
    // k = 1: one step, top-1, 2 tokens verified.
    expect(line(manifests, "decode")).toContain(
      "--tp-size 32 --max-running-requests 256 --speculative-algorithm <DRAFT_ALGORITHM> --speculative-num-steps 1 --speculative-eagle-topk 1 --speculative-num-draft-tokens 2",
    );
    expect(manifests.placeholders.map((p) => p.name)).toContain("<DRAFT_ALGORITHM>");
  });

  it("gives TensorRT-LLM workers TP, GPUs per node, batch and token limits and the drafter", () => {
    const manifests = dynamo(defaultPlan, "trtllm");
    expect(line(manifests, "prefill")).toBe(
      "python3 -m dynamo.trtllm --model-path <MODEL> --served-model-name <MODEL> --disaggregation-mode prefill --disaggregation-strategy decode_first --tensor-parallel-size 16 --gpus-per-node 8 --max-batch-size 8 --max-num-tokens 32768",
    );
    expect(line(manifests, "decode")).toBe(
      `python3 -m dynamo.trtllm --model-path <MODEL> --served-model-name <MODEL> --disaggregation-mode decode --disaggregation-strategy decode_first --tensor-parallel-size 32 --gpus-per-node 8 --max-batch-size 256 --max-num-tokens 8192 --override-engine-args '{"speculative_config":{"decoding_type":"<DRAFT_METHOD>","max_draft_len":1}}'`,
    );
  });

  it("validates against Dynamo 0.5.1's CRD for every engine", () => {
    for (const engine of ["vllm", "sglang", "trtllm"] as const) {
      const manifests = dynamo(defaultPlan, engine);
      expect(schemaErrors("dynamo", manifests.documents[0] ?? {})).toEqual([]);
    }
  });
});

describe("the DynamoGraphDeployment of single-node instances", { timeout: schemaTimeoutMs }, () => {
  // Llama 3.1 70B: a prefill instance of half a node (4 GPUs, 2 DP engines of TP 2) and a decode
  // instance of one node (8 GPUs, 4 DP engines of TP 2), with the model's Hugging Face id.
  const plan = PlanSchema.parse({
    ...defaultPlan,
    prefill: { ...defaultPlan.prefill, nodesPerInstance: 0.5, dataParallel: 2 },
    decode: { ...defaultPlan.decode, nodesPerInstance: 1, dataParallel: 4 },
    specDecode: { draftTokens: 0, acceptanceLength: 1 },
    latency: { ...defaultPlan.latency, model: "llama-3.1-70b" },
  });

  it("asks for the instance's GPUs with no multinode section, and names the model", () => {
    const manifests = dynamo(plan, "vllm");
    const { prefill, decode } = services(manifests);
    expect(prefill?.multinode).toBeUndefined();
    expect(prefill?.resources?.limits.gpu).toBe("4");
    expect(decode?.resources?.limits.gpu).toBe("8");
    // meta-llama/Llama-3.1-70B: lowercase, the dot a hyphen.
    expect(manifests.name).toBe("xpyd-llama-3-1-70b");
    // b_p = 8 over 2 engines is 4 sequences each, b_d = 256 over 4 is 64; the plan's FP8 weights
    // from the BF16 checkpoint, quantized as it loads.
    expect(line(manifests, "prefill")).toContain(
      "--model meta-llama/Llama-3.1-70B --is-prefill-worker --connector nixl --tensor-parallel-size 2 --data-parallel-size 2 --quantization fp8 --max-num-seqs 4",
    );
    expect(line(manifests, "decode")).toContain(
      "--tensor-parallel-size 2 --data-parallel-size 4 --quantization fp8 --max-num-seqs 64",
    );
    expect(manifests.placeholders.map((p) => p.name)).toEqual([
      "<NAMESPACE>",
      "<IMAGE>",
      "<HF_TOKEN_SECRET>",
    ]);
    expect(schemaErrors("dynamo", manifests.documents[0] ?? {})).toEqual([]);
  });

  it("turns TensorRT-LLM's attention data parallelism on through its engine overrides", () => {
    expect(line(dynamo(plan, "trtllm"), "decode")).toContain(
      `--tensor-parallel-size 8 --gpus-per-node 8 --max-batch-size 64 --max-num-tokens 8192 --override-engine-args '{"enable_attention_dp":true}'`,
    );
  });
});

import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { type Manifests, planManifests } from "../../../src/io/index.ts";
import { defaultPlan, type Plan, PlanSchema, solve } from "../../../src/model/index.ts";
import { readCasePlan } from "../../validation/casePlans.ts";
import { schemaErrors, schemaTimeoutMs } from "./manifestSchemas.ts";

const lws = (plan: Plan, engine: "vllm" | "sglang"): Manifests => {
  const outcome = planManifests(plan, solve(plan, catalog), "lws", engine);
  if (!outcome.ok) throw new Error(outcome.refusals.map((r) => r.text).join("\n"));
  return outcome.manifests;
};

interface Container {
  name: string;
  command: string[];
  resources: { limits: Record<string, string> };
  ports?: { containerPort: number }[];
}
interface Group {
  size: number;
  leaderTemplate?: { spec: { containers: Container[] } };
  workerTemplate: { spec: { containers: Container[] } };
}
const group = (manifests: Manifests, index: number): Group =>
  (manifests.documents[index] as { spec: { leaderWorkerTemplate: Group } }).spec
    .leaderWorkerTemplate;
const shellLine = (template: { spec: { containers: Container[] } } | undefined): string =>
  template?.spec.containers[0]?.command[2] ?? "";

// docs/model.md §6: 12 prefill instances of 2 nodes × 8 GPUs, 19 decode instances of 4 × 8.
describe("the LeaderWorkerSets of the worked example (default plan)", {
  timeout: schemaTimeoutMs,
}, () => {
  it("makes one set a phase: 12 groups of 2 pods and 19 groups of 4, 8 GPUs a pod", () => {
    const manifests = lws(defaultPlan, "vllm");
    expect(
      manifests.documents.map((d) => (d as { metadata: { name: string } }).metadata.name),
    ).toEqual(["xpyd-model-prefill", "xpyd-model-decode"]);
    expect(manifests.documents[0]).toMatchObject({
      apiVersion: "leaderworkerset.x-k8s.io/v1",
      kind: "LeaderWorkerSet",
      spec: { replicas: 12, leaderWorkerTemplate: { size: 2 } },
    });
    expect(manifests.documents[1]).toMatchObject({
      spec: { replicas: 19, leaderWorkerTemplate: { size: 4 } },
    });
    for (const index of [0, 1]) {
      const { leaderTemplate, workerTemplate } = group(manifests, index);
      expect(leaderTemplate?.spec.containers[0]?.resources.limits["nvidia.com/gpu"]).toBe("8");
      expect(workerTemplate.spec.containers[0]?.resources.limits["nvidia.com/gpu"]).toBe("8");
    }
  });

  it("starts vLLM over Ray as LWS's example does, the leader serving with the launch flags", () => {
    const prefill = group(lws(defaultPlan, "vllm"), 0);
    expect(shellLine(prefill.leaderTemplate)).toBe(
      `bash /vllm-workspace/examples/online_serving/multi-node-serving.sh leader --ray_cluster_size=$(LWS_GROUP_SIZE); vllm serve <MODEL> --port 8080 --tensor-parallel-size 16 --max-num-seqs 8 --max-num-batched-tokens 32768 --enable-chunked-prefill --kv-transfer-config '{"kv_connector":"NixlConnector","kv_role":"kv_producer"}'`,
    );
    expect(shellLine(prefill.workerTemplate)).toBe(
      "bash /vllm-workspace/examples/online_serving/multi-node-serving.sh worker --ray_address=$(LWS_LEADER_ADDRESS)",
    );
  });

  it("places a multi-node instance's data-parallel engines over the Ray cluster, 8 a node", () => {
    // Ant Group's DeepSeek-V3 decode: 2 nodes, DP 16, TP 1. Without the Ray backend vLLM would
    // start all 16 engines on the leader's 8 GPUs.
    const decode = group(lws(readCasePlan({ id: "ant-h20-decode-ep16-mtp" }), "vllm"), 1);
    expect(shellLine(decode.leaderTemplate)).toContain(
      "--tensor-parallel-size 1 --data-parallel-size 16 --enable-expert-parallel",
    );
    expect(shellLine(decode.leaderTemplate)).toContain(
      "--data-parallel-size-local 8 --data-parallel-backend ray",
    );
    // One node's instance, or DP 1 over two (the prefill above), needs neither.
    expect(shellLine(group(lws(defaultPlan, "vllm"), 0).leaderTemplate)).not.toContain(
      "--data-parallel-backend",
    );
  });

  it("starts SGLang on every node with the group's size, rank and leader address from LWS", () => {
    const decode = group(lws(defaultPlan, "sglang"), 1);
    const line = shellLine(decode.leaderTemplate);
    expect(shellLine(decode.workerTemplate)).toBe(line);
    expect(line).toContain(
      "--disaggregation-mode decode --disaggregation-transfer-backend <TRANSFER_BACKEND> --host 0.0.0.0 --port 40000 --tp-size 32 --max-running-requests 256",
    );
    expect(
      line.endsWith(
        "--nnodes $(LWS_GROUP_SIZE) --node-rank $(LWS_WORKER_INDEX) --dist-init-addr $(LWS_LEADER_ADDRESS):20000",
      ),
    ).toBe(true);
  });

  it("validates against LeaderWorkerSet 0.10.0's CRD for both engines", () => {
    for (const engine of ["vllm", "sglang"] as const)
      for (const document of lws(defaultPlan, engine).documents)
        expect(schemaErrors("lws", document)).toEqual([]);
  });
});

describe("the LeaderWorkerSets of single-node instances", { timeout: schemaTimeoutMs }, () => {
  const plan = PlanSchema.parse({
    ...defaultPlan,
    prefill: { ...defaultPlan.prefill, nodesPerInstance: 1 },
    decode: { ...defaultPlan.decode, nodesPerInstance: 0.5 },
  });

  it("runs groups of one pod, the server alone in the worker template", () => {
    const manifests = lws(plan, "sglang");
    for (const [index, gpus] of [
      [0, "8"],
      [1, "4"],
    ] as const) {
      const { size, leaderTemplate, workerTemplate } = group(manifests, index);
      expect(size).toBe(1);
      expect(leaderTemplate).toBeUndefined();
      expect(workerTemplate.spec.containers[0]?.resources.limits["nvidia.com/gpu"]).toBe(gpus);
      expect(shellLine(workerTemplate)).not.toContain("LWS_");
      expect(schemaErrors("lws", manifests.documents[index] ?? {})).toEqual([]);
    }
  });
});

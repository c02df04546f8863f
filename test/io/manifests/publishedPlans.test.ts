import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { formatEngines, manifestFormats, planManifests } from "../../../src/io/index.ts";
import { solve } from "../../../src/model/index.ts";
import { casePlanDirectory, readCasePlan } from "../../validation/casePlans.ts";
import { schemaErrors, schemaTimeoutMs } from "./manifestSchemas.ts";

// The published deployments of docs/validation (DeepSeek, Kimi K2, Llama, gpt-oss on NVIDIA and
// AMD GPUs; TP, DP attention, wide EP, MTP) as manifests.

const ids = readdirSync(casePlanDirectory)
  .filter((name) => name.endsWith(".json"))
  .map((name) => name.slice(0, -".json".length));

describe("manifests of the published deployments", { timeout: schemaTimeoutMs * 3 }, () => {
  it("are written in every format and engine, and pass their schemas", () => {
    expect(ids.length).toBeGreaterThanOrEqual(33);
    for (const id of ids) {
      const plan = readCasePlan({ id });
      const result = solve(plan, catalog);
      for (const format of manifestFormats)
        for (const engine of formatEngines[format]) {
          const outcome = planManifests(plan, result, format, engine);
          expect(outcome.ok, `${id} ${format} ${engine}`).toBe(true);
          if (!outcome.ok) continue;
          for (const document of outcome.manifests.documents)
            expect(schemaErrors(format, document), `${id} ${format} ${engine}`).toEqual([]);
        }
    }
  });

  it("give Ant Group's DeepSeek-V3 decode (2 H20 nodes, DP 16, EP 16, MTP 1) its MoE flags", () => {
    // 16 GPUs as 16 attention replicas with experts over all 16; the effective decode batch of
    // 768 is 48 an engine, and 48 · (k + 1) = 96 tokens a step.
    const plan = readCasePlan({ id: "ant-h20-decode-ep16-mtp" });
    const result = solve(plan, catalog);
    expect(result.limits.decodeBatch.effective).toBe(768);
    const decodeLine = (engine: "sglang" | "trtllm"): string => {
      const outcome = planManifests(plan, result, "dynamo", engine);
      if (!outcome.ok) throw new Error("refused");
      const document = outcome.manifests.documents[0] as {
        spec: { services: { decode: { extraPodSpec: { mainContainer: { args: string[] } } } } };
      };
      return document.spec.services.decode.extraPodSpec.mainContainer.args[0] ?? "";
    };
    expect(decodeLine("sglang")).toContain(
      "--tp-size 16 --dp-size 16 --enable-dp-attention --ep-size 16 --enable-two-batch-overlap --kv-cache-dtype fp8_e4m3 --max-running-requests 768",
    );
    expect(decodeLine("trtllm")).toContain(
      `--tensor-parallel-size 16 --expert-parallel-size 16 --gpus-per-node 8 --max-batch-size 48 --max-num-tokens 96 --override-engine-args '{"enable_attention_dp":true,`,
    );
    // The plan's FP8 KV cache: TensorRT-LLM's KvCacheConfig(dtype="fp8"), an LLM API field.
    expect(decodeLine("trtllm")).toContain(`"kv_cache_config":{"dtype":"fp8"}`);
    const llmd = planManifests(plan, result, "llm-d");
    expect(llmd.ok && llmd.manifests.documents[0]).toMatchObject({
      decode: { parallelism: { tensor: 1, data: 16, dataLocal: 8, workers: 2 } },
    });
  });
});

import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { planManifests } from "../../../src/io/index.ts";
import { defaultPlan, PlanSchema, solve } from "../../../src/model/index.ts";
import { schemaErrors, schemaTimeoutMs } from "./manifestSchemas.ts";

interface PhaseValues {
  replicas: number;
  parallelism: { tensor: number; data: number; dataLocal: number; workers: number };
  containers: { args: string[]; modelCommand: string }[];
}

// The worked example's instances with data-parallel engines: prefill 2 nodes × 8 GPUs as 2 DP
// engines of TP 8 (one a node), decode 4 nodes × 8 GPUs as 8 engines of TP 4 (two a node).
const wideEp = PlanSchema.parse({
  ...defaultPlan,
  prefill: { ...defaultPlan.prefill, dataParallel: 2 },
  decode: { ...defaultPlan.decode, dataParallel: 8 },
});

describe("llm-d modelservice values", { timeout: schemaTimeoutMs }, () => {
  const result = solve(wideEp, catalog);
  const outcome = planManifests(wideEp, result, "llm-d");
  if (!outcome.ok) throw new Error(outcome.refusals.map((r) => r.text).join("\n"));
  const values = outcome.manifests.documents[0] as {
    multinode: boolean;
    prefill: PhaseValues;
    decode: PhaseValues;
  };

  it("sets the chart's parallelism, one worker pod a node, and the plan's x and y", () => {
    // The constant step times do not depend on DP, so x and y stay the worked example's 12 and 19.
    expect(values.multinode).toBe(true);
    expect(values.prefill.replicas).toBe(12);
    expect(values.decode.replicas).toBe(19);
    expect(values.prefill.parallelism).toEqual({ tensor: 8, data: 2, dataLocal: 1, workers: 2 });
    expect(values.decode.parallelism).toEqual({ tensor: 4, data: 8, dataLocal: 2, workers: 4 });
  });

  it("leaves TP and DP to the chart and passes the scheduler limits and NixlConnector", () => {
    // b_p = 8 over 2 engines: 4 sequences each; b_d = 256 over 8: 32.
    expect(values.prefill.containers[0]?.modelCommand).toBe("vllmServe");
    expect(values.prefill.containers[0]?.args).toEqual([
      "--max-num-seqs",
      "4",
      "--max-num-batched-tokens",
      "32768",
      "--enable-chunked-prefill",
      "--kv-transfer-config",
      '{"kv_connector":"NixlConnector","kv_role":"kv_both"}',
    ]);
    expect(values.decode.containers[0]?.args.slice(0, 4)).toEqual([
      "--max-num-seqs",
      "32",
      "--max-num-batched-tokens",
      "8192",
    ]);
  });

  it("validates against the llm-d-modelservice v0.4.12 values schema", () => {
    expect(schemaErrors("llm-d", values)).toEqual([]);
  });

  it("refuses the worked example itself: TP 16 and TP 32 span nodes, which the chart cannot place", () => {
    const refused = planManifests(defaultPlan, solve(defaultPlan, catalog), "llm-d");
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.refusals.map((r) => [r.code, r.params])).toEqual([
      ["tensorAcrossNodes", { phase: "prefill", nodes: 2, dataParallel: 1 }],
      ["tensorAcrossNodes", { phase: "decode", nodes: 4, dataParallel: 1 }],
    ]);
  });

  it("refuses an engine other than vLLM", () => {
    const refused = planManifests(defaultPlan, solve(defaultPlan, catalog), "llm-d", "sglang");
    expect(refused).toMatchObject({ ok: false, refusals: [{ code: "engineNotOffered" }] });
  });
});

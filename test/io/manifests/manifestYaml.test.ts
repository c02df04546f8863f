import { describe, expect, it } from "vitest";
import * as yaml from "yaml";
import { catalog } from "../../../src/data/catalog.ts";
import { manifestYaml, planManifests } from "../../../src/io/index.ts";
import { defaultPlan, PlanSchema, solve } from "../../../src/model/index.ts";

const lwsText = (): string => {
  const outcome = planManifests(defaultPlan, solve(defaultPlan, catalog), "lws", "vllm");
  if (!outcome.ok) throw new Error("refused");
  return manifestYaml(outcome.manifests, yaml);
};

describe("manifestYaml", () => {
  it("opens with the release, its pages and each placeholder's reason as comments", () => {
    const lines = lwsText().split("\n");
    expect(lines.slice(0, 4)).toEqual([
      "# LeaderWorkerSet (vllm) for this plan, as LeaderWorkerSet 0.10.0 reads it:",
      "#   https://github.com/kubernetes-sigs/lws/blob/v0.10.0/config/crd/bases/leaderworkerset.x-k8s.io_leaderworkersets.yaml",
      "#   https://github.com/kubernetes-sigs/lws/tree/v0.10.0/docs/examples",
      "# Placeholders to fill in:",
    ]);
    expect(lines).toContain(
      "#   <NAMESPACE>: The Kubernetes namespace belongs to your cluster's layout, not to capacity.",
    );
  });

  it("writes the two sets as two documents, without anchors, each shell line on one line", () => {
    const text = lwsText();
    expect(text.split("\n").filter((line) => line === "---")).toHaveLength(1);
    expect(text).not.toMatch(/[&*]a\d/);
    expect(text).toContain(
      "- bash /vllm-workspace/examples/online_serving/multi-node-serving.sh worker --ray_address=$(LWS_LEADER_ADDRESS)\n",
    );
    expect(yaml.parseAllDocuments(text).map((d) => (d.toJS() as { kind: string }).kind)).toEqual([
      "LeaderWorkerSet",
      "LeaderWorkerSet",
    ]);
  });

  it("says under Notes what the engine cannot load as the plan prices it", () => {
    // FP8 weights priced on Llama's BF16 checkpoint: TensorRT-LLM quantizes nothing as it loads.
    const plan = PlanSchema.parse({
      ...defaultPlan,
      latency: { ...defaultPlan.latency, model: "llama-3.1-70b" },
    });
    const result = solve(plan, catalog);
    const text = (engine: "vllm" | "trtllm") => {
      const outcome = planManifests(plan, result, "dynamo", engine);
      if (!outcome.ok) throw new Error("refused");
      return manifestYaml(outcome.manifests, yaml);
    };
    const lines = text("trtllm").split("\n");
    const notes = lines.indexOf("# Notes:");
    expect(notes).toBeGreaterThan(0);
    expect(lines[notes + 1]).toBe(
      "#   The plan prices weights in FP8, but meta-llama/Llama-3.1-70B holds BF16: serve a checkpoint in the plan's formats in its place (TensorRT-LLM quantizes no weights as it loads them).",
    );
    // vLLM quantizes the BF16 checkpoint with --quantization fp8: nothing to note.
    expect(text("vllm")).not.toContain("# Notes:");
    expect(text("vllm")).toContain("--quantization fp8");
  });
});

import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { modelPresets } from "../../../src/data/models.ts";
import {
  isDnsLabel,
  type ManifestEngine,
  type ManifestFormat,
  planManifests,
} from "../../../src/io/index.ts";
import {
  baseNameLimit,
  deploymentName,
  dnsLabel,
} from "../../../src/io/manifests/resourceNames.ts";
import { defaultPlan, type Plan, PlanSchema, solve } from "../../../src/model/index.ts";

describe("dnsLabel", () => {
  it("lowercases, turns every run of other characters into one hyphen and trims the ends", () => {
    expect(dnsLabel("meta-llama/Llama-3.1-70B")).toBe("meta-llama-llama-3-1-70b");
    expect(dnsLabel("--Qwen3__235B..A22B--")).toBe("qwen3-235b-a22b");
    expect(dnsLabel("模型")).toBe("model");
  });

  it("cuts at the limit without leaving a hyphen at the end", () => {
    // "abcd-efgh" cut to 5 is "abcd-", which loses its hyphen.
    expect(dnsLabel("abcd-efgh", 5)).toBe("abcd");
    expect(dnsLabel("x".repeat(100)).length).toBe(63);
  });

  it("agrees with isDnsLabel on what a label is", () => {
    expect(isDnsLabel("xpyd-llama-3-1-70b")).toBe(true);
    expect(isDnsLabel("x".repeat(63))).toBe(true);
    expect(isDnsLabel("x".repeat(64))).toBe(false);
    expect(isDnsLabel("Upper")).toBe(false);
    expect(isDnsLabel("-start")).toBe(false);
    expect(isDnsLabel("end-")).toBe(false);
  });
});

// A custom model whose Hugging Face repository name is far past any Kubernetes limit.
const longRepository = `Some-Organization/${"Very-Long-Model-Name-".repeat(8)}Instruct-FP8`;
const longPlan: Plan = PlanSchema.parse({
  ...defaultPlan,
  latency: { ...defaultPlan.latency, model: "long" },
  customModels: {
    long: {
      ...modelPresets["llama-3.1-8b"],
      source: `https://huggingface.co/${longRepository}/config.json`,
    },
  },
});

const names = (value: unknown, found: string[] = []): string[] => {
  if (Array.isArray(value)) for (const item of value) names(item, found);
  else if (value !== null && typeof value === "object")
    for (const [key, inner] of Object.entries(value)) {
      // Environment variables (HF_TOKEN) are named as the process reads them, not as labels.
      if (key === "env") continue;
      if ((key === "name" || key === "dynamoNamespace") && typeof inner === "string")
        found.push(inner);
      names(inner, found);
    }
  return found;
};

describe("resource names from a long model name", () => {
  it("keeps the deployment's name within 30 characters", () => {
    // "xpyd-" and the repository's name, lowercased, cut at 30: 5 + 25 characters
    // ("very-long-model-name-very" is 4 + 1 + 4 + 1 + 5 + 1 + 4 + 1 + 4).
    expect(deploymentName(longPlan)).toBe("xpyd-very-long-model-name-very");
    expect(deploymentName(longPlan).length).toBeLessThanOrEqual(baseNameLimit);
  });

  it("leaves room for what LeaderWorkerSet appends: a group's StatefulSet stays within 52", () => {
    // The longest set name is "<name>-prefill"; its group StatefulSets are "<set>-<group>", the
    // group index below 10,000, and each pod's revision-hash label adds 11 more to that.
    const longest = `${deploymentName(longPlan)}-prefill-9999`;
    expect(longest.length).toBeLessThanOrEqual(52);
    expect(`${longest}-9999`.length).toBeLessThanOrEqual(63);
  });

  it("writes only DNS-1123 labels (object, service and container names) in every format", () => {
    const result = solve(longPlan, catalog);
    const cases: [ManifestFormat, ManifestEngine][] = [
      ["dynamo", "vllm"],
      ["dynamo", "sglang"],
      ["lws", "vllm"],
      ["lws", "sglang"],
    ];
    for (const [format, engine] of cases) {
      const outcome = planManifests(longPlan, result, format, engine);
      if (!outcome.ok) throw new Error(outcome.refusals.map((r) => r.text).join("\n"));
      const found = names(outcome.manifests.documents).filter((name) => !name.startsWith("<"));
      expect(found.length).toBeGreaterThan(0);
      for (const name of found) expect(isDnsLabel(name), name).toBe(true);
    }
  });
});

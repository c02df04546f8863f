import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { formatEngines, manifestFormats, planManifests } from "../../../src/io/index.ts";
import { benchCommands } from "../../../src/io/launch/benchCommand.ts";
import type { LaunchNote, Placeholder } from "../../../src/io/launch/launchSettings.ts";
import { sglangLaunch } from "../../../src/io/launch/sglangLaunch.ts";
import { vllmLaunch } from "../../../src/io/launch/vllmLaunch.ts";
import { defaultPlan, type Plan, PlanSchema, solve } from "../../../src/model/index.ts";
import { reasonText } from "../../../src/ui/deploy/reasonText.ts";
import { reasonTexts } from "../../../src/ui/deploy/reasonTexts.ts";

// Plans that between them reach every reason and note the launch modules write: the default
// (multi-node, one draft token), no drafting, DP 2 with a MoE preset and an EP degree vLLM cannot
// take, a single-node preset with the plan's own router cap, a TTFT SLO below t1 that no load
// meets, a decode that overlaps communication with one engine per instance, and formats no flag
// loads from the preset's checkpoint.
const plans: Record<string, Plan> = {
  default: defaultPlan,
  noDraft: PlanSchema.parse({ ...defaultPlan, specDecode: { draftTokens: 0 } }),
  dataParallel: PlanSchema.parse({
    ...defaultPlan,
    prefill: { ...defaultPlan.prefill, dataParallel: 2 },
    decode: { ...defaultPlan.decode, dataParallel: 2 },
    latency: {
      ...defaultPlan.latency,
      model: "deepseek-v3",
      decode: { source: "constant", expertParallel: 8 },
    },
  }),
  preset: PlanSchema.parse({
    ...defaultPlan,
    prefill: { ...defaultPlan.prefill, nodesPerInstance: 1 },
    decode: { ...defaultPlan.decode, nodesPerInstance: 1 },
    engine: { ...defaultPlan.engine, router: { maxConcurrency: 5000 } },
    latency: { ...defaultPlan.latency, model: "llama-3.1-70b" },
  }),
  unreachable: PlanSchema.parse({ ...defaultPlan, slo: { ttftMs: 500 } }),
  overlap: PlanSchema.parse({
    ...defaultPlan,
    latency: { ...defaultPlan.latency, decode: { overlapCommunication: true } },
  }),
  // Formats the checkpoint does not hold and no engine flag sets: 4-bit weights, an INT8 KV cache.
  quantized: PlanSchema.parse({
    ...defaultPlan,
    latency: {
      ...defaultPlan.latency,
      model: "llama-3.1-70b",
      precision: { weights: "int4", kvCache: "int8", activations: "bf16" },
    },
  }),
  // NVFP4 experts on a checkpoint whose experts are MXFP4.
  experts: PlanSchema.parse({
    ...defaultPlan,
    latency: {
      ...defaultPlan.latency,
      model: "gpt-oss-120b",
      precision: { weights: "bf16", expertWeights: "nvfp4", kvCache: "bf16", activations: "bf16" },
    },
  }),
};

const emitted = (plan: Plan): (Placeholder | LaunchNote)[] => {
  const result = solve(plan, catalog);
  // A plan that serves nothing leaves the benchmark's request rate open.
  const idle = { ...result, throughput: { ...result.throughput, requestsPerSecond: 0 } };
  const roles = [vllmLaunch(plan, result), sglangLaunch(plan, result)].flatMap((s) => s.roles);
  return [
    ...roles.flatMap((role) => [...role.placeholders, ...role.notes]),
    ...benchCommands(plan, result).placeholders,
    ...benchCommands(plan, idle).placeholders,
    // The Kubernetes manifests' placeholders (image, namespace, token secret, cache size), and
    // their notes: what each engine they start, TensorRT-LLM's included, loads otherwise.
    ...manifestFormats.flatMap((format) =>
      formatEngines[format].flatMap((engine) => {
        const outcome = planManifests(plan, result, format, engine);
        return outcome.ok ? [...outcome.manifests.placeholders, ...outcome.manifests.notes] : [];
      }),
    ),
  ];
};

const entries = Object.values(plans).flatMap(emitted);
const english = (entry: Placeholder | LaunchNote) => ("why" in entry ? entry.why : entry.text);
const kind = (entry: Placeholder | LaunchNote) => ("why" in entry ? "placeholders" : "notes");
// The English sentences write counts bare; the view groups thousands.
const ungrouped = (text: string) => text.replace(/(\d),(?=\d{3}\b)/g, "$1");
// What Chinese keeps as written: URLs, flags, <PLACEHOLDER>s, dotted plan fields, then names.
const kept = /https?:\/\/\S+|--[\w-]+|<[^>]*>|\w+(?:\.\w+)+/g;
const threeEnglishWords = /[A-Za-z]{2,}(?:[\s,;:'’-]+[A-Za-z]{2,}){2,}/;

describe("the launch reasons and notes in the deploy view's languages", () => {
  it("the plans reach every code the dictionaries hold", () => {
    for (const group of ["placeholders", "notes"] as const) {
      const codes = new Set(entries.filter((e) => kind(e) === group).map((e) => e.code));
      expect([...codes].sort()).toEqual(Object.keys(reasonTexts.en[group]).sort());
    }
  });

  it("has an English and a Chinese text for every code emitted", () => {
    for (const entry of entries) {
      for (const text of Object.values(reasonTexts)) {
        expect(Object.keys(text[kind(entry)]), entry.code).toContain(entry.code);
      }
    }
  });

  it("fills every {param} a text names from the entry's params", () => {
    for (const entry of entries) {
      for (const text of Object.values(reasonTexts)) {
        expect(reasonText(entry, text), entry.code).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it("says in English what the command-line text says", () => {
    for (const entry of entries) {
      expect(ungrouped(reasonText(entry, reasonTexts.en))).toBe(english(entry));
    }
  });

  it("says it in Chinese, keeping only flags, placeholders, fields, URLs and names in Latin script", () => {
    for (const entry of entries) {
      const zh = reasonText(entry, reasonTexts.zh);
      expect(zh, entry.code).toMatch(/\p{Script=Han}/u);
      expect(zh.replace(kept, " "), entry.code).not.toMatch(threeEnglishWords);
    }
  });
});

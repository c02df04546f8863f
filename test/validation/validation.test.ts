import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { gpuPresets } from "../../src/data/gpus.ts";
import { modelPresets } from "../../src/data/models.ts";
import { casePlanDirectory, readCasePlan } from "./casePlans.ts";
import {
  gpuPresetKeys,
  measuredPhases,
  modelPresetKeys,
  planDecodeContext,
  recordedAcceptance,
  recordedDecodeContext,
  recordedPrecision,
} from "./caseSetup.ts";
import { publishedCases } from "./publishedCases.ts";
import { validationTable } from "./table.ts";
import {
  aim,
  casePredictions,
  generatedBlockNames,
  generatedBlocks,
  withGeneratedBlocks,
} from "./validationDoc.ts";

// Issue 4's fidelity check, through the product: every published case is a plan file in
// docs/validation/, solved by the public solver with nothing set outside the file. Grade A and B
// cases that meet the aim are held to it; every other case is pinned to its recorded error, so a
// model change that moves any error shows up here and in docs/validation.md.

/** A case off the aim stays within 5 points of its recorded error. */
const bandHalfWidth = 0.05;

interface Recorded {
  /** (predicted − published) / published on throughput per GPU, as docs/validation.md records it. */
  throughput: number;
  /** The same for the published latency figure, where there is one. */
  latency?: number;
  /** Why a case misses the aim (docs/validation.md, "Summary"). */
  why?: string;
}

const recorded: Record<string, Recorded> = {
  "deepseek-h800-prefill-production": {
    throughput: 0.223,
    why: "grade C (a 24-hour fleet average with off-peak hours): pinned, not held to the aim",
  },
  "deepseek-h800-decode-production": {
    throughput: 0.097,
    latency: 0.098,
    why: "grade C (a production average; batch from Little's law): pinned, not held to the aim",
  },
  "deepseek-h800-prefill-profile": {
    throughput: -0.304,
    why: "grade C (second-hand figure) whose profile simulates perfectly balanced routing, where the default charges SGLang's measured imbalance",
  },
  "sglang-h100-prefill-ep32": { throughput: 0.05 },
  "sglang-h100-decode-ep72": {
    throughput: 0.464,
    why: "decode runs below the one end-to-end MFU (implied 0.21 were the step all compute); InferSim gives none for H100, so it takes the 0.45 fallback (H800's 0.35 would give +22.6%)",
  },
  "rtp-llm-h800-prefill-ep32": { throughput: 0.026, latency: -0.026 },
  "rtp-llm-h800-decode-ep144": { throughput: 0.1, latency: -0.1 },
  "sglang-kimi-k2-h200-prefill": { throughput: 0.063 },
  "sglang-kimi-k2-h200-decode": {
    throughput: 0.351,
    why: "communication-bound decode at 480 sequences per GPU; the modelled all-to-all and compute (H200's 0.4) together still fall 26% short of the measured step",
  },
  "sglang-gb200-decode-fp4": {
    throughput: 0.527,
    why: "decode at GB200's 0.5 with NVFP4 experts at the full FP4 rate; no overlap is stated, so the all-to-all is charged in full and still the step is 35% short",
  },
  "trtllm-h200-deepseek-r1-aggregated": {
    throughput: 0.789,
    latency: 0.769,
    why: "a memory-bound step: expert weights streamed at 80% of HBM bandwidth at 32 tokens per expert, half the step the per-user figure implies",
  },
  "trtllm-b200-deepseek-r1-fp4-aggregated": {
    throughput: 0.773,
    latency: 0.761,
    why: "as the H200 run, on B200 with NVFP4 experts; B200 has no InferSim MFU and takes the 0.45 fallback",
  },
  "trtllm-h200-llama70b-tp1-aggregated": {
    throughput: -0.327,
    why: "prefill as separate steps (no fusing with decode); batch from the planner's KV reserves with a 16-bit cache",
  },
  "trtllm-h100-llama8b-tp1-aggregated": {
    throughput: -0.396,
    why: "KV-read-bound decode with a 16-bit cache at the planner's KV reserves",
  },
  "ant-h20-prefill-tp8": { throughput: -0.083 },
  "ant-h20-decode-ep16-mtp": {
    throughput: 0.365,
    why: "InferSim's one H20 MFU (0.6) fits its prefill (implied 0.57) but not MTP decode, whose MLA attention and small expert GEMMs reach about 0.43",
  },
};

const predictions = casePredictions();
const heldToAim = (grade: string, error: number) => grade !== "C" && Math.abs(error) <= aim;

describe("published cases against the roofline (the same defaults for every case)", () => {
  it("records an error for every case and for nothing else", () => {
    expect(Object.keys(recorded).sort()).toEqual(publishedCases.map((c) => c.id).sort());
  });

  const aimCases = predictions.filter((p) => heldToAim(p.grade, recorded[p.id]?.throughput ?? 1));
  const pinnedCases = predictions.filter((p) => !aimCases.includes(p));

  it.each(aimCases)("$id (grade $grade) is within 25% on throughput per GPU", (p) => {
    expect(Math.abs(p.throughput.error)).toBeLessThanOrEqual(aim);
  });

  it.each(pinnedCases)("$id (grade $grade) stays within 5 points of its recorded error", (p) => {
    const { throughput, why } = recorded[p.id] ?? { throughput: Number.NaN };
    // Off the 25% aim, or grade C; the reason is recorded above and in docs/validation.md.
    expect(why).toBeDefined();
    expect(p.throughput.error).toBeGreaterThanOrEqual(throughput - bandHalfWidth);
    expect(p.throughput.error).toBeLessThanOrEqual(throughput + bandHalfWidth);
  });

  const latencyCases = predictions.filter((p) => p.latency !== null);

  it.each(latencyCases)("$id's $latencyMetric stays within 5 points of its recorded error", (p) => {
    const latency = recorded[p.id]?.latency ?? Number.NaN;
    expect(p.latency?.error).toBeGreaterThanOrEqual(latency - bandHalfWidth);
    expect(p.latency?.error).toBeLessThanOrEqual(latency + bandHalfWidth);
  });

  it("prints the table docs/validation.md copies", () => {
    console.info(`\n${validationTable(predictions)}\n`);
    expect(predictions).toHaveLength(publishedCases.length);
  });
});

describe("each case's plan file states what its source published", () => {
  const cases = publishedCases.map((c) => ({ id: c.id, c, plan: readCasePlan(c) }));

  it("has a plan file for every case and no other", () => {
    const files = new Set(readdirSync(casePlanDirectory).filter((name) => name.endsWith(".json")));
    expect([...files].sort()).toEqual(publishedCases.map((c) => `${c.id}.json`).sort());
  });

  it.each(cases)("$id: the GPU, model, layout and formats of its record", ({ c, plan }) => {
    expect(plan.latency.model).toBe(modelPresetKeys[c.model]);
    expect(modelPresets[modelPresetKeys[c.model]].name).toBe(c.model);
    expect(plan.latency.precision).toEqual(recordedPrecision(c));
    for (const phase of measuredPhases(c)) {
      const latency = plan.latency[phase];
      expect(latency.source).toBe("roofline");
      expect(latency.gpu).toBe(gpuPresetKeys[c.gpu]);
      expect(latency.expertParallel).toBe(c.parallelism.expertParallel);
      expect(latency.overlapCommunication ?? false).toBe(c.overlapCommunication);
      expect(plan[phase].nodesPerInstance * plan.hardware.gpusPerNode).toBe(c.gpus);
      expect(plan[phase].nodesPerInstance).toBe(c.nodes);
      expect(plan[phase].dataParallel).toBe(c.parallelism.dataParallel);
    }
  });

  it.each(cases)("$id: the workload and speculative decoding of its record", ({ c, plan }) => {
    expect(plan.workload.outputTokens).toBe(c.workload.outputTokens);
    expect(plan.workload.prefixCacheHitRate ?? 0).toBe(c.workload.kvCacheHitRate ?? 0);
    if (c.phase === "prefill") expect(plan.workload.inputTokens).toBe(c.workload.inputTokens);
    else expect(planDecodeContext(plan)).toBeCloseTo(recordedDecodeContext(c), 0);
    expect(plan.specDecode.draftTokens).toBe(c.specDecode?.draftTokens ?? 0);
    expect(plan.specDecode.acceptanceLength ?? 1).toBe(recordedAcceptance(c));
  });

  it.each(cases)("$id: a stated batch or concurrency is the plan's", ({ c, plan }) => {
    const phase = c.phase === "prefill" && c.serving !== "aggregated" ? "prefill" : "decode";
    const stated =
      c.workload.batchSize === undefined
        ? c.workload.concurrency
        : c.workload.batchSize * c.parallelism.dataParallel;
    if (stated !== undefined) expect(plan[phase].batchSize).toBe(stated);
  });

  it("names GPUs by their published names; only GB200's preset name differs", () => {
    for (const c of publishedCases) {
      const gpuName = gpuPresets[gpuPresetKeys[c.gpu]].name;
      expect(gpuName === c.gpu || c.gpu === "NVIDIA GB200 (per Blackwell GPU, NVL72)").toBe(true);
    }
    expect(catalog.gpus[gpuPresetKeys["NVIDIA GB200 (per Blackwell GPU, NVL72)"]]?.name).toBe(
      "NVIDIA GB200 (per GPU, NVL72)",
    );
  });

  it("fits every decode batch in the KV cache, so none is cut to the cap", () => {
    for (const p of predictions) {
      if (p.kvCapSequencesPerReplica !== null) {
        expect(p.sequencesPerReplica).toBeLessThanOrEqual(p.kvCapSequencesPerReplica);
      }
    }
  });
});

describe("docs/validation.md", () => {
  const doc = readFileSync(new URL("../../docs/validation.md", import.meta.url), "utf8");

  it("holds every generated block once", () => {
    expect(generatedBlockNames(doc).sort()).toEqual(Object.keys(generatedBlocks()).sort());
  });

  it("shows the numbers the plan files give today (npx tsx scripts/validation-doc.ts)", () => {
    expect(withGeneratedBlocks(doc, generatedBlocks())).toBe(doc);
  });
});

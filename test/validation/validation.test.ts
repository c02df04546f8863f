import { describe, expect, it } from "vitest";
import { gpuPresets } from "../../src/data/gpus.ts";
import { modelPresets } from "../../src/data/models.ts";
import {
  computeEfficiencyOn,
  defaultComputeEfficiency,
  ParallelismSchema,
  PrecisionSchema,
} from "../../src/model/latency/index.ts";
import { caseEfficiency, gpuPresetKeys, modelPresetKeys, rooflineSetup } from "./caseSetup.ts";
import { predict } from "./predict.ts";
import { publishedCases } from "./publishedCases.ts";
import { validationTable } from "./table.ts";

// Issue 4's fidelity check: every published case through the roofline with the same defaults (compute
// efficiency from the GPU preset where it declares one, overlap efficiency and expert load imbalance from
// their sourced defaults).
// Grade A and B cases that meet the aim are held to it; every other case is pinned to its
// recorded error, so a model change that moves any error shows up here and in docs/validation.md.

/** The aim: predicted throughput per GPU within 25% of the published figure. */
const aim = 0.25;
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

const predictions = publishedCases.map((c) => predict(c));
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

describe("how the cases map onto the model", () => {
  it("finds each case's GPU and model preset by name; only GB200's preset name differs", () => {
    for (const c of publishedCases) {
      const gpuName = gpuPresets[gpuPresetKeys[c.gpu]].name;
      expect(gpuName === c.gpu || c.gpu === "NVIDIA GB200 (per Blackwell GPU, NVL72)").toBe(true);
      expect(modelPresets[modelPresetKeys[c.model]].name).toBe(c.model);
    }
    expect(gpuPresets[gpuPresetKeys["NVIDIA GB200 (per Blackwell GPU, NVL72)"]].name).toBe(
      "NVIDIA GB200 (per GPU, NVL72)",
    );
  });

  it("gives every case the same default efficiency and a layout and precision the model accepts", () => {
    for (const c of publishedCases) {
      const setup = rooflineSetup(c);
      expect(setup.efficiency).toBe(caseEfficiency);
      expect(ParallelismSchema.safeParse(setup.parallelism).success).toBe(true);
      expect(PrecisionSchema.safeParse(setup.precision).success).toBe(true);
    }
  });

  it("takes compute efficiency from the GPU preset: InferSim's value where it gives one, else the default", () => {
    const used = Object.fromEntries(
      publishedCases.map((c) => {
        const setup = rooflineSetup(c);
        return [c.gpu, computeEfficiencyOn(setup.gpu, setup.efficiency)];
      }),
    );
    expect(used).toEqual({
      "NVIDIA H800 SXM5 80GB": 0.35,
      "NVIDIA H100 SXM5 80GB": defaultComputeEfficiency,
      "NVIDIA H200 SXM 141GB": 0.4,
      "NVIDIA H20": 0.6,
      "NVIDIA B200 (HGX/DGX B200)": defaultComputeEfficiency,
      "NVIDIA GB200 (per Blackwell GPU, NVL72)": 0.5,
    });
  });

  it("fits every stated decode batch in the KV cache, so none is cut to the cap", () => {
    const decodes = predictions.filter(
      (p, index) => publishedCases[index]?.phase !== "prefill" && p.batchSource === "stated",
    );
    expect(decodes.length).toBeGreaterThan(0);
    for (const p of decodes) {
      expect(p.sequencesPerReplica).toBeLessThanOrEqual(p.kvCapSequencesPerReplica);
    }
  });
});

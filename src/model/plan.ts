import { z } from "zod";
import { describeInput } from "./describeInput.ts";
import { withoutReservedIds } from "./entryIds.ts";
import { boundedNumber, durationMs, wholeNumber } from "./fields.ts";
import { CustomGpusSchema, CustomModelsSchema, LatencyPlanSchema } from "./latencyPlan.ts";
import { LoadSchema } from "./load.ts";
import { MeasuredSchema } from "./measured.ts";
import { maxPhaseInstances, maxPlanNodes } from "./planBounds.ts";
import { ruleIssue } from "./rules.ts";

// The plan: one JSON document shared by the URL, saved files and the CLI (docs/model.md §7).
// This schema is the single source of truth for its shape, bounds and defaults.

const msPerHour = 3_600_000;
// A typed fraction such as 0.333333 of a 3-GPU node still means one GPU.
const wholeGpuTolerance = 1e-6;
const maxCount = 1_000_000;

const HardwareSchema = z
  .strictObject({
    gpusPerNode: wholeNumber({ min: 1, max: 128 }),
    /** What one GPU-hour costs: every GPU's, or the prefill GPUs' when decode has its own price. */
    gpuHourlyCostUsd: boundedNumber({ min: 0, max: 10_000 }).optional(),
    /** What one decode GPU-hour costs where decode runs on other GPUs; else gpuHourlyCostUsd. */
    decodeGpuHourlyCostUsd: boundedNumber({ min: 0, max: 10_000 }).optional(),
  })
  .superRefine((hardware, ctx) => {
    if (hardware.decodeGpuHourlyCostUsd !== undefined && hardware.gpuHourlyCostUsd === undefined) {
      ctx.addIssue(
        ruleIssue("requiredWith", ["gpuHourlyCostUsd"], { field: "decodeGpuHourlyCostUsd" }),
      );
    }
  });

// Means over requests, so a production average such as 3,619.05 tokens is a valid size.
export const WorkloadSchema = z.strictObject({
  inputTokens: boundedNumber({ min: 1, max: 10_000_000 }),
  outputTokens: boundedNumber({ min: 1, max: 10_000_000 }),
  /**
   * Share of prompt tokens whose KV is already cached (prefix-cache hits), over all requests; none
   * unless set. Prefill computes only the rest; decode attends over the whole context.
   */
  prefixCacheHitRate: boundedNumber({ min: 0, max: 1 }).optional(),
});

// Nodes one instance spans; a fraction for an instance on part of a node (0.25: 2 GPUs of 8), so
// QPM per node counts whole nodes' worth of GPUs. The plan's rules require whole GPUs.
const nodesPerInstance = boundedNumber({ min: 0, max: maxPlanNodes, exclusiveMin: true });

const PrefillSchema = z.strictObject({
  nodesPerInstance,
  batchSize: wholeNumber({ min: 1, max: maxCount }),
  batchTimeMs: durationMs(msPerHour),
  dataParallel: wholeNumber({ min: 1, max: 100_000 }).default(1),
});

const DecodeSchema = z.strictObject({
  nodesPerInstance,
  batchSize: wholeNumber({ min: 1, max: maxCount }),
  itlMs: durationMs(msPerHour),
  // Which ITL was entered: one measured with speculative decoding on (t2 = ITL / α), or a plain
  // decode step, which a speculative step costs stepCostRatio times (t2 = ITL · ratio / α).
  itlMeasuredWith: z
    .enum(["specDecode", "plainDecode"], {
      error: (issue) => `must be "specDecode" or "plainDecode", got ${describeInput(issue.input)}`,
    })
    .default("specDecode"),
  dataParallel: wholeNumber({ min: 1, max: 100_000 }).default(1),
});

const SpecDecodeSchema = z
  .strictObject({
    draftTokens: wholeNumber({ min: 0, max: 64 }).default(0),
    acceptanceLength: boundedNumber({ min: 1, max: 65 }).optional(),
    perPositionAcceptance: boundedNumber({ min: 0, max: 1 }).optional(),
    stepCostRatio: boundedNumber({ min: 1, max: 100 }).default(1),
  })
  .superRefine((spec, ctx) => {
    const k = spec.draftTokens;
    if (spec.acceptanceLength !== undefined && spec.perPositionAcceptance !== undefined) {
      ctx.addIssue(ruleIssue("acceptanceEitherOr", ["perPositionAcceptance"], {}));
    }
    if (spec.acceptanceLength !== undefined && spec.acceptanceLength > k + 1) {
      ctx.addIssue(
        ruleIssue("acceptanceAtMostDraftsPlusOne", ["acceptanceLength"], {
          maximum: k + 1,
          got: spec.acceptanceLength,
        }),
      );
    }
    if (k > 0 && spec.acceptanceLength === undefined && spec.perPositionAcceptance === undefined) {
      ctx.addIssue(ruleIssue("acceptanceRequired", ["acceptanceLength"], { draftTokens: k }));
    }
  });

const EngineLimitsSchema = z.strictObject({
  maxNumSeqs: wholeNumber({ min: 1, max: maxCount }).optional(),
  maxNumBatchedTokens: wholeNumber({ min: 1, max: 1_000_000_000 }).optional(),
});

const PrefillEngineSchema = EngineLimitsSchema.extend({
  // vLLM's --enable-chunked-prefill: a prompt longer than the token budget is split over steps,
  // so the budget no longer bounds which prompts one step admits. Absent means off.
  chunkedPrefill: z.boolean({ error: "must be true or false" }).optional(),
});

const EngineSchema = z.strictObject({
  prefill: PrefillEngineSchema.prefault({}),
  decode: EngineLimitsSchema.prefault({}),
  router: z
    .strictObject({ maxConcurrency: wholeNumber({ min: 1, max: 10_000_000 }).optional() })
    .prefault({}),
});

export const sloStatistics = ["mean", "p50", "p90", "p95", "p99"] as const;
export type SloStatistic = (typeof sloStatistics)[number];

const statistic = z
  .enum(sloStatistics, {
    error: (issue) =>
      `must be one of ${sloStatistics.map((s) => `"${s}"`).join(", ")}, got ${describeInput(issue.input)}`,
  })
  .optional();

// Each target holds at a statistic over requests (absent: the mean, what every plan meant before
// statistics were named). The attainment target is DistServe's SLO attainment: the share of
// requests that must meet every target at once.
const SloSchema = z.strictObject({
  ttftMs: durationMs(msPerHour).optional(),
  tpotMs: durationMs(msPerHour).optional(),
  e2elMs: durationMs(24 * msPerHour).optional(),
  ttftStatistic: statistic,
  tpotStatistic: statistic,
  e2elStatistic: statistic,
  attainment: boundedNumber({ min: 0, max: 1, exclusiveMin: true }).optional(),
});

// Factors below 0.05 would mean an instance does almost none of its measured work.
const RateMatchingSchema = z.strictObject({
  prefill: boundedNumber({ min: 0.05, max: 1 }).default(1),
  decode: boundedNumber({ min: 0.05, max: 1 }).default(1),
});

export const allocationModes = ["ratio", "nodeBudget", "targetQpm", "fixed"] as const;
export type AllocationMode = (typeof allocationModes)[number];

// One object for every mode, so switching modes keeps the numbers typed for the others.
const AllocationSchema = z
  .strictObject({
    mode: z.enum(allocationModes, {
      error: (issue) =>
        `must be one of ${allocationModes.map((m) => `"${m}"`).join(", ")}, got ${describeInput(issue.input)}`,
    }),
    totalNodes: wholeNumber({ min: 2, max: maxPlanNodes }).optional(),
    targetQpm: boundedNumber({ min: 0, max: 1_000_000_000, exclusiveMin: true }).optional(),
    prefillInstances: wholeNumber({ min: 1, max: maxPhaseInstances }).optional(),
    decodeInstances: wholeNumber({ min: 1, max: maxPhaseInstances }).optional(),
  })
  .superRefine((allocation, ctx) => {
    const need = (field: keyof typeof allocation) => {
      if (allocation[field] === undefined) {
        ctx.addIssue(ruleIssue("requiredForMode", [field], { mode: allocation.mode }));
      }
    };
    if (allocation.mode === "nodeBudget") need("totalNodes");
    if (allocation.mode === "targetQpm") need("targetQpm");
    if (allocation.mode === "fixed") {
      need("prefillInstances");
      need("decodeInstances");
    }
  });

export const PlanSchema = z
  .strictObject({
    version: z.literal(1, {
      error: (issue) =>
        `must be 1 (this planner reads plan version 1), got ${describeInput(issue.input)}`,
    }),
    hardware: HardwareSchema,
    workload: WorkloadSchema,
    prefill: PrefillSchema,
    decode: DecodeSchema,
    specDecode: SpecDecodeSchema.prefault({}),
    engine: EngineSchema.prefault({}),
    slo: SloSchema.prefault({}),
    /** The traffic the plan is judged under; absent, Poisson arrivals at the mean sizes. */
    load: LoadSchema.optional(),
    rateMatching: RateMatchingSchema.prefault({}),
    allocation: AllocationSchema,
    latency: LatencyPlanSchema.prefault({}),
    customGpus: withoutReservedIds(CustomGpusSchema).default({}),
    customModels: withoutReservedIds(CustomModelsSchema).default({}),
    /** Which values came from imported measurements, and from where; absent when none did. */
    measured: MeasuredSchema.optional(),
  })
  .superRefine((plan, ctx) => {
    for (const phase of ["prefill", "decode"] as const) {
      const nodes = plan[phase].nodesPerInstance;
      // A count out of range has its own problem already.
      if (!(nodes > 0)) continue;
      const gpus = nodes * plan.hardware.gpusPerNode;
      if (Math.abs(gpus - Math.round(gpus)) > wholeGpuTolerance * gpus || Math.round(gpus) < 1) {
        ctx.addIssue(
          ruleIssue("wholeGpus", [phase, "nodesPerInstance"], {
            gpusPerNode: plan.hardware.gpusPerNode,
            gpus: Number(gpus.toPrecision(6)),
          }),
        );
      }
    }
  });

/** A validated plan, defaults filled in. */
export type Plan = z.output<typeof PlanSchema>;
/** A plan as a person or a file may write it, defaults optional. */
export type PlanInput = z.input<typeof PlanSchema>;

// A DeepSeek-style deployment on 8-GPU nodes: the worked example of docs/model.md §6 with SLOs,
// engine limits, a GPU-hour price and a 100-node budget.
export const defaultPlan: Plan = {
  version: 1,
  hardware: { gpusPerNode: 8, gpuHourlyCostUsd: 2 },
  workload: { inputTokens: 4000, outputTokens: 1000 },
  prefill: { nodesPerInstance: 2, batchSize: 8, batchTimeMs: 800, dataParallel: 1 },
  decode: {
    nodesPerInstance: 4,
    batchSize: 256,
    itlMs: 60,
    itlMeasuredWith: "specDecode",
    dataParallel: 1,
  },
  specDecode: { draftTokens: 1, acceptanceLength: 1.5, stepCostRatio: 1 },
  engine: {
    prefill: { maxNumSeqs: 8, maxNumBatchedTokens: 32_768 },
    decode: { maxNumSeqs: 256, maxNumBatchedTokens: 8192 },
    router: {},
  },
  slo: { ttftMs: 1000, tpotMs: 50, e2elMs: 60_000 },
  rateMatching: { prefill: 1, decode: 1 },
  allocation: { mode: "nodeBudget", totalNodes: 100 },
  latency: { prefill: { source: "constant" }, decode: { source: "constant" } },
  customGpus: {},
  customModels: {},
};

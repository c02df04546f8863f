import { z } from "zod";
import { describeInput } from "./describeInput.ts";
import { wholeNumber } from "./fields.ts";
import { EfficiencySchema } from "./latency/efficiency.ts";
import { PrecisionSchema } from "./latency/numberFormats.ts";
import { ProfilePointSchema } from "./latency/profile.ts";
import { GpuSpecSchema, ModelSpecSchema } from "./latency/specs.ts";
import { type LatencySource, latencySources, sourceDef } from "./latencySources/table.ts";
import { ruleIssue } from "./rules.ts";

// Where each phase's step time comes from: a source of the table in latencySources/ (the entered
// constants, a measured profile, the roofline estimate). Absent, every phase is constant, so plans
// and links without it mean what they did. What each source needs is the table's to say.

export type { LatencySource };

const id = z
  .string({ error: "must be a preset or custom entry's id" })
  .trim()
  .min(1, { error: "must not be empty" })
  .max(100, { error: "must be at most 100 characters" });

const PhaseLatencySchema = z.strictObject({
  source: z
    .enum(latencySources, {
      error: (issue) =>
        `must be one of ${latencySources.map((name) => `"${name}"`).join(", ")}, got ${describeInput(issue.input)}`,
    })
    .default("constant"),
  /** Measured (batch, step time) points: t1 for prefill, ITL for decode. */
  profile: z.array(ProfilePointSchema).max(64, { error: "must have at most 64 points" }).optional(),
  /** The phase's GPU: a preset id (src/data/gpus.ts) or a key of customGpus. */
  gpu: id.optional(),
  /**
   * Expert-parallel degree within one instance (MoE models); defaults to all the GPUs of a pipeline
   * stage (the whole instance without pipeline parallelism).
   */
  expertParallel: wholeNumber({ min: 1, max: 100_000 }).optional(),
  /**
   * Pipeline stages per instance (vLLM's --pipeline-parallel-size, SGLang's --pp-size): the layers
   * cut into runs of consecutive layers, each on gpus / PP GPUs; 1 when absent.
   */
  pipelineParallel: wholeNumber({ min: 1, max: 1_024 }).optional(),
  /**
   * Whether the phase runs two micro-batches so communication hides behind compute (SGLang's
   * --enable-two-batch-overlap, vLLM's --enable-dbo); off unless set, as in both engines.
   */
  overlapCommunication: z.boolean({ error: "must be true or false" }).optional(),
  /**
   * Whether the phase's engine runs without CUDA graphs, launching every kernel from the host
   * (vLLM's --enforce-eager, SGLang's --disable-cuda-graph); off unless set, as engines capture
   * graphs for decode by default.
   */
  eagerMode: z.boolean({ error: "must be true or false" }).optional(),
  /**
   * The phase's own roofline factors, over latency.efficiency: a calibration from one phase's
   * measurements, or a phase on other hardware or kernels, changes that phase alone.
   */
  efficiency: EfficiencySchema.partial().optional(),
});

export const LatencyPlanSchema = z
  .strictObject({
    prefill: PhaseLatencySchema.prefault({}),
    decode: PhaseLatencySchema.prefault({}),
    /** The served model: a preset id (src/data/models.ts) or a key of customModels. */
    model: id.optional(),
    precision: PrecisionSchema.optional(),
    /** Roofline factors for both phases; a phase's own efficiency overrides them. */
    efficiency: EfficiencySchema.partial().optional(),
  })
  .superRefine((latency, ctx) => {
    for (const phase of ["prefill", "decode"] as const) {
      const spec = latency[phase];
      const { needs } = sourceDef(spec.source);
      if (needs.profile && (spec.profile?.length ?? 0) < 1) {
        ctx.addIssue(ruleIssue("profileRequired", [phase, "profile"], { source: spec.source }));
      }
      if (needs.gpu && spec.gpu === undefined) {
        ctx.addIssue(
          ruleIssue("requiredForSource", [phase, "gpu"], { source: spec.source, phases: "one" }),
        );
      }
    }
    const modelNeeded = [latency.prefill.source, latency.decode.source].find(
      (source) => sourceDef(source).needs.model,
    );
    if (modelNeeded !== undefined && latency.model === undefined) {
      ctx.addIssue(
        ruleIssue("requiredForSource", ["model"], { source: modelNeeded, phases: "any" }),
      );
    }
  });

export const CustomGpusSchema = z.record(id, GpuSpecSchema);
export const CustomModelsSchema = z.record(id, ModelSpecSchema);

import { z } from "zod";
import { describeInput } from "./describeInput.ts";
import { wholeNumber } from "./fields.ts";
import { EfficiencySchema } from "./latency/efficiency.ts";
import { PrecisionSchema } from "./latency/numberFormats.ts";
import { ProfilePointSchema } from "./latency/profile.ts";
import { GpuSpecSchema, ModelSpecSchema } from "./latency/specs.ts";

// Where each phase's step time comes from (issue: latency model): the entered constants (the
// article's mode), a measured profile of (batch, time) points, or the roofline estimate from a GPU
// and a model. Absent, every phase is constant, so plans and links without it mean what they did.

export const latencySources = ["constant", "profile", "roofline"] as const;
export type LatencySource = (typeof latencySources)[number];

const id = z
  .string({ error: "must be a preset or custom entry's id" })
  .trim()
  .min(1, { error: "must not be empty" })
  .max(100, { error: "must be at most 100 characters" });

const PhaseLatencySchema = z.strictObject({
  source: z
    .enum(latencySources, {
      error: (issue) =>
        `must be one of "constant", "profile", "roofline", got ${describeInput(issue.input)}`,
    })
    .default("constant"),
  /** Measured (batch, step time) points: t1 for prefill, ITL for decode. */
  profile: z.array(ProfilePointSchema).max(64, { error: "must have at most 64 points" }).optional(),
  /** The phase's GPU: a preset id (src/data/gpus.ts) or a key of customGpus. */
  gpu: id.optional(),
  /** Expert-parallel degree within one instance (MoE models); defaults to all its GPUs. */
  expertParallel: wholeNumber({ min: 1, max: 100_000 }).optional(),
});

export const LatencyPlanSchema = z
  .strictObject({
    prefill: PhaseLatencySchema.prefault({}),
    decode: PhaseLatencySchema.prefault({}),
    /** The served model: a preset id (src/data/models.ts) or a key of customModels. */
    model: id.optional(),
    precision: PrecisionSchema.optional(),
    efficiency: EfficiencySchema.partial().optional(),
  })
  .superRefine((latency, ctx) => {
    for (const phase of ["prefill", "decode"] as const) {
      const spec = latency[phase];
      if (spec.source === "profile" && (spec.profile?.length ?? 0) < 1) {
        ctx.addIssue({
          code: "custom",
          path: [phase, "profile"],
          message: 'needs at least one measured (batch, timeMs) point when source is "profile"',
          params: { rule: "profileRequired" },
        });
      }
      if (spec.source === "roofline" && spec.gpu === undefined) {
        ctx.addIssue({
          code: "custom",
          path: [phase, "gpu"],
          message: 'is required when source is "roofline"',
          params: { rule: "rooflineNeeds" },
        });
      }
    }
    const roofline = latency.prefill.source === "roofline" || latency.decode.source === "roofline";
    if (roofline && latency.model === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["model"],
        message: 'is required when a phase\'s source is "roofline"',
        params: { rule: "rooflineNeeds" },
      });
    }
  });

export const CustomGpusSchema = z.record(id, GpuSpecSchema);
export const CustomModelsSchema = z.record(id, ModelSpecSchema);

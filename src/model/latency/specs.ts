import { z } from "zod";
import { describeInput } from "../describeInput.ts";
import { boundedNumber, wholeNumber } from "../fields.ts";
import type { Parsed } from "../parsePlan.ts";
import { problemsFromIssues } from "../problems.ts";
import { ruleIssue } from "../rules.ts";
import { paramsPerBillion } from "./specUnits.ts";

// GPU and model specs for the roofline estimator: presets (src/data) and the custom entries a
// user adds both pass these schemas, so every number the estimator reads has been checked.

const positive = (max: number) => boundedNumber({ min: 0, max, exclusiveMin: true });
const text = (what: string) =>
  z
    .string({ error: `must be ${what}` })
    .trim()
    .min(1, { error: `must not be empty (${what})` });

// Ceilings far above any shipping part, so only typos and unit slips fail.
const maxFlopsPerSecond = 1e18;
const maxBytes = 1e14;
const maxBytesPerSecond = 1e14;
const maxDimension = 1_000_000;
const maxParams = 1e15;

export const GpuSpecSchema = z.strictObject({
  name: text("the GPU's name"),
  /** Dense (no 2:4 sparsity) BF16 tensor throughput. */
  bf16FlopsPerSecond: positive(maxFlopsPerSecond),
  /** Dense FP8 tensor throughput; null when the part has no FP8 tensor cores. */
  fp8FlopsPerSecond: positive(maxFlopsPerSecond).nullable(),
  /** Dense FP4 tensor throughput; null when the part has no FP4 tensor cores. */
  fp4FlopsPerSecond: positive(maxFlopsPerSecond).nullable(),
  hbmBytes: positive(maxBytes),
  hbmBytesPerSecond: positive(maxBytesPerSecond),
  /** NVLink / Infinity Fabric / PCIe bandwidth per GPU, one direction (half the bidirectional figure). */
  scaleUpBytesPerSecondPerDirection: positive(maxBytesPerSecond),
  /** NIC bandwidth per GPU, one direction; null when the deployment decides it. */
  scaleOutBytesPerSecondPerGpu: positive(maxBytesPerSecond).nullable(),
  /** GPUs that share the scale-up fabric (8 on an HGX board, 72 in an NVL72 rack). */
  gpusPerScaleUpDomain: wholeNumber({ min: 1, max: 100_000 }),
  /**
   * End-to-end fraction of dense peak FLOP/s this GPU reaches, where a source measured one; absent,
   * the default compute efficiency applies. A plan's own compute efficiency overrides it.
   */
  computeEfficiency: boundedNumber({ min: 0, max: 1, exclusiveMin: true }).optional(),
  /** Where the numbers come from: a URL, or a note such as "measured in-house". */
  source: text("where the numbers come from: a URL or a note"),
});

export type GpuSpec = z.infer<typeof GpuSpecSchema>;

export const attentionKinds = ["mha", "gqa", "mla"] as const;
export type AttentionKind = (typeof attentionKinds)[number];

const MlaSchema = z.strictObject({
  kvLoraRank: wholeNumber({ min: 1, max: maxDimension }),
  qkRopeHeadDim: wholeNumber({ min: 0, max: maxDimension }),
  qkNopeHeadDim: wholeNumber({ min: 0, max: maxDimension }),
  /** Query low-rank size; null when queries are projected directly. */
  qLoraRank: wholeNumber({ min: 1, max: maxDimension }).nullable(),
  vHeadDim: wholeNumber({ min: 1, max: maxDimension }),
});

/** Layers whose attention sees only the last `windowTokens` tokens (sliding window or chunks). */
const LocalAttentionSchema = z.strictObject({
  layers: wholeNumber({ min: 1, max: maxDimension }),
  windowTokens: wholeNumber({ min: 1, max: 100_000_000 }),
});

/** A lightning indexer picks `topTokens` past tokens per query (DeepSeek Sparse Attention). */
const SparseAttentionSchema = z.strictObject({
  indexerHeads: wholeNumber({ min: 1, max: maxDimension }),
  indexerHeadDim: wholeNumber({ min: 1, max: maxDimension }),
  topTokens: wholeNumber({ min: 1, max: 100_000_000 }),
});

const ModelShapeSchema = z.strictObject({
  name: text("the model's name"),
  layers: wholeNumber({ min: 1, max: maxDimension }),
  hiddenSize: wholeNumber({ min: 1, max: maxDimension }),
  attention: z.enum(attentionKinds, {
    error: (issue) => `must be "mha", "gqa" or "mla", got ${describeInput(issue.input)}`,
  }),
  /** Query heads. */
  heads: wholeNumber({ min: 1, max: maxDimension }),
  /** KV heads; 1 for MLA, whose one latent is shared by every head. */
  kvHeads: wholeNumber({ min: 1, max: maxDimension }),
  /** Query/key head dimension (MLA: nope + rope). */
  headDim: wholeNumber({ min: 1, max: maxDimension }),
  /** MLA dimensions; null for MHA and GQA. */
  mla: MlaSchema.nullable(),
  localAttention: LocalAttentionSchema.nullable(),
  sparseAttention: SparseAttentionSchema.nullable(),
  denseLayers: wholeNumber({ min: 0, max: maxDimension }),
  moeLayers: wholeNumber({ min: 0, max: maxDimension }),
  /** FFN width of the dense layers; null when every layer is MoE. */
  denseIntermediateSize: wholeNumber({ min: 1, max: maxDimension }).nullable(),
  /** FFN width of one routed (and shared) expert; null for dense models. */
  expertIntermediateSize: wholeNumber({ min: 1, max: maxDimension }).nullable(),
  /** Routed experts per MoE layer (0 for dense models). */
  experts: wholeNumber({ min: 0, max: maxDimension }),
  /** Routed experts each token picks (top-k). */
  activeExperts: wholeNumber({ min: 0, max: maxDimension }),
  sharedExperts: wholeNumber({ min: 0, max: maxDimension }),
  vocabSize: wholeNumber({ min: 1, max: 100_000_000 }),
  /** Every weight held in memory, embeddings included. */
  totalParams: positive(maxParams),
  /** Weights one token multiplies by: routed top-k and shared experts, LM head; not the input embedding (a lookup). */
  activeParams: positive(maxParams),
  source: text("where the numbers come from: a URL or a note"),
});

type ModelShape = z.infer<typeof ModelShapeSchema>;

const consistencyProblems = (model: ModelShape): { path: string; message: string }[] => {
  const problems: { path: string; message: string }[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  if (model.attention === "mla" && model.mla === null) add("mla", "is required for MLA attention");
  if (model.attention !== "mla" && model.mla !== null)
    add("mla", "must be null unless attention is MLA");
  if (model.attention === "mha" && model.kvHeads !== model.heads)
    add("kvHeads", `must equal heads (${model.heads}) for MHA, got ${model.kvHeads}`);
  if (model.attention === "gqa" && model.heads % model.kvHeads !== 0)
    add("kvHeads", `must divide heads (${model.heads}) for GQA, got ${model.kvHeads}`);
  if (model.attention === "mla" && model.kvHeads !== 1)
    add("kvHeads", `must be 1 for MLA (one shared latent), got ${model.kvHeads}`);
  if (model.denseLayers + model.moeLayers !== model.layers)
    add(
      "moeLayers",
      `denseLayers + moeLayers must equal layers (${model.layers}), got ${model.denseLayers} + ${model.moeLayers}`,
    );
  if (model.denseLayers > 0 && model.denseIntermediateSize === null)
    add("denseIntermediateSize", "is required when there are dense layers");
  if (model.moeLayers > 0) {
    if (model.expertIntermediateSize === null)
      add("expertIntermediateSize", "is required when there are MoE layers");
    if (model.experts < 1) add("experts", "must be at least 1 when there are MoE layers");
    if (model.activeExperts < 1 || model.activeExperts > model.experts)
      add(
        "activeExperts",
        `must be between 1 and experts (${model.experts}), got ${model.activeExperts}`,
      );
  }
  if (model.localAttention !== null && model.localAttention.layers > model.layers)
    add("localAttention.layers", `must be at most layers (${model.layers})`);
  if (model.activeParams > model.totalParams)
    add(
      "activeParams",
      `must be at most totalParams (${model.totalParams}), got ${model.activeParams}`,
    );
  return problems;
};

// Which cross-field check failed, so a form can say it in any language: the field, and for kvHeads
// the attention kind whose rule it broke.
const checkOf = (path: string, model: ModelShape): string =>
  path === "kvHeads" ? `kvHeads.${model.attention}` : path;

export const ModelSpecSchema = ModelShapeSchema.superRefine((model, ctx) => {
  for (const problem of consistencyProblems(model)) {
    ctx.addIssue(
      ruleIssue(
        "consistency",
        problem.path.split("."),
        {
          check: checkOf(problem.path, model),
          heads: model.heads,
          layers: model.layers,
          experts: model.experts,
          totalParams: model.totalParams / paramsPerBillion,
        },
        problem.message,
      ),
    );
  }
});

export type ModelSpec = z.infer<typeof ModelSpecSchema>;

/** Validates a GPU entry (a preset or one a user typed); never throws. */
export const parseGpuSpec = (input: unknown): Parsed<GpuSpec> => {
  const result = GpuSpecSchema.safeParse(input, { reportInput: true });
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, problems: problemsFromIssues(result.error.issues) };
};

/** Validates a model entry (a preset or one a user typed); never throws. */
export const parseModelSpec = (input: unknown): Parsed<ModelSpec> => {
  const result = ModelSpecSchema.safeParse(input, { reportInput: true });
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, problems: problemsFromIssues(result.error.issues) };
};

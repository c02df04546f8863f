import type { TensorCoreFormat } from "../latency/numberFormats.ts";

// What the roofline estimate was checked against: one record per published case (docs/validation.md),
// with the regime it ran in and how far the published figure lay from the estimate. The catalog
// carries the records, so the model itself holds no case.

export type ValidatedPhase = "prefill" | "decode";

/** The regime a roofline estimate runs in: what its error has been seen to depend on. */
export interface Regime {
  phase: ValidatedPhase;
  /** The GPU's id in the catalog (a custom GPU never matches a case). */
  gpu: string;
  /** A mixture-of-experts model (routed experts), else dense. */
  moe: boolean;
  /** The tensor-core format of the bulk of the weights: the routed experts' where there are any. */
  weightFormat: TensorCoreFormat;
  /** Decode verifies draft tokens (speculative decoding). */
  specDecode: boolean;
  /**
   * How much one attention replica runs per step: sequences for decode, new prompt tokens for
   * prefill.
   */
  sizePerReplica: number;
  /** The instance runs pipeline stages (PP > 1); absent or false when it does not. */
  pipeline?: boolean;
  /**
   * The phase's roofline runs on factors of its own (a fit to measured steps or an edit), not the
   * defaults the published cases were priced with; absent or false when it does not.
   */
  ownFactors?: boolean;
  /** The phase runs without CUDA graphs; absent or false when it does not. */
  eager?: boolean;
}

export interface ValidationResidual extends Regime {
  /**
   * published / estimated − 1, on throughput per GPU (for a batch-1 case that publishes only one
   * user's speed, on that speed: the same ratio at batch 1): how far the truth lay from the estimate.
   * Positive when the truth was faster.
   */
  residual: number;
}

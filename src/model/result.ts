import type { PlanAccuracy } from "./accuracy/planAccuracy.ts";
import type { Cost } from "./cost.ts";
import type { PhaseTime } from "./latency/roofline.ts";
import type { BatchLimit } from "./limits.ts";
import type { OperatingPoint, Throughput } from "./operatingPoint.ts";
import type { PhaseOutcome } from "./phaseLatency.ts";
import type { AllocationMode } from "./plan.ts";
import type { InstancePair, NearPair } from "./ratio.ts";
import type { SloChecks } from "./slo.ts";
import type { SpecDecodeResult } from "./specDecode.ts";
import type { KvTransfer } from "./step/stepTime.ts";
import type { RecommendedConcurrency, Sustainable } from "./sustainable/types.ts";
import type { Violation, Warning } from "./violation.ts";

/** Everything `solve` derives from a plan; field names follow docs/model.md §7. */
export interface PlanResult {
  feasible: boolean;
  violations: Violation[];
  warnings: Warning[];
  specDecode: Pick<SpecDecodeResult, "draftTokens" | "acceptanceLength" | "acceptanceSource">;
  latency: {
    /** t1 + KV transfer. */
    ttftMs: number;
    /** t1: one prefill batch. */
    prefillBatchTimeMs: number;
    kvTransferMs: number;
    itlMs: number;
    tpotMs: number;
    e2elMs: number;
    tokensPerSecondPerUser: number;
  };
  /** Where t1 and ITL came from, and the KV cache when a model and GPU are named. */
  latencyModel: {
    prefill: PhaseOutcome;
    decode: PhaseOutcome;
    kvBytesPerToken: number | null;
    kvCacheSequencesPerDecodeInstance: number | null;
  };
  /** How far each estimated figure may be from the truth, from the published cases of its regime. */
  accuracy: PlanAccuracy;
  limits: { prefillBatch: BatchLimit; decodeBatch: BatchLimit };
  /** Per-instance rates after the limits and rate-matching factors. */
  rates: {
    prefillRequestsPerSecond: number;
    decodeRequestsPerSecond: number;
    prefillLoops: number;
  };
  ratio: {
    /** Balanced x / y = r_d / r_p. */
    prefillPerDecode: number;
    decodePerPrefill: number;
    exact: InstancePair | null;
    nearest: NearPair | null;
  };
  allocation: {
    mode: AllocationMode;
    prefillInstances: number;
    decodeInstances: number;
    prefillNodes: number;
    decodeNodes: number;
    totalNodes: number;
    totalGpus: number;
  };
  throughput: Throughput;
  utilization: OperatingPoint["utilization"];
  bottleneck: OperatingPoint["bottleneck"];
  /** The article's three figures, and the one router cap to set (Deploy and the CLI show it). */
  concurrency: OperatingPoint["concurrency"] & { recommended: RecommendedConcurrency };
  /** The highest load at which every SLO statistic holds with queueing (capacity without SLOs). */
  sustainable: Sustainable;
  /** Each SLO at its statistic, judged at the sustainable load. */
  slo: SloChecks;
  cost: Cost | null;
}

/**
 * The intermediate numbers a result's derivations are written from, which the result itself does
 * not carry. Numbers and flags only; the words are the text layer's.
 */
export interface SolveTrace {
  /** Each phase's roofline parts, when the roofline gave its time. */
  roofline: { prefill: PhaseTime | null; decode: PhaseTime | null };
  /** The P → D KV transfer's terms, when it was modelled. */
  transfer: KvTransfer | null;
  networkEfficiency: number;
  /** t2 prices a plain-decode ITL up by the verify step's cost ratio. */
  plainItl: boolean;
  /** r_d at the engine's decode batch, before the router's share: the balanced ratio's numerator. */
  engineDecodeRate: number;
  /** The SLOs sized the pair (nodeBudget and targetQpm with SLOs set). */
  sloSized: boolean;
}

export interface Solved {
  result: PlanResult;
  trace: SolveTrace;
}

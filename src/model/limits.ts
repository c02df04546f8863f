import { type Derivation, derive } from "./explain.ts";
import { formatNumber as f } from "./format.ts";
import type { Plan } from "./plan.ts";

// Engine and router limits (docs/model.md §3): whichever admits the fewest requests binds.

export type LimitName =
  | "batchSize"
  | "maxNumSeqs"
  | "maxNumBatchedTokens"
  | "kvCache"
  | "routerMaxConcurrency";

/** The batch one limit admits on one instance, and the plan field that sets it. */
export interface LimitCap {
  limit: LimitName;
  field: string;
  admits: number;
  /** How the cap follows from the field, e.g. "1 · ⌊8192 / 2⌋". */
  reason: string;
  /** The field's value that would admit the requested batch. */
  neededValue: number;
}

export interface BatchLimit {
  requested: number;
  effective: number;
  binding: LimitName;
  bindingField: string;
  caps: LimitCap[];
  explain: Derivation;
}

/** Picks the smallest cap; on a tie the earlier one (the requested batch first) binds. */
export const bindLimits = (symbol: string, caps: [LimitCap, ...LimitCap[]]): BatchLimit => {
  const binding = caps.reduce((best, cap) => (cap.admits < best.admits ? cap : best));
  const terms = caps.map((cap) => `${cap.limit} ${cap.reason}`).join(", ");
  return {
    requested: caps[0].admits,
    effective: binding.admits,
    binding: binding.limit,
    bindingField: binding.field,
    caps,
    explain: derive(
      `${symbol} = min(${caps.map((cap) => cap.limit).join(", ")})`,
      `${symbol} = min(${terms}) = ${f(binding.admits)}, bound by ${binding.limit}`,
    ),
  };
};

const engineCaps = (
  side: "prefill" | "decode",
  requested: number,
  dataParallel: number,
  limits: Plan["engine"]["prefill"],
  tokensPerRequest: number,
  tokensLabel: string,
): LimitCap[] => {
  const caps: LimitCap[] = [];
  const perEngine = Math.ceil(requested / dataParallel);
  if (limits.maxNumSeqs !== undefined) {
    caps.push({
      limit: "maxNumSeqs",
      field: `engine.${side}.maxNumSeqs`,
      admits: dataParallel * limits.maxNumSeqs,
      reason: `${dataParallel} · ${f(limits.maxNumSeqs)}`,
      neededValue: perEngine,
    });
  }
  if (limits.maxNumBatchedTokens !== undefined) {
    caps.push({
      limit: "maxNumBatchedTokens",
      field: `engine.${side}.maxNumBatchedTokens`,
      admits: dataParallel * Math.floor(limits.maxNumBatchedTokens / tokensPerRequest),
      reason: `${dataParallel} · ⌊${f(limits.maxNumBatchedTokens)} / ${tokensLabel}⌋`,
      // A token budget is whole; a mean prompt may not be.
      neededValue: Math.ceil(perEngine * tokensPerRequest),
    });
  }
  return caps;
};

/** Effective prefill batch b_p: a prefill request costs its whole prompt in one step. */
export const prefillBatchLimit = (plan: Plan): BatchLimit =>
  bindLimits("b_p", [
    {
      limit: "batchSize",
      field: "prefill.batchSize",
      admits: plan.prefill.batchSize,
      reason: f(plan.prefill.batchSize),
      neededValue: plan.prefill.batchSize,
    },
    ...engineCaps(
      "prefill",
      plan.prefill.batchSize,
      plan.prefill.dataParallel,
      plan.engine.prefill,
      plan.workload.inputTokens,
      `${f(plan.workload.inputTokens)} input tokens`,
    ),
  ]);

/**
 * Engine caps on the decode batch b_d: a decode sequence costs k + 1 tokens per step; with a model
 * and decode GPU named, the KV cache holds `kvCacheSequences` sequences at the mean context.
 */
export const decodeEngineCaps = (
  plan: Plan,
  kvCacheSequences: number | null = null,
): [LimitCap, ...LimitCap[]] => {
  const k = plan.specDecode.draftTokens;
  const kvCap: LimitCap[] =
    kvCacheSequences === null
      ? []
      : [
          {
            limit: "kvCache",
            field: "decode.batchSize",
            admits: kvCacheSequences,
            reason: `${f(kvCacheSequences)} sequences of ${f(plan.workload.inputTokens + plan.workload.outputTokens / 2)} tokens`,
            neededValue: plan.decode.batchSize,
          },
        ];
  return [
    {
      limit: "batchSize",
      field: "decode.batchSize",
      admits: plan.decode.batchSize,
      reason: f(plan.decode.batchSize),
      neededValue: plan.decode.batchSize,
    },
    ...engineCaps(
      "decode",
      plan.decode.batchSize,
      plan.decode.dataParallel,
      plan.engine.decode,
      k + 1,
      `(k + 1 = ${k + 1})`,
    ),
    ...kvCap,
  ];
};

/** The router's share of concurrency for each of y decode instances. */
export const routerCap = (
  maxConcurrency: number,
  decodeInstances: number,
  requested: number,
): LimitCap => ({
  limit: "routerMaxConcurrency",
  field: "engine.router.maxConcurrency",
  admits: maxConcurrency / decodeInstances,
  reason: `${f(maxConcurrency)} / y = ${f(decodeInstances)}`,
  neededValue: requested * decodeInstances,
});

/** Effective decode batch on each of y instances, the router's share included when set. */
export const decodeBatchLimit = (
  plan: Plan,
  decodeInstances: number,
  kvCacheSequences: number | null = null,
): BatchLimit => {
  const maxConcurrency = plan.engine.router.maxConcurrency;
  const caps = decodeEngineCaps(plan, kvCacheSequences);
  return bindLimits(
    "b_d",
    maxConcurrency === undefined || decodeInstances < 1
      ? caps
      : [...caps, routerCap(maxConcurrency, decodeInstances, plan.decode.batchSize)],
  );
};

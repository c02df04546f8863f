import type { Plan } from "./plan.ts";
import type { PlanPath } from "./planPath.ts";

// Engine and router limits (docs/model.md §3): whichever admits the fewest requests binds.

export type LimitName =
  | "batchSize"
  | "maxNumSeqs"
  | "maxNumBatchedTokens"
  | "kvCache"
  | "routerMaxConcurrency";

/**
 * What a cap is computed from: `value` is the field's value; `dataParallel` engines each admit
 * ⌊value / perRequestTokens⌋ (token budgets) or value (sequence caps); the KV cache holds `value`
 * sequences of `contextTokens`; the router's value is shared by `instances` decode instances.
 */
export interface CapTerms {
  value: number;
  dataParallel?: number;
  perRequestTokens?: number;
  contextTokens?: number;
  instances?: number;
}

/** The batch one limit admits on one instance, and the plan field that sets it. */
export interface LimitCap {
  limit: LimitName;
  field: PlanPath;
  admits: number;
  /** The numbers the cap follows from (see CapTerms). */
  terms: CapTerms;
  /** The field's value that would admit the requested batch. */
  neededValue: number;
}

export interface BatchLimit {
  requested: number;
  effective: number;
  binding: LimitName;
  bindingField: string;
  caps: LimitCap[];
}

/** Picks the smallest cap; on a tie the earlier one (the requested batch first) binds. */
export const bindLimits = (caps: [LimitCap, ...LimitCap[]]): BatchLimit => {
  let binding = caps[0];
  for (const cap of caps) if (cap.admits < binding.admits) binding = cap;
  return {
    requested: caps[0].admits,
    effective: binding.admits,
    binding: binding.limit,
    bindingField: binding.field,
    caps,
  };
};

// Each side's engine fields, written out once rather than built per call.
const engineFields = {
  prefill: {
    maxNumSeqs: "engine.prefill.maxNumSeqs",
    maxNumBatchedTokens: "engine.prefill.maxNumBatchedTokens",
  },
  decode: {
    maxNumSeqs: "engine.decode.maxNumSeqs",
    maxNumBatchedTokens: "engine.decode.maxNumBatchedTokens",
  },
} as const satisfies Record<"prefill" | "decode", Record<string, PlanPath>>;

const engineCaps = (
  side: "prefill" | "decode",
  requested: number,
  dataParallel: number,
  limits: Plan["engine"]["prefill"],
  tokensPerRequest: number,
): LimitCap[] => {
  const caps: LimitCap[] = [];
  const perEngine = Math.ceil(requested / dataParallel);
  if (limits.maxNumSeqs !== undefined) {
    caps.push({
      limit: "maxNumSeqs",
      field: engineFields[side].maxNumSeqs,
      admits: dataParallel * limits.maxNumSeqs,
      terms: { value: limits.maxNumSeqs, dataParallel },
      neededValue: perEngine,
    });
  }
  if (limits.maxNumBatchedTokens !== undefined) {
    caps.push({
      limit: "maxNumBatchedTokens",
      field: engineFields[side].maxNumBatchedTokens,
      admits: dataParallel * Math.floor(limits.maxNumBatchedTokens / tokensPerRequest),
      terms: {
        value: limits.maxNumBatchedTokens,
        dataParallel,
        perRequestTokens: tokensPerRequest,
      },
      // A token budget is whole; a mean prompt may not be.
      neededValue: Math.ceil(perEngine * tokensPerRequest),
    });
  }
  return caps;
};

/** Effective prefill batch b_p: a prefill request costs its whole prompt in one step. */
export const prefillBatchLimit = (plan: Plan): BatchLimit =>
  bindLimits([
    {
      limit: "batchSize",
      field: "prefill.batchSize",
      admits: plan.prefill.batchSize,
      terms: { value: plan.prefill.batchSize },
      neededValue: plan.prefill.batchSize,
    },
    ...engineCaps(
      "prefill",
      plan.prefill.batchSize,
      plan.prefill.dataParallel,
      plan.engine.prefill,
      plan.workload.inputTokens,
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
            terms: {
              value: kvCacheSequences,
              contextTokens: plan.workload.inputTokens + plan.workload.outputTokens / 2,
            },
            neededValue: plan.decode.batchSize,
          },
        ];
  return [
    {
      limit: "batchSize",
      field: "decode.batchSize",
      admits: plan.decode.batchSize,
      terms: { value: plan.decode.batchSize },
      neededValue: plan.decode.batchSize,
    },
    ...engineCaps(
      "decode",
      plan.decode.batchSize,
      plan.decode.dataParallel,
      plan.engine.decode,
      k + 1,
    ),
    ...kvCap,
  ];
};

/** The fewest sequences any of the engine caps admits on one decode instance (b_d before the router). */
export const decodeEngineBatchOf = (plan: Plan, kvCacheSequences: number | null = null): number => {
  // Each cap's admits as decodeEngineCaps writes it, in its order, without building the caps.
  const { batchSize, dataParallel } = plan.decode;
  const limits = plan.engine.decode;
  let admits = Math.min(Number.POSITIVE_INFINITY, batchSize);
  if (limits.maxNumSeqs !== undefined) admits = Math.min(admits, dataParallel * limits.maxNumSeqs);
  if (limits.maxNumBatchedTokens !== undefined) {
    const perRequest = plan.specDecode.draftTokens + 1;
    admits = Math.min(admits, dataParallel * Math.floor(limits.maxNumBatchedTokens / perRequest));
  }
  return kvCacheSequences === null ? admits : Math.min(admits, kvCacheSequences);
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
  terms: { value: maxConcurrency, instances: decodeInstances },
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
    maxConcurrency === undefined || decodeInstances < 1
      ? caps
      : [...caps, routerCap(maxConcurrency, decodeInstances, plan.decode.batchSize)],
  );
};

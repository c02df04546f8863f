import {
  formatNumber as f,
  headroomZ,
  type Plan,
  type PlanResult,
  type Solved,
} from "../../model/index.ts";
import type { DerivationKey } from "./derivationEn.ts";

// For each explained result path, which text says how it was computed and the numbers that go in
// it. Numbers are written with six significant digits, so each step can be checked by hand.

/** A text to fill: its key and its placeholders' values. */
export interface Filled {
  key: DerivationKey;
  params: Record<string, string>;
}

/** What a derivation is written from: the plan, its result, and a way to word an inner phrase. */
export interface DerivationInputs {
  plan: Plan;
  solved: Solved;
  phrase: (filled: Filled) => string;
}

const percent = 100;
const secondsPerMinute = 60;
const perSecond = (ms: number): string => f(ms / 1000);
const pct = (fraction: number): string => f(fraction * percent);
const filled = (key: DerivationKey, params: Record<string, string> = {}): Filled => ({
  key,
  params,
});

type Builder = (inputs: DerivationInputs) => Filled;

const boundWords = {
  compute: "boundCompute",
  memory: "boundMemory",
  communication: "boundCommunication",
} as const;

const rooflineOf =
  (phase: "prefill" | "decode"): Builder =>
  ({ solved, phrase }) => {
    const time = solved.trace.roofline[phase];
    const bound = boundWords[time?.boundBy ?? "compute"];
    return filled(phase === "prefill" ? "prefillRoofline" : "decodeRoofline", {
      compute: f(time?.computeMs ?? 0),
      memory: f(time?.memoryMs ?? 0),
      communication: f(time?.communicationMs ?? 0),
      overhead: f(time?.overheadMs ?? 0),
      time: f(time?.timeMs ?? 0),
      bound: phrase(filled(bound)),
    });
  };

const acceptanceOf: Builder = ({ plan, solved }) => {
  const spec = solved.result.specDecode;
  const k = spec.draftTokens;
  const p = plan.specDecode.perPositionAcceptance;
  if (spec.acceptanceSource === "perPositionAcceptance" && p !== undefined) {
    return p === 1
      ? filled("acceptanceAllAccepted", { kPlusOne: f(k + 1) })
      : filled("acceptanceFromPositions", {
          p: f(p),
          kPlusOne: f(k + 1),
          alpha: f(spec.acceptanceLength),
        });
  }
  if (spec.acceptanceSource === "off") return filled("acceptanceOff");
  return filled("acceptanceEntered", { alpha: f(spec.acceptanceLength), k: f(k) });
};

const tpotOf: Builder = ({ plan, solved }) => {
  const { latency, specDecode } = solved.result;
  const shared = {
    itl: f(latency.itlMs),
    alpha: f(specDecode.acceptanceLength),
    t2: f(latency.tpotMs),
  };
  return solved.trace.plainItl
    ? filled("tpotPlainItl", { ...shared, stepCostRatio: f(plan.specDecode.stepCostRatio) })
    : filled("tpot", shared);
};

const capPhrase = (
  side: "prefill" | "decode",
  cap: PlanResult["limits"]["prefillBatch"]["caps"][number],
): Filled => {
  const { terms } = cap;
  const base = { limit: cap.limit, value: f(terms.value) };
  switch (cap.limit) {
    case "maxNumSeqs":
      return filled("capMaxNumSeqs", { ...base, dataParallel: f(terms.dataParallel ?? 1) });
    case "maxNumBatchedTokens":
      return filled(side === "prefill" ? "capPrefillTokens" : "capDecodeTokens", {
        ...base,
        dataParallel: f(terms.dataParallel ?? 1),
        tokens: f(terms.perRequestTokens ?? 0),
      });
    case "kvCache":
      return filled("capKvCache", { ...base, tokens: f(terms.contextTokens ?? 0) });
    case "routerMaxConcurrency":
      return filled("capRouter", { ...base, instances: f(terms.instances ?? 0) });
    default:
      return filled("capBatchSize", base);
  }
};

const batchLimitOf =
  (side: "prefill" | "decode"): Builder =>
  ({ solved, phrase }) => {
    const limit = solved.result.limits[side === "prefill" ? "prefillBatch" : "decodeBatch"];
    return filled("batchLimit", {
      symbol: side === "prefill" ? "b_p" : "b_d",
      limits: limit.caps.map((cap) => cap.limit).join(", "),
      terms: limit.caps.map((cap) => phrase(capPhrase(side, cap))).join(", "),
      effective: f(limit.effective),
      binding: limit.binding,
    });
  };

const allocationOf: Builder = ({ plan, solved }) => {
  const { result, trace } = solved;
  const x = f(result.allocation.prefillInstances);
  const y = f(result.allocation.decodeInstances);
  const np = f(plan.prefill.nodesPerInstance);
  const nd = f(plan.decode.nodesPerInstance);
  const budget = f(plan.allocation.totalNodes ?? 0);
  const target = plan.allocation.targetQpm ?? 0;
  const sustainable = f(result.sustainable.requestsPerSecond);
  switch (plan.allocation.mode) {
    case "fixed":
      return filled("allocationFixed", { x, y });
    case "ratio": {
      const pair = result.allocation;
      return filled("allocationRatio", {
        x,
        y,
        pairRatio: f(pair.decodeInstances > 0 ? pair.prefillInstances / pair.decodeInstances : 0),
        offPercent: pct(result.ratio.nearest?.relativeError ?? 0),
        ratio: f(result.ratio.prefillPerDecode),
      });
    }
    case "nodeBudget":
      return trace.sloSized
        ? filled("allocationNodeBudgetSlos", { np, nd, budget, x, y, sustainable })
        : filled("allocationNodeBudget", {
            prefillRate: f(result.rates.prefillRequestsPerSecond),
            decodeRate: f(trace.engineDecodeRate),
            np,
            nd,
            budget,
            x,
            y,
          });
    default: {
      const shared = { target: f(target), targetPerSecond: f(target / secondsPerMinute), x, y };
      return trace.sloSized
        ? filled("allocationTargetSlos", { ...shared, sustainable })
        : filled("allocationTarget", shared);
    }
  }
};

const limitPhrase = (result: PlanResult, phrase: DerivationInputs["phrase"]): Filled => {
  const { sustainable } = result;
  const limit = sustainable.limitedBy;
  if (limit === "capacity") return filled("limitedByCapacity");
  if (limit === "none") return filled("limitedByNothing");
  if (limit === "attainment")
    return filled("limitedByAttainment", { percent: pct(sustainable.attainment ?? 0) });
  const latency = sustainable[limit];
  const params = {
    statistic: latency.statistic === "mean" ? phrase(filled("statisticMean")) : latency.statistic,
    metric: limit.toUpperCase(),
    value: f(latency.valueMs),
  };
  return latency.targetMs === null
    ? filled("limitedByLatency", params)
    : filled("limitedByLatencyTarget", { ...params, target: f(latency.targetMs) });
};

const usd = (value: number): string => `$${f(value)}`;

const costOf =
  (per: "perHourUsd" | "perMillionOutputTokensUsd" | "perMillionInputTokensUsd"): Builder =>
  ({ plan, solved, phrase }) => {
    const { cost, throughput, allocation } = solved.result;
    const perHour = usd(cost?.perHourUsd ?? 0);
    if (per === "perHourUsd") {
      return filled("costPerHour", {
        gpus: f(allocation.totalGpus),
        price: usd(plan.hardware.gpuHourlyCostUsd ?? 0),
        perHour,
      });
    }
    const value = cost?.[per] ?? null;
    const output = per === "perMillionOutputTokensUsd";
    return filled(output ? "costPerMillionOutput" : "costPerMillionInput", {
      perHour,
      tokens: f(output ? throughput.outputTokensPerSecond : throughput.inputTokensPerSecond),
      cost: value === null ? phrase(filled("noTokensFlow")) : usd(value),
    });
  };

/** Every result path that has a derivation, and how to write it. */
export const builders = {
  "specDecode.acceptanceLength": acceptanceOf,
  "latency.tpotMs": tpotOf,
  "latency.ttftMs": ({ solved: { result } }) =>
    filled("ttft", {
      t1: f(result.latency.prefillBatchTimeMs),
      transfer: f(result.latency.kvTransferMs),
      ttft: f(result.latency.ttftMs),
    }),
  "latency.e2elMs": ({ plan, solved: { result } }) =>
    filled("e2el", {
      ttft: f(result.latency.ttftMs),
      outputLessOne: f(plan.workload.outputTokens - 1),
      t2: f(result.latency.tpotMs),
      e2el: f(result.latency.e2elMs),
    }),
  "latency.prefillBatchTimeMs": rooflineOf("prefill"),
  "latency.itlMs": rooflineOf("decode"),
  "latency.kvTransferMs": ({ plan, solved: { trace } }) =>
    filled("kvTransfer", {
      inputTokens: f(plan.workload.inputTokens),
      bytesPerToken: f(trace.transfer?.bytesPerTokenPerGpu ?? 0),
      gigabytesPerSecond: f((trace.transfer?.nicBytesPerSecond ?? 0) / 1e9),
      efficiency: f(trace.networkEfficiency),
      transfer: f(trace.transfer?.timeMs ?? 0),
    }),
  "latency.tokensPerSecondPerUser": ({ solved: { result } }) =>
    filled("tokensPerUser", {
      t2Seconds: perSecond(result.latency.tpotMs),
      value: f(result.latency.tokensPerSecondPerUser),
    }),
  "limits.prefillBatch": batchLimitOf("prefill"),
  "limits.decodeBatch": batchLimitOf("decode"),
  "rates.prefillRequestsPerSecond": ({ plan, solved: { result } }) =>
    filled("prefillRate", {
      eta: f(plan.rateMatching.prefill),
      batch: f(result.limits.prefillBatch.effective),
      t1Seconds: perSecond(result.latency.prefillBatchTimeMs),
      rate: f(result.rates.prefillRequestsPerSecond),
    }),
  "rates.decodeRequestsPerSecond": ({ plan, solved: { result } }) =>
    filled("decodeRate", {
      eta: f(plan.rateMatching.decode),
      batch: f(result.limits.decodeBatch.effective),
      outputTokens: f(plan.workload.outputTokens),
      t2Seconds: perSecond(result.latency.tpotMs),
      rate: f(result.rates.decodeRequestsPerSecond),
    }),
  "rates.prefillLoops": ({ plan, solved: { result } }) =>
    filled("prefillLoops", {
      outputTokens: f(plan.workload.outputTokens),
      t2: f(result.latency.tpotMs),
      t1: f(result.latency.prefillBatchTimeMs),
      loops: f(result.rates.prefillLoops),
    }),
  "ratio.prefillPerDecode": ({ solved: { result, trace } }) =>
    filled("balancedRatio", {
      decodeRate: f(trace.engineDecodeRate),
      prefillRate: f(result.rates.prefillRequestsPerSecond),
      ratio: f(result.ratio.prefillPerDecode),
    }),
  "ratio.decodePerPrefill": ({ solved: { result } }) =>
    filled("inverseRatio", {
      ratio: f(result.ratio.prefillPerDecode),
      inverse: f(result.ratio.decodePerPrefill),
    }),
  "allocation.prefillInstances": allocationOf,
  "allocation.decodeInstances": allocationOf,
  "allocation.totalNodes": ({ plan, solved: { result } }) =>
    filled("totalNodes", {
      x: f(result.allocation.prefillInstances),
      np: f(plan.prefill.nodesPerInstance),
      y: f(result.allocation.decodeInstances),
      nd: f(plan.decode.nodesPerInstance),
      nodes: f(result.allocation.totalNodes),
    }),
  "throughput.requestsPerSecond": ({ solved: { result } }) => {
    const { allocation, rates } = result;
    return filled("requestRate", {
      x: f(allocation.prefillInstances),
      prefillRate: f(rates.prefillRequestsPerSecond),
      y: f(allocation.decodeInstances),
      decodeRate: f(rates.decodeRequestsPerSecond),
      prefillCapacity: f(allocation.prefillInstances * rates.prefillRequestsPerSecond),
      decodeCapacity: f(allocation.decodeInstances * rates.decodeRequestsPerSecond),
      lambda: f(result.throughput.requestsPerSecond),
    });
  },
  "throughput.qpm": ({ solved: { result } }) =>
    filled("qpm", {
      lambda: f(result.throughput.requestsPerSecond),
      qpm: f(result.throughput.qpm),
    }),
  "throughput.qpmPerNode": ({ plan, solved: { result } }) =>
    filled("qpmPerNode", {
      qpm: f(result.throughput.qpm),
      x: f(result.allocation.prefillInstances),
      np: f(plan.prefill.nodesPerInstance),
      y: f(result.allocation.decodeInstances),
      nd: f(plan.decode.nodesPerInstance),
      nodes: f(result.allocation.totalNodes),
      value: f(result.throughput.qpmPerNode),
    }),
  "throughput.qpmPerGpu": ({ plan, solved: { result } }) =>
    filled("qpmPerGpu", {
      qpmPerNode: f(result.throughput.qpmPerNode),
      gpusPerNode: f(plan.hardware.gpusPerNode),
      value: f(result.throughput.qpmPerGpu),
    }),
  "throughput.inputTokensPerSecond": ({ plan, solved: { result } }) =>
    filled("inputTokensPerSecond", {
      lambda: f(result.throughput.requestsPerSecond),
      inputTokens: f(plan.workload.inputTokens),
      value: f(result.throughput.inputTokensPerSecond),
    }),
  "throughput.outputTokensPerSecond": ({ plan, solved: { result } }) =>
    filled("outputTokensPerSecond", {
      lambda: f(result.throughput.requestsPerSecond),
      outputTokens: f(plan.workload.outputTokens),
      value: f(result.throughput.outputTokensPerSecond),
    }),
  "throughput.inputTokensPerSecondPerPrefillNode": ({ solved: { result } }) =>
    filled("inputPerPrefillNode", {
      tokens: f(result.throughput.inputTokensPerSecond),
      nodes: f(result.allocation.prefillNodes),
      value: f(result.throughput.inputTokensPerSecondPerPrefillNode),
    }),
  "throughput.outputTokensPerSecondPerDecodeNode": ({ solved: { result } }) =>
    filled("outputPerDecodeNode", {
      tokens: f(result.throughput.outputTokensPerSecond),
      nodes: f(result.allocation.decodeNodes),
      value: f(result.throughput.outputTokensPerSecondPerDecodeNode),
    }),
  "throughput.outputTokensPerSecondPerGpu": ({ plan, solved: { result } }) =>
    filled("outputPerGpu", {
      tokens: f(result.throughput.outputTokensPerSecond),
      gpusPerNode: f(plan.hardware.gpusPerNode),
      nodes: f(result.allocation.totalNodes),
      gpus: f(result.allocation.totalGpus),
      value: f(result.throughput.outputTokensPerSecondPerGpu),
    }),
  "throughput.inputTokensPerSecondPerGpu": ({ solved: { result } }) =>
    filled("inputPerGpu", {
      tokens: f(result.throughput.inputTokensPerSecond),
      gpus: f(result.allocation.totalGpus),
      value: f(result.throughput.inputTokensPerSecondPerGpu),
    }),
  "throughput.totalTokensPerSecondPerGpu": ({ solved: { result } }) =>
    filled("totalPerGpu", {
      inputTokens: f(result.throughput.inputTokensPerSecond),
      outputTokens: f(result.throughput.outputTokensPerSecond),
      gpus: f(result.allocation.totalGpus),
      value: f(result.throughput.totalTokensPerSecondPerGpu),
    }),
  "utilization.prefill": ({ solved: { result } }) =>
    filled("prefillUtilization", {
      lambda: f(result.throughput.requestsPerSecond),
      capacity: f(result.allocation.prefillInstances * result.rates.prefillRequestsPerSecond),
      percent: pct(result.utilization.prefill),
    }),
  "utilization.decode": ({ solved: { result } }) =>
    filled("decodeUtilization", {
      lambda: f(result.throughput.requestsPerSecond),
      capacity: f(result.allocation.decodeInstances * result.rates.decodeRequestsPerSecond),
      percent: pct(result.utilization.decode),
    }),
  "concurrency.article": ({ plan, solved: { result } }) =>
    filled("articleConcurrency", {
      lambda: f(result.throughput.requestsPerSecond),
      outputTokens: f(plan.workload.outputTokens),
      t2Seconds: perSecond(result.latency.tpotMs),
      value: f(result.concurrency.article),
    }),
  "concurrency.decodeSlots": ({ solved: { result } }) =>
    filled("decodeSlots", {
      y: f(result.allocation.decodeInstances),
      batch: f(result.limits.decodeBatch.effective),
      value: f(result.concurrency.decodeSlots),
    }),
  "concurrency.littlesLaw": ({ plan, solved: { result } }) =>
    filled("littlesLaw", {
      lambda: f(result.throughput.requestsPerSecond),
      ttftSeconds: perSecond(result.latency.ttftMs),
      outputLessOne: f(plan.workload.outputTokens - 1),
      t2Seconds: perSecond(result.latency.tpotMs),
      value: f(result.concurrency.littlesLaw),
    }),
  "sustainable.requestsPerSecond": ({ solved: { result }, phrase }) =>
    filled("sustainable", {
      rate: f(result.sustainable.requestsPerSecond),
      percent: pct(result.sustainable.loadFraction),
      capacity: f(result.throughput.requestsPerSecond),
      limit: phrase(limitPhrase(result, phrase)),
    }),
  "concurrency.recommended": ({ solved: { result } }) => {
    const { recommended } = result.concurrency;
    const { inFlight, headroom, ratePerSecond } = recommended.params;
    return recommended.reason === "nothingFlows"
      ? filled("routerCapNothingFlows", { z: f(headroomZ) })
      : filled("routerCap", {
          z: f(headroomZ),
          inFlight: f(inFlight),
          rate: f(ratePerSecond),
          headroom: f(headroom),
          cap: f(recommended.maxConcurrency),
        });
  },
  "cost.perHourUsd": costOf("perHourUsd"),
  "cost.perMillionOutputTokensUsd": costOf("perMillionOutputTokensUsd"),
  "cost.perMillionInputTokensUsd": costOf("perMillionInputTokensUsd"),
} satisfies Record<string, Builder>;

export type ExplainedPath = keyof typeof builders;

import {
  efficiencyOverDefaults,
  formatNumber as f,
  type PlanResult,
  phaseFactors,
} from "../../model/index.ts";
import { type Builder, type Filled, filled, seconds } from "./filled.ts";

// Derivations of one request's latency, speculative decoding, the batch limits, each instance's
// rate and the balanced ratio.

const boundWords = {
  compute: "boundCompute",
  memory: "boundMemory",
  communication: "boundCommunication",
  kernelFloor: "boundKernelFloor",
  hostLaunch: "boundHostLaunch",
} as const;

const rooflineOf =
  (phase: "prefill" | "decode"): Builder =>
  ({ plan, solved, phrase }) => {
    const time = solved.trace.roofline[phase];
    const bound = boundWords[time?.boundBy ?? "compute"];
    // The phase's own factors over the plan's, as the roofline read them.
    const factors = efficiencyOverDefaults(phaseFactors(plan.latency, phase));
    const params = {
      compute: f(time?.computeMs ?? 0),
      memory: f(time?.memoryMs ?? 0),
      communication: f(time?.communicationMs ?? 0),
      overhead: f(time?.overheadMs ?? 0),
      time: f(time?.timeMs ?? 0),
      bound: phrase(
        bound === "boundHostLaunch"
          ? filled(bound, {
              perLayer: f(factors.eagerLaunchMsPerLayer),
              wait: f(time?.parts.eagerLaunchMs ?? 0),
            })
          : filled(bound),
      ),
    };
    if (plan.latency[phase].overlapCommunication !== true)
      return filled(phase === "prefill" ? "prefillRoofline" : "decodeRoofline", params);
    return filled(phase === "prefill" ? "prefillRooflineOverlap" : "decodeRooflineOverlap", {
      ...params,
      efficiency: f(factors.overlapEfficiency),
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

export const latencyBuilders = {
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
      t2Seconds: seconds(result.latency.tpotMs),
      value: f(result.latency.tokensPerSecondPerUser),
    }),
  "limits.prefillBatch": batchLimitOf("prefill"),
  "limits.decodeBatch": batchLimitOf("decode"),
  "rates.prefillRequestsPerSecond": ({ plan, solved: { result } }) =>
    filled("prefillRate", {
      eta: f(plan.rateMatching.prefill),
      batch: f(result.limits.prefillBatch.effective),
      t1Seconds: seconds(result.latency.prefillBatchTimeMs),
      rate: f(result.rates.prefillRequestsPerSecond),
    }),
  "rates.decodeRequestsPerSecond": ({ plan, solved: { result } }) =>
    filled("decodeRate", {
      eta: f(plan.rateMatching.decode),
      batch: f(result.limits.decodeBatch.effective),
      outputTokens: f(plan.workload.outputTokens),
      t2Seconds: seconds(result.latency.tpotMs),
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
} satisfies Record<string, Builder>;

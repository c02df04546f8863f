import { nearlyEqual } from "./tolerance.ts";
import { msToSeconds, secondsPerMinute } from "./units.ts";

// What x prefill and y decode instances deliver together (docs/model.md §4).

export interface OperatingInputs {
  gpusPerNode: number;
  inputTokens: number;
  outputTokens: number;
  prefillNodesPerInstance: number;
  decodeNodesPerInstance: number;
  prefillInstances: number;
  decodeInstances: number;
  /** r_p and r_d of one instance, requests per second. */
  prefillRate: number;
  decodeRate: number;
  decodeBatch: number;
  ttftMs: number;
  tpotMs: number;
}

export interface Throughput {
  requestsPerSecond: number;
  qpm: number;
  qpmPerNode: number;
  qpmPerGpu: number;
  inputTokensPerSecond: number;
  outputTokensPerSecond: number;
  inputTokensPerSecondPerPrefillNode: number;
  outputTokensPerSecondPerDecodeNode: number;
  inputTokensPerSecondPerGpu: number;
  outputTokensPerSecondPerGpu: number;
  totalTokensPerSecondPerGpu: number;
}

export interface OperatingPoint {
  nodes: { prefill: number; decode: number; total: number; gpus: number };
  throughput: Throughput;
  /** Busy fraction of each side, 0 to 1. */
  utilization: { prefill: number; decode: number };
  bottleneck: "prefill" | "decode" | "balanced" | "none";
  concurrency: { article: number; decodeSlots: number; littlesLaw: number };
}

/** a / b, or 0 where nothing was allocated (keeps every number finite). */
const per = (a: number, b: number): number => (b > 0 ? a / b : 0);

export const operatingPoint = (p: OperatingInputs): OperatingPoint => {
  const t1 = msToSeconds(p.ttftMs);
  const t2 = msToSeconds(p.tpotMs);
  const prefillCapacity = p.prefillInstances * p.prefillRate;
  const decodeCapacity = p.decodeInstances * p.decodeRate;
  const lambda = Math.min(prefillCapacity, decodeCapacity);
  const prefillNodes = p.prefillInstances * p.prefillNodesPerInstance;
  const decodeNodes = p.decodeInstances * p.decodeNodesPerInstance;
  const nodes = prefillNodes + decodeNodes;
  const gpus = nodes * p.gpusPerNode;
  const qpm = lambda * secondsPerMinute;
  const inputTps = lambda * p.inputTokens;
  const outputTps = lambda * p.outputTokens;
  const utilization = {
    prefill: per(lambda, prefillCapacity),
    decode: per(lambda, decodeCapacity),
  };
  const bottleneck =
    lambda <= 0
      ? "none"
      : nearlyEqual(prefillCapacity, decodeCapacity)
        ? "balanced"
        : prefillCapacity < decodeCapacity
          ? "prefill"
          : "decode";
  const concurrency = {
    article: lambda * p.outputTokens * t2,
    decodeSlots: p.decodeInstances * p.decodeBatch,
    littlesLaw: lambda * (t1 + (p.outputTokens - 1) * t2),
  };
  return {
    nodes: { prefill: prefillNodes, decode: decodeNodes, total: nodes, gpus },
    throughput: {
      requestsPerSecond: lambda,
      qpm,
      qpmPerNode: per(qpm, nodes),
      qpmPerGpu: per(qpm, gpus),
      inputTokensPerSecond: inputTps,
      outputTokensPerSecond: outputTps,
      inputTokensPerSecondPerPrefillNode: per(inputTps, prefillNodes),
      outputTokensPerSecondPerDecodeNode: per(outputTps, decodeNodes),
      inputTokensPerSecondPerGpu: per(inputTps, gpus),
      outputTokensPerSecondPerGpu: per(outputTps, gpus),
      totalTokensPerSecondPerGpu: per(inputTps + outputTps, gpus),
    },
    utilization,
    bottleneck,
    concurrency,
  };
};

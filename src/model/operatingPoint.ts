import { type Derivation, derive } from "./explain.ts";
import { formatNumber as f } from "./format.ts";
import { nearlyEqual } from "./tolerance.ts";
import { msToSeconds, percent, secondsPerMinute } from "./units.ts";

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
  explain: Record<string, Derivation>;
}

/** a / b, or 0 where nothing was allocated (keeps every number finite). */
const per = (a: number, b: number): number => (b > 0 ? a / b : 0);

const pct = (fraction: number): string => `${f(fraction * percent)}%`;

export const operatingPoint = (p: OperatingInputs, withExplain = true): OperatingPoint => {
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
  const λ = `${f(lambda)} req/s`;
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
    explain: withExplain
      ? {
          "throughput.requestsPerSecond": derive(
            "λ = min(x · r_p, y · r_d)",
            `λ = min(${p.prefillInstances} · ${f(p.prefillRate)}, ${p.decodeInstances} · ${f(p.decodeRate)}) = min(${f(prefillCapacity)}, ${f(decodeCapacity)}) = ${λ}`,
          ),
          "throughput.qpm": derive("QPM = 60 · λ", `QPM = 60 · ${λ} = ${f(qpm)}`),
          "throughput.qpmPerNode": derive(
            "QPM per node = 60 · λ / (x · n_p + y · n_d)",
            `${f(qpm)} / (${p.prefillInstances} · ${p.prefillNodesPerInstance} + ${p.decodeInstances} · ${p.decodeNodesPerInstance} = ${f(nodes)} nodes) = ${f(per(qpm, nodes))}`,
          ),
          "throughput.qpmPerGpu": derive(
            "QPM per GPU = QPM per node / G",
            `${f(per(qpm, nodes))} / ${p.gpusPerNode} = ${f(per(qpm, gpus))}`,
          ),
          "throughput.inputTokensPerSecond": derive(
            "input tokens/s = λ · l_i",
            `${λ} · ${f(p.inputTokens)} = ${f(inputTps)}`,
          ),
          "throughput.outputTokensPerSecond": derive(
            "output tokens/s = λ · l_o",
            `${λ} · ${f(p.outputTokens)} = ${f(outputTps)}`,
          ),
          "throughput.inputTokensPerSecondPerPrefillNode": derive(
            "input tokens/s per prefill node = λ · l_i / (x · n_p)",
            `${f(inputTps)} / ${f(prefillNodes)} = ${f(per(inputTps, prefillNodes))}`,
          ),
          "throughput.outputTokensPerSecondPerDecodeNode": derive(
            "output tokens/s per decode node = λ · l_o / (y · n_d)",
            `${f(outputTps)} / ${f(decodeNodes)} = ${f(per(outputTps, decodeNodes))}`,
          ),
          "throughput.outputTokensPerSecondPerGpu": derive(
            "output tokens/s per GPU = λ · l_o / (G · (x · n_p + y · n_d))",
            `${f(outputTps)} / (${p.gpusPerNode} · ${f(nodes)} = ${f(gpus)} GPUs) = ${f(per(outputTps, gpus))}`,
          ),
          "throughput.inputTokensPerSecondPerGpu": derive(
            "input tokens/s per GPU = λ · l_i / (G · (x · n_p + y · n_d))",
            `${f(inputTps)} / ${f(gpus)} GPUs = ${f(per(inputTps, gpus))}`,
          ),
          "throughput.totalTokensPerSecondPerGpu": derive(
            "tokens/s per GPU = λ · (l_i + l_o) / (G · (x · n_p + y · n_d))",
            `(${f(inputTps)} + ${f(outputTps)}) / ${f(gpus)} GPUs = ${f(per(inputTps + outputTps, gpus))}`,
          ),
          "utilization.prefill": derive(
            "prefill utilization = λ / (x · r_p)",
            `${f(lambda)} / ${f(prefillCapacity)} = ${pct(utilization.prefill)}`,
          ),
          "utilization.decode": derive(
            "decode utilization = λ / (y · r_d)",
            `${f(lambda)} / ${f(decodeCapacity)} = ${pct(utilization.decode)}`,
          ),
          "concurrency.article": derive(
            "C = λ · l_o · t2 (= p_loop · b_p · x when prefill binds)",
            `${λ} · ${f(p.outputTokens)} · ${f(t2)} s = ${f(concurrency.article)}`,
          ),
          "concurrency.decodeSlots": derive(
            "decode slots = y · b_d",
            `${p.decodeInstances} · ${f(p.decodeBatch)} = ${f(concurrency.decodeSlots)}`,
          ),
          "concurrency.littlesLaw": derive(
            "L = λ · (t1 + (l_o − 1) · t2)",
            `${λ} · (${f(t1)} s + ${f(p.outputTokens - 1)} · ${f(t2)} s) = ${f(concurrency.littlesLaw)}`,
          ),
        }
      : {},
  };
};

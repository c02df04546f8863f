import { formatNumber as f, secondsPerMinute } from "../../model/index.ts";
import { type Builder, filled, pct, seconds } from "./filled.ts";

// Derivations of the fleet: the allocation, throughput, utilization and the concurrency figures.

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

export const fleetBuilders = {
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
      t2Seconds: seconds(result.latency.tpotMs),
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
      ttftSeconds: seconds(result.latency.ttftMs),
      outputLessOne: f(plan.workload.outputTokens - 1),
      t2Seconds: seconds(result.latency.tpotMs),
      value: f(result.concurrency.littlesLaw),
    }),
} satisfies Record<string, Builder>;

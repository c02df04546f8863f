import { simulatedTexts } from "./simulatedText.ts";

// The Curves tab's English strings; textZh.ts mirrors them key for key.

export const curvesEn = {
  intro:
    "How the plan trades latency for throughput. Hover a point for its whole operating point; each chart exports its picture (PNG) and its numbers (CSV).",
  thisPlan: "This plan",
  exportPng: "PNG",
  exportCsv: "CSV",
  legendMarks:
    "Hollow points miss an SLO; solid squares are measured profile points; dashed lines are SLOs; a shaded stretch is a load whose queue grows without bound.",
  controls: {
    heading: "Move the plan along the curves",
    decodeBatch: "Decode batch b_d",
    prefillBatch: "Prefill batch b_p",
  },
  charts: {
    decode: {
      title: "Decode: throughput vs TPOT",
      x: "TPOT (ms)",
      y: "Output tokens/s per decode GPU",
      explain:
        "Each point is a decode batch b_d, from 1 up to the KV-cache cap or twice the plan's batch, within the engine limits: a larger batch gives more tokens/s per GPU and a longer TPOT.",
      flat: "The decode step is an entered constant, so TPOT cannot change with the batch and the line stands vertical. Choose a measured profile or the roofline for the decode step to see the real trade-off.",
    },
    prefill: {
      title: "Prefill: throughput vs t1",
      x: "t1, prefill batch time (ms)",
      y: "Input tokens/s per prefill GPU",
      explain:
        "Each point is a prefill batch b_p, up to twice the plan's within the engine limits: a larger batch raises input tokens/s per GPU and lengthens t1. The dashed line is the t1 at which TTFT (t1 + KV transfer) meets its SLO.",
      flat: "t1 is an entered constant, so it cannot change with the batch and the line stands vertical. Choose a measured profile or the roofline for prefill to see the real trade-off.",
    },
    pareto: {
      title: "Pareto frontier: tokens/s per GPU vs tokens/s per user",
      x: "Tokens/s per user (1 / TPOT)",
      y: "Output tokens/s per GPU",
      explain:
        "The best output per GPU at each per-user speed, over decode batches (and draft counts when a roofline prices the decode step); only points nothing beats on both axes remain. Disaggregated counts the whole xPyD fleet at the balanced ratio, P and D GPUs together.",
      aggregated:
        "Aggregated: P and D share every GPU; each engine step runs the decode batch plus a chunk of prompt tokens (within maxNumBatchedTokens), a prompt token costing the GPU time the prefill side spends on it (where the engines share their experts, each step waits for the engine holding the most prompt tokens). At the same batch both do the same work per GPU, so aggregated pays with a longer TPOT, longer still where engines wait for each other; interference and per-phase parallelism are not modelled.",
      flat: "The decode step is an entered constant, so the disaggregated side is a single point; choose a measured profile or the roofline for the decode step to see its frontier.",
      series: {
        disaggregated: "Disaggregated (xPyD)",
        aggregated: "Aggregated (chunked prefill)",
      },
    },
    ttftVsRate: {
      title: "TTFT vs request rate: the queueing knee",
      x: "Offered request rate (req/s)",
      y: "{statistic} TTFT (ms, log scale)",
      explain:
        "TTFT at its SLO's statistic (the mean without one) as requests arrive faster, from low load up to the deployment's capacity: queueing wait + t1 + KV transfer, from the analytic estimate that also sets the sustainable load. The shaded stretch is where its queues cannot drain; the diamond is the plan at its sustainable load.",
    },
    nodesForTarget: {
      title: "Nodes needed vs target QPM",
      x: "Target QPM (req/min)",
      y: "Nodes",
      explain:
        "Nodes the target-QPM allocation needs for each target, with the plan's instances as they are, sized so every SLO holds at the target with queueing. The diamond is the plan at its sustainable load.",
    },
    ...simulatedTexts.en.charts,
  },
  series: {
    decode: "Decode batch sweep",
    prefill: "Prefill batch sweep",
    ttft: "TTFT under load",
    nodes: "Nodes needed",
    ...simulatedTexts.en.series,
  },
  guides: {
    tpotMs: "TPOT SLO {value} ms",
    ttftMs: "TTFT SLO {value} ms",
    ttftMsLessTransfer: "TTFT SLO {value} ms − KV transfer",
    ...simulatedTexts.en.guides,
  },
  detail: {
    decodeBatch: "Decode batch b_d",
    prefillBatch: "Prefill batch b_p",
    draftTokens: "Draft tokens k",
    acceptanceLength: "Acceptance length α",
    itlMs: "ITL (ms)",
    tpotMs: "TPOT (ms)",
    ttftMs: "TTFT (ms)",
    e2elMs: "E2EL (ms)",
    prefillBatchTimeMs: "t1 (ms)",
    kvTransferMs: "KV transfer (ms)",
    queueWaitMs: "Queueing wait (ms)",
    stepMs: "Engine step (ms)",
    prefillTokensPerStep: "Prompt tokens per step",
    tokensPerSecondPerUser: "Tokens/s per user",
    outputTokensPerSecondPerGpu: "Output tokens/s per GPU (P + D)",
    balancedOutputTokensPerSecondPerGpu: "At the balanced ratio (tokens/s per GPU)",
    decodeOutputTokensPerSecondPerGpu: "Output tokens/s per decode GPU",
    inputTokensPerSecondPerGpu: "Input tokens/s per prefill GPU",
    decodeRequestsPerSecond: "r_d per decode instance (req/s)",
    prefillRequestsPerSecond: "r_p per prefill instance (req/s)",
    requestsPerSecond: "Request rate (req/s)",
    prefillUtilization: "Prefill utilization",
    prefillInstances: "Prefill instances x",
    decodeInstances: "Decode instances y",
    prefillPerDecode: "Balanced x / y",
    qpm: "QPM",
    qpmPerNode: "QPM per node",
    targetQpm: "Target QPM",
    totalNodes: "Nodes",
    ...simulatedTexts.en.detail,
  },
  notes: {
    latencySource: "Latency source",
    boundBy: "Bound by",
    ...simulatedTexts.en.notes,
  },
  noteValues: {
    constant: "entered constant",
    profile: "measured profile",
    roofline: "roofline estimate",
    compute: "compute",
    memory: "memory bandwidth",
    communication: "communication",
    kernelFloor: "fixed kernel times",
    hostLaunch: "kernel launches without CUDA graphs",
    mean: "mean",
    p50: "P50",
    p90: "P90",
    p95: "P95",
    p99: "P99",
  },
  flags: {
    saturated: "saturated: the queue grows without bound",
    extrapolated: "profile extrapolated",
    sloMissed: "misses an SLO",
    measured: "measured profile point",
    unsettled:
      "indicative: the run is shorter than its queue takes to forget its empty start, so its waits wander from run to run",
  },
  measured: {
    legend: "Measured profile points",
    legendFrom: "Measured ({file})",
    point: "measured profile point",
    pointFrom: "measured ({file})",
    note: "Solid squares are the profile's measured points (batches {batches}); the line between them is interpolated, beyond them extrapolated.",
    noteFrom:
      "Solid squares are the points measured in {file} (batches {batches}); the line between them is interpolated, beyond them extrapolated.",
  },
  statistics: { mean: "Mean", p50: "P50", p90: "P90", p95: "P95", p99: "P99" },
  simulated: simulatedTexts.en,
  empty: "Nothing to draw: this plan serves no requests (see the limits on the Plan tab).",
};

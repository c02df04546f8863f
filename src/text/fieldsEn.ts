import type { PlanPath } from "../model/index.ts";

interface FieldText {
  label: string;
  unit: string;
  help: string;
}

// English labels, units and one-line help for every plan field (the `fields` group of en.ts).
export const fieldsEn = {
  "hardware.gpusPerNode": {
    label: "GPUs per node",
    unit: "GPU",
    help: "GPUs in one node (G); every instance spans whole nodes.",
  },
  "hardware.gpuHourlyCostUsd": {
    label: "GPU-hour price",
    unit: "$/GPU·h",
    help: "Optional: what one GPU costs per hour, for cost per hour and per million tokens. With a D GPU-hour price, it prices the prefill GPUs only.",
  },
  "hardware.decodeGpuHourlyCostUsd": {
    label: "D GPU-hour price",
    unit: "$/GPU·h",
    help: "Optional: what one decode GPU costs per hour when decode runs on other GPUs than prefill. Empty: the GPU-hour price, which then prices prefill only.",
  },

  "workload.inputTokens": {
    label: "Input tokens",
    unit: "tokens",
    help: "Mean prompt length l_i of one request.",
  },
  "workload.outputTokens": {
    label: "Output tokens",
    unit: "tokens",
    help: "Mean generated length l_o of one request.",
  },
  "workload.prefixCacheHitRate": {
    label: "Prefix-cache hits",
    unit: "%",
    help: "Optional: the share of prompt tokens whose KV is already cached (vLLM's prefix cache hit rate). The roofline then computes only the rest of each prompt, at least its last token; decode still attends over the whole context. A measured t1 already includes the hits.",
  },
  "prefill.nodesPerInstance": {
    label: "Nodes per P instance",
    unit: "nodes",
    help: "Nodes one prefill instance spans (n_p); a fraction for part of a node: 0.25 of an 8-GPU node is 2 GPUs.",
  },
  "prefill.batchSize": {
    label: "Prefill batch b_p",
    unit: "req",
    help: "Requests one prefill instance processes together in one batch.",
  },
  "prefill.batchTimeMs": {
    label: "Prefill batch time t1",
    unit: "ms",
    help: "Time to prefill one batch of b_p requests; about TTFT without queueing.",
  },
  "prefill.dataParallel": {
    label: "Engines per P instance",
    unit: "engines",
    help: "Data-parallel engines (schedulers) in one instance; engine limits multiply by this.",
  },
  "decode.nodesPerInstance": {
    label: "Nodes per D instance",
    unit: "nodes",
    help: "Nodes one decode instance spans (n_d); a fraction for part of a node: 0.25 of an 8-GPU node is 2 GPUs.",
  },
  "decode.batchSize": {
    label: "Decode batch b_d",
    unit: "seq",
    help: "Sequences decoding at once on one decode instance at this ITL.",
  },
  "decode.itlMs": {
    label: "ITL",
    unit: "ms",
    help: "Inter-token latency: time between streamed chunks at batch b_d.",
  },
  "decode.itlMeasuredWith": {
    label: "ITL measured with",
    unit: "",
    help: "Whether the ITL above came from a run with speculative decoding on or from plain decoding.",
  },
  "decode.dataParallel": {
    label: "Engines per D instance",
    unit: "engines",
    help: "Data-parallel engines in one instance (DeepSeek's decode: 144); engine limits multiply by this.",
  },
  "specDecode.draftTokens": {
    label: "Draft tokens k",
    unit: "tokens",
    help: "Tokens the draft proposes per verify step; 0 turns speculative decoding off.",
  },
  "specDecode.acceptanceLength": {
    label: "Acceptance length α",
    unit: "tokens/step",
    help: "Mean tokens emitted per verify step, 1 to k + 1 (vLLM: 1 + accepted / drafts).",
  },
  "specDecode.perPositionAcceptance": {
    label: "Per-position acceptance p",
    unit: "",
    help: "Chance that each draft position is accepted; α = (1 − p^(k+1)) / (1 − p).",
  },
  "specDecode.stepCostRatio": {
    label: "Speculative step cost",
    unit: "× plain",
    help: "How many plain decode steps one speculative step (draft + verify) costs; used with a plain-decoding ITL.",
  },
  "engine.prefill.maxNumSeqs": {
    label: "P max_num_seqs",
    unit: "seq",
    help: "Most sequences one prefill engine schedules per step.",
  },
  "engine.prefill.maxNumBatchedTokens": {
    label: "P max_num_batched_tokens",
    unit: "tokens",
    help: "Most tokens one prefill engine processes per step; a prompt costs its whole length.",
  },
  "engine.decode.maxNumSeqs": {
    label: "D max_num_seqs",
    unit: "seq",
    help: "Most sequences one decode engine schedules per step.",
  },
  "engine.decode.maxNumBatchedTokens": {
    label: "D max_num_batched_tokens",
    unit: "tokens",
    help: "Most tokens one decode engine processes per step; a sequence costs k + 1.",
  },
  "engine.prefill.chunkedPrefill": {
    label: "Chunked prefill",
    unit: "",
    help: "vLLM's --enable-chunked-prefill: a prompt longer than P max_num_batched_tokens is split over steps, so the token budget no longer limits which prompts run.",
  },
  "engine.router.maxConcurrency": {
    label: "Router max concurrency",
    unit: "req",
    help: "Most requests the router lets in at once, shared by the decode instances.",
  },
  "slo.ttftMs": {
    label: "TTFT SLO",
    unit: "ms",
    help: "Target for time to first token, at the statistic beside it, checked with queueing at the sustainable load. Empty: no target.",
  },
  "slo.ttftStatistic": {
    label: "TTFT statistic",
    unit: "",
    help: "Which statistic over requests the TTFT target bounds: the mean, or a percentile (P99: 99% of requests at or below it).",
  },
  "slo.tpotMs": {
    label: "TPOT SLO",
    unit: "ms",
    help: "Target for time per output token after the first, at the statistic beside it. Empty: no target.",
  },
  "slo.tpotStatistic": {
    label: "TPOT statistic",
    unit: "",
    help: "Which statistic over requests the TPOT target bounds: the mean, or a percentile.",
  },
  "slo.e2elMs": {
    label: "E2EL SLO",
    unit: "ms",
    help: "Target for end-to-end latency, arrival to last token, at the statistic beside it. Empty: no target.",
  },
  "slo.e2elStatistic": {
    label: "E2EL statistic",
    unit: "",
    help: "Which statistic over requests the E2EL target bounds: the mean, or a percentile.",
  },
  "slo.attainment": {
    label: "SLO attainment",
    unit: "%",
    help: "Share of requests that must meet every SLO at once (DistServe's SLO attainment), e.g. 99. Empty: no target.",
  },
  "load.arrival": {
    label: "Arrivals",
    unit: "",
    help: "How requests arrive: Poisson (independent, at random), gamma gaps with a coefficient of variation, or evenly spaced.",
  },
  "load.arrivalCv": {
    label: "Arrival CV",
    unit: "",
    help: "Coefficient of variation of the gaps between arrivals: 1 is Poisson, above 1 bursty, below 1 more regular.",
  },
  "load.sizes": {
    label: "Request sizes",
    unit: "",
    help: "Every request at the mean input and output tokens, a lognormal spread around those means, or the sizes of a run or trace you import.",
  },
  "load.inputCv": {
    label: "Input CV",
    unit: "",
    help: "Coefficient of variation of prompt tokens around the mean input tokens; empty or 0 makes every prompt the same.",
  },
  "load.outputCv": {
    label: "Output CV",
    unit: "",
    help: "Coefficient of variation of output tokens around the mean output tokens; empty or 0 makes every output the same.",
  },
  "load.routing": {
    label: "Routing",
    unit: "",
    help: "How the router picks a P and a D instance: the one with the fewest outstanding requests, or each in turn.",
  },
  "rateMatching.prefill": {
    label: "Prefill factor η_p",
    unit: "",
    help: "Multiplies each prefill instance's rate (AIConfigurator: 0.9, for pipeline bubbles).",
  },
  "rateMatching.decode": {
    label: "Decode factor η_d",
    unit: "",
    help: "Multiplies each decode instance's rate (AIConfigurator: 0.92, for unfilled batch slots).",
  },
  "allocation.mode": { label: "Allocate by", unit: "", help: "How x and y are chosen." },
  "allocation.totalNodes": {
    label: "Node budget N",
    unit: "nodes",
    help: "Most nodes to use; the planner maximizes throughput within it.",
  },
  "allocation.targetQpm": {
    label: "Target QPM",
    unit: "req/min",
    help: "Requests per minute to serve with the fewest nodes.",
  },
  "allocation.prefillInstances": {
    label: "Prefill instances x",
    unit: "",
    help: "Number of prefill instances.",
  },
  "allocation.decodeInstances": {
    label: "Decode instances y",
    unit: "",
    help: "Number of decode instances.",
  },
} satisfies Partial<Record<PlanPath, FieldText>>;

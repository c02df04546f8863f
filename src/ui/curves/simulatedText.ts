// The simulated charts' strings (the knee and the CDFs), merged into the Curves tab's dictionary
// by text.ts; zh mirrors en key for key.

const en = {
  section: {
    heading: "Simulated: the knee and the latency spread",
    intro:
      "Requests simulated one by one through the router, the prefill queues and the decode batches, at {loads} loads from 30% to 110% of capacity ({requests} requests each, as vllm bench serve counts them), beside the analytic estimate.",
    running: "Simulating load {done} of {total}…",
    finished: "Simulated {total} loads in {seconds} s.",
    failed: "{count} loads could not be simulated.",
    nothing: "Nothing to simulate: this plan serves no requests.",
  },
  charts: {
    attainmentVsRate: {
      title: "SLO attainment vs offered load",
      x: "Offered request rate (req/s)",
      y: "Requests meeting every SLO (%)",
      explain:
        "Each point is one simulated load: the share of its requests whose TTFT, TPOT and E2EL all met their targets. The dashed line is the estimate; the shaded stretch is where the queue grows without bound.",
    },
    ttftP99VsRate: {
      title: "P99 TTFT vs offered load",
      x: "Offered request rate (req/s)",
      y: "P99 TTFT (ms, log scale)",
      explain:
        "The 99th percentile of time to first token at each simulated load, queueing included, beside the estimate's P99. Unstable loads have no percentile: the longer such a run, the longer its waits.",
    },
    tpotP99VsRate: {
      title: "P99 TPOT vs offered load",
      x: "Offered request rate (req/s)",
      y: "P99 TPOT (ms)",
      explain:
        "The 99th percentile of time per output token at each simulated load, beside the estimate's P99: a fuller decode batch runs slower steps.",
    },
    ttftCdf: {
      title: "TTFT distribution at the sustainable load",
      x: "TTFT (ms)",
      y: "Share of requests",
      explain:
        "The share of simulated requests whose first token came within each time, at the estimated sustainable load.",
    },
    tpotCdf: {
      title: "TPOT distribution at the sustainable load",
      x: "TPOT (ms)",
      y: "Share of requests",
      explain:
        "The share of simulated requests whose time per output token stayed within each time, at the estimated sustainable load.",
    },
  },
  series: { simulated: "Simulated", estimated: "Analytic estimate" },
  guides: {
    attainment: "Attainment target {value}%",
    sustainable: "Sustainable {value} req/s",
  },
  band: "unstable",
  cdfLine: "Simulated at {rate} req/s",
  unstableNote:
    "Unstable at {rates} req/s: the queue grew through the run, so no percentile is drawn.",
  unsettledNote:
    "Triangles ({rates} req/s): each run measured fewer requests than its queue takes to forget its empty start at that load, so the waits there wander from run to run; read them as indicative.",
  noSlos:
    "The plan sets no SLOs, so every request meets them: attainment is 100% until the queue grows without bound.",
  noCdf: "The sustainable load's run is not done yet.",
  cdfUnstable:
    "The run at the estimated sustainable load was unstable, so there is no distribution to draw.",
  detail: {
    loadFraction: "Share of capacity",
    sloAttainment: "SLO attainment",
    goodputPerSecond: "Goodput (req/s)",
    ttftP99Ms: "P99 TTFT (ms)",
    ttftMeanMs: "Mean TTFT (ms)",
    tpotP99Ms: "P99 TPOT (ms)",
    tpotMeanMs: "Mean TPOT (ms)",
    e2elP99Ms: "P99 E2EL (ms)",
    decodeUtilization: "Decode utilization",
    prefillQueueWaitMs: "Mean prefill queue wait (ms)",
    decodeQueueWaitMs: "Mean decode queue wait (ms)",
    requests: "Requests measured",
    rejected: "Requests rejected",
    latencyMs: "Latency (ms)",
    share: "Share of requests",
  },
  notes: { statistic: "Statistic" },
};

export type SimulatedText = typeof en;

const zh: SimulatedText = {
  section: {
    heading: "仿真：拐点与延迟分布",
    intro:
      "逐个请求仿真经过路由、prefill 队列与 decode 批处理的过程，在容量的 30% 到 110% 之间取 {loads} 个负载（每个 {requests} 个请求，按 vllm bench serve 的口径统计），并与解析估算对照。",
    running: "正在仿真第 {done} / {total} 个负载…",
    finished: "已仿真 {total} 个负载，用时 {seconds} 秒。",
    failed: "有 {count} 个负载无法仿真。",
    nothing: "无可仿真内容：该方案服务不了任何请求。",
  },
  charts: {
    attainmentVsRate: {
      title: "SLO 达成率与到达负载",
      x: "到达请求速率（请求/秒）",
      y: "满足全部 SLO 的请求（%）",
      explain:
        "每个点是一次仿真的负载：TTFT、TPOT 与 E2EL 都达标的请求所占比例。虚线为解析估算；阴影区间内队列无限增长。",
    },
    ttftP99VsRate: {
      title: "P99 TTFT 与到达负载",
      x: "到达请求速率（请求/秒）",
      y: "P99 TTFT（毫秒，对数坐标）",
      explain:
        "每个仿真负载下含排队的首 token 时间第 99 百分位，与估算的 P99 对照。不稳定的负载没有百分位：仿真越久，等待越长。",
    },
    tpotP99VsRate: {
      title: "P99 TPOT 与到达负载",
      x: "到达请求速率（请求/秒）",
      y: "P99 TPOT（毫秒）",
      explain:
        "每个仿真负载下每输出 token 时间的第 99 百分位，与估算的 P99 对照：decode 批越满，每步越慢。",
    },
    ttftCdf: {
      title: "可持续负载下的 TTFT 分布",
      x: "TTFT（毫秒）",
      y: "请求占比",
      explain: "在估算的可持续负载下，首 token 在各时间以内到达的仿真请求所占比例。",
    },
    tpotCdf: {
      title: "可持续负载下的 TPOT 分布",
      x: "TPOT（毫秒）",
      y: "请求占比",
      explain: "在估算的可持续负载下，每输出 token 时间不超过各时间的仿真请求所占比例。",
    },
  },
  series: { simulated: "仿真", estimated: "解析估算" },
  guides: {
    attainment: "达成率目标 {value}%",
    sustainable: "可持续 {value} 请求/秒",
  },
  band: "不稳定",
  cdfLine: "仿真，{rate} 请求/秒",
  unstableNote: "在 {rates} 请求/秒下不稳定：队列在整个仿真中持续增长，因此不画百分位。",
  unsettledNote:
    "三角形点（{rates} 请求/秒）：每次仿真统计的请求数少于该负载下队列摆脱空队列起点所需的数量，等待时间在各次之间波动，仅供参考。",
  noSlos: "方案未设 SLO，所有请求都算达标：在队列无限增长之前达成率均为 100%。",
  noCdf: "可持续负载的仿真尚未完成。",
  cdfUnstable: "在估算的可持续负载下仿真不稳定，没有可画的分布。",
  detail: {
    loadFraction: "占容量比例",
    sloAttainment: "SLO 达成率",
    goodputPerSecond: "有效吞吐（请求/秒）",
    ttftP99Ms: "P99 TTFT（毫秒）",
    ttftMeanMs: "平均 TTFT（毫秒）",
    tpotP99Ms: "P99 TPOT（毫秒）",
    tpotMeanMs: "平均 TPOT（毫秒）",
    e2elP99Ms: "P99 E2EL（毫秒）",
    decodeUtilization: "Decode 利用率",
    prefillQueueWaitMs: "平均 prefill 排队等待（毫秒）",
    decodeQueueWaitMs: "平均 decode 排队等待（毫秒）",
    requests: "计入统计的请求数",
    rejected: "被拒绝的请求数",
    latencyMs: "延迟（毫秒）",
    share: "请求占比",
  },
  notes: { statistic: "统计量" },
};

export const simulatedTexts = { en, zh } as const;

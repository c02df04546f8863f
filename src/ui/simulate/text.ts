import { useI18n } from "../i18n/i18n.tsx";

// The simulation panel's strings; zh mirrors en key for key.

const en = {
  title: "Simulation",
  intro:
    "A discrete-event run of this deployment: arrivals, the router, batching, the KV transfer and the spread of sizes, which the estimate only approximates. It runs by itself a second after you stop editing.",
  rate: "Load",
  rateUnit: "QPM",
  rateHelp: "Requests per minute to simulate. Empty: the sustainable load.",
  rateInvalid: "Enter a load above 0, or leave it empty for the sustainable load.",
  ratePlaceholder: "sustainable",
  noSustainable: "No load meets every SLO: simulating half of capacity instead.",
  servesNothing:
    "The plan serves no requests, so there is no load to simulate: see the problems above.",
  simulate: "Simulate",
  cancel: "Cancel",
  progress: "Simulating: {percent}",
  waiting: "Runs a second after your last edit…",
  cancelled: "Cancelled.",
  failed: "The simulation stopped: {message}",
  stale: "For the plan before your last edit; a new run follows.",
  none: "No run yet.",
  at: "At {qpm} QPM ({rps} req/s), {percent} of capacity",
  stable: "Stable: the queues stay bounded.",
  unstable:
    "Unstable: the queue grows by {rate} req/s. This load is more than the deployment serves.",
  overfull:
    "Stopped: more than {limit} requests were in flight at once, more than a simulation follows. Lower the load or the batch sizes to simulate this plan.",
  unstableTable: "No latency settles while the queue grows.",
  relaxation:
    "At {percent} of the busier stage's capacity a queue takes about {span} requests to forget its empty start (ρ / (1 − √ρ)² for one queue), more than the {requests} each run measures: the simulated waits, and TTFT and E2EL with them, wander from run to run and are not compared with the estimate. To compare them, simulate more requests on the command line (simulate --requests) or a load further below capacity.",
  unsettled:
    "A warm-up reached its limit with the requests in service still changing (warm-ups averaged {requests} requests): decode batches may still have been filling, so the simulated latencies may read low.",
  overfullTable: "No latency is known: the run stopped before its requests were done.",
  attainment: "SLO attainment",
  attainmentTarget: "target {target}",
  goodput: "Goodput",
  goodputValue: "{rps} req/s ({qpm} QPM)",
  utilization: "Busy",
  utilizationValue: "P {prefill} · D {decode}",
  sloLine: "{value} ms · SLO {target} ms",
  rejected:
    "{count} requests could not be served at all: a prompt over the prefill token budget or a context over the KV cache.",
  metric: "Metric",
  statistics: { mean: "Mean", p50: "P50", p90: "P90", p99: "P99", "p99.9": "P99.9" },
  sloStatistics: { mean: "Mean", p50: "P50", p90: "P90", p95: "P95", p99: "P99" },
  latencyLabel: "{statistic} {metric}",
  rows: {
    ttft: "TTFT",
    tpot: "TPOT",
    itl: "ITL",
    e2el: "E2EL",
    routerMs: "Wait at the router",
    prefillQueueMs: "Wait for prefill",
    kvTransferMs: "KV transfer",
    decodeQueueMs: "Wait for decode",
  },
  tableTitle: "Simulated latency and waits, ms",
  caption:
    "Simulated latency per request in ms (ITL per streamed chunk); ± is a 95% interval over replications.",
  interval: "± {half}",
  footer:
    "{requests} requests in {replications} replications of {seconds} s each, after {warmup} warm-up requests on average · took {elapsed} s",
  gap: "The estimate and the simulation differ by more than 10%, outside the replications' 95% interval, on what the SLOs name:",
  gapLine: "{label}: estimate {estimate} ms, simulation {simulated} ms ({delta})",
  gapAdvice:
    "The simulation models queueing and batching step by step; read the sustainable load as approximate.",
};

export type SimulateText = typeof en;

const zh: SimulateText = {
  title: "仿真",
  intro:
    "对该部署做离散事件仿真：请求到达、router、批处理、KV 传输以及请求长度的分布，估算只是对这些的近似。停止编辑一秒后会自动运行。",
  rate: "负载",
  rateUnit: "QPM",
  rateHelp: "要仿真的每分钟请求数。留空表示可持续负载。",
  rateInvalid: "请输入大于 0 的负载，或留空使用可持续负载。",
  ratePlaceholder: "可持续负载",
  noSustainable: "没有能满足全部 SLO 的负载：改为按容量的一半仿真。",
  servesNothing: "方案不承载任何请求，没有可仿真的负载：见上方的问题。",
  simulate: "仿真",
  cancel: "取消",
  progress: "仿真中：{percent}",
  waiting: "最后一次编辑一秒后运行…",
  cancelled: "已取消。",
  failed: "仿真中止：{message}",
  stale: "这是上次编辑之前的方案的结果；新的仿真随后进行。",
  none: "尚未运行。",
  at: "负载 {qpm} QPM（{rps} 请求/秒），容量的 {percent}",
  stable: "稳定：队列长度有界。",
  unstable: "不稳定：队列每秒增长 {rate} 个请求。该负载超过了部署的服务能力。",
  overfull:
    "已中止：同时在途的请求超过 {limit} 个，超出仿真所能跟踪的数量。请降低负载或批大小后再仿真此方案。",
  unstableTable: "队列持续增长，时延不会收敛。",
  relaxation:
    "在较忙阶段容量的 {percent} 下，队列约需 {span} 个请求才能摆脱空队列起点的影响（单个队列为 ρ / (1 − √ρ)²），多于每次仿真统计的 {requests} 个：仿真得到的等待时间以及 TTFT 和 E2EL 在各次之间波动，因此不与估算比较。如需比较，请在命令行仿真更多请求（simulate --requests），或选择离容量更远的负载。",
  unsettled:
    "有预热达到上限时服务中的请求数仍在变化（预热平均 {requests} 个请求）：decode 批次可能仍在填充，仿真时延可能偏低。",
  overfullTable: "仿真在请求完成前已中止，时延未知。",
  attainment: "SLO 达成率",
  attainmentTarget: "目标 {target}",
  goodput: "有效吞吐",
  goodputValue: "{rps} 请求/秒（{qpm} QPM）",
  utilization: "繁忙度",
  utilizationValue: "P {prefill} · D {decode}",
  sloLine: "{value} ms · SLO {target} ms",
  rejected:
    "有 {count} 个请求完全无法服务：prompt 超过 prefill 的 token 预算，或上下文超过 KV cache。",
  metric: "指标",
  statistics: { mean: "均值", p50: "P50", p90: "P90", p99: "P99", "p99.9": "P99.9" },
  sloStatistics: { mean: "均值", p50: "P50", p90: "P90", p95: "P95", p99: "P99" },
  latencyLabel: "{metric} {statistic}",
  rows: {
    ttft: "TTFT",
    tpot: "TPOT",
    itl: "ITL",
    e2el: "E2EL",
    routerMs: "router 处等待",
    prefillQueueMs: "等待 prefill",
    kvTransferMs: "KV 传输",
    decodeQueueMs: "等待 decode",
  },
  tableTitle: "仿真得到的时延与等待，ms",
  caption:
    "仿真得到的每请求时延，单位 ms（ITL 按流式输出的每个 chunk 计）；± 为各次重复之间的 95% 置信区间。",
  interval: "± {half}",
  footer:
    "{requests} 个请求，{replications} 次重复，每次 {seconds} 秒，平均先预热 {warmup} 个请求 · 耗时 {elapsed} 秒",
  gap: "估算与仿真在 SLO 所指的统计量上相差超过 10%，且估算落在各次重复的 95% 置信区间之外：",
  gapLine: "{label}：估算 {estimate} ms，仿真 {simulated} ms（{delta}）",
  gapAdvice: "仿真逐步模拟排队和批处理；可持续负载请视为近似值。",
};

export const simulateTexts = { en, zh } as const;

/** The panel's strings in the app's current language. */
export const useSimulateText = (): (() => SimulateText) => {
  const { language } = useI18n();
  return () => simulateTexts[language()];
};

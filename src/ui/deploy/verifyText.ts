import { useI18n } from "../i18n/i18n.tsx";

// The verification runs' strings: the two benchmark runs, what the simulator says of each, and
// the comparison with an imported run. zh mirrors en key for key.

const en = {
  heading: "Verify the plan",
  intro:
    "Run vllm bench serve against the router at the sustainable rate, the highest at which every SLO holds with queueing, and at 120% of it, to see the knee. Each run saves a result file to import in the Measurements tab.",
  noClientCap:
    "The runs set no --max-concurrency: the client would hold requests before their clock starts and hide the router's queue from TTFT.",
  variants: {
    sustainable: "At the sustainable rate: {rate} req/s",
    above: "At 120% of it: {rate} req/s",
  },
  copyVariants: {
    sustainable: "benchmark at the sustainable rate, {rate} req/s",
    above: "benchmark at 120% of the sustainable rate, {rate} req/s",
  },
  noRate: "<REQUEST_RATE>",
  prompts: "{n} prompts",
  goodput: "goodput {pairs}",
  flagsJoin: " · ",
  simulating: "Simulating {rate} req/s…",
  failed: "The simulation at {rate} req/s could not run.",
  verdict: {
    holds: "Simulated at {rate} req/s: every SLO holds, so TTFT should hold ({outcomes}).",
    misses: "Simulated at {rate} req/s: the SLOs do not hold ({outcomes}).",
    growsHolds:
      "Simulated at {rate} req/s: this run meets every SLO only because it ends ({outcomes}); the rate is past the plan's capacity and the queue grows by {growth} requests a second, so under sustained traffic TTFT and E2EL would grow without bound.",
    growsMisses:
      "Simulated at {rate} req/s: the SLOs do not hold ({outcomes}); the rate is past the plan's capacity and the queue grows by {growth} requests a second, so TTFT and E2EL grow the longer it runs.",
    grewHolds:
      "Simulated at {rate} req/s: every SLO is met over this run ({outcomes}), but its queue grew by {growth} requests a second, so a longer run may read worse.",
    grewMisses:
      "Simulated at {rate} req/s: the SLOs do not hold ({outcomes}), and its queue grew by {growth} requests a second, so a longer run may read worse.",
    unstable:
      "Simulated at {rate} req/s: the queue grows without bound ({growth} requests a second), so TTFT will not hold.",
    noSlo:
      "Simulated at {rate} req/s: the queue stays bounded (P99 TTFT {ttft} ms); the plan sets no SLO to judge it by.",
    outcome: "{statistic} {metric} {value} ms {relation} {target} ms",
    met: "≤",
    missed: ">",
    attainment: "{share} of requests meet every SLO",
    attainmentTarget: "{share} of requests meet every SLO, target {target}",
    separator: "; ",
  },
  statistics: { mean: "mean", p50: "P50", p90: "P90", p95: "P95", p99: "P99" },
  metricNames: { ttft: "TTFT", tpot: "TPOT", e2el: "E2EL" },
  mismatch:
    "This run's load is not the plan's: {differences}. The error % then compares different operating points and says little about the model.",
  aspects: {
    inputTokens: "input tokens per request {measured} (plan {planned})",
    outputTokens: "output tokens per request {measured} (plan {planned})",
    requestRate: "request rate {measured} req/s (nearest run {planned} req/s)",
  },
  expectHeading: "What to expect",
  expectCaption:
    "The plan simulated as each run runs, its prompts at its rate into an idle deployment (means and percentiles), beside a measured run",
  metric: "Metric",
  rateColumn: "{rate} req/s",
  compared: "compared",
  measured: "Measured",
  error: "Error",
  run: "Compare with run",
  noRuns:
    "Import the result files in the Measurements tab to see measured values and the error beside each prediction.",
  notMeasured: "not in the run",
  pending: "…",
  none: "–",
  attainmentLabel: "Requests meeting every SLO",
  goodputNone: "Set an SLO for the plan to predict goodput and SLO attainment.",
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type VerifyText = Shape<typeof en>;

const zh: VerifyText = {
  heading: "验证方案",
  intro:
    "用 vllm bench serve 压测路由器：一次取可持续速率（计入排队后所有 SLO 仍达标的最高速率），一次取其 120%，以看清拐点。每次运行会保存一个结果文件，可在“实测数据”页导入。",
  noClientCap:
    "这些运行不设置 --max-concurrency：客户端会在请求开始计时之前扣住请求，使 TTFT 看不到路由器的排队。",
  variants: {
    sustainable: "可持续速率：{rate} 请求/秒",
    above: "其 120%：{rate} 请求/秒",
  },
  copyVariants: {
    sustainable: "可持续速率 {rate} 请求/秒的压测",
    above: "可持续速率 120%（{rate} 请求/秒）的压测",
  },
  noRate: "<REQUEST_RATE>",
  prompts: "{n} 个请求",
  goodput: "goodput {pairs}",
  flagsJoin: " · ",
  simulating: "正在模拟 {rate} 请求/秒…",
  failed: "{rate} 请求/秒的模拟未能运行。",
  verdict: {
    holds: "模拟 {rate} 请求/秒：所有 SLO 均达标，TTFT 应能保持（{outcomes}）。",
    misses: "模拟 {rate} 请求/秒：SLO 未能全部达标（{outcomes}）。",
    growsHolds:
      "模拟 {rate} 请求/秒：本次运行仅因时长有限才满足所有 SLO（{outcomes}）；该速率超出方案容量，队列每秒增长 {growth} 个请求，以此速率持续承载流量时 TTFT 和 E2EL 将无限增长。",
    growsMisses:
      "模拟 {rate} 请求/秒：SLO 未能全部达标（{outcomes}）；该速率超出方案容量，队列每秒增长 {growth} 个请求，运行越久 TTFT 和 E2EL 越长。",
    grewHolds:
      "模拟 {rate} 请求/秒：本次运行满足所有 SLO（{outcomes}），但队列每秒增长了 {growth} 个请求，更长的运行结果可能更差。",
    grewMisses:
      "模拟 {rate} 请求/秒：SLO 未能全部达标（{outcomes}），且队列每秒增长了 {growth} 个请求，更长的运行结果可能更差。",
    unstable: "模拟 {rate} 请求/秒：队列无限增长（每秒 {growth} 个请求），TTFT 无法保持。",
    noSlo: "模拟 {rate} 请求/秒：队列保持有界（P99 TTFT {ttft} 毫秒）；方案未设置可供判断的 SLO。",
    outcome: "{metric} {statistic} {value} 毫秒 {relation} {target} 毫秒",
    met: "≤",
    missed: ">",
    attainment: "{share} 的请求满足全部 SLO",
    attainmentTarget: "{share} 的请求满足全部 SLO，目标 {target}",
    separator: "；",
  },
  statistics: { mean: "平均", p50: "P50", p90: "P90", p95: "P95", p99: "P99" },
  metricNames: { ttft: "TTFT", tpot: "TPOT", e2el: "E2EL" },
  mismatch:
    "该运行的负载与方案不同：{differences}。此时误差比较的是不同的工作点，对模型的准确性说明不了多少。",
  aspects: {
    inputTokens: "每个请求的输入 token 数 {measured}（方案 {planned}）",
    outputTokens: "每个请求的输出 token 数 {measured}（方案 {planned}）",
    requestRate: "请求速率 {measured} 请求/秒（最接近的运行 {planned} 请求/秒）",
  },
  expectHeading: "预期结果",
  expectCaption:
    "按各运行的方式模拟方案：以其速率向空闲部署发送其全部 prompt（均值与百分位），并与实测运行对比",
  metric: "指标",
  rateColumn: "{rate} 请求/秒",
  compared: "对比列",
  measured: "实测",
  error: "误差",
  run: "对比的运行",
  noRuns: "在“实测数据”页导入结果文件后，这里会在每个预测值旁显示实测值和误差。",
  notMeasured: "运行中没有该项",
  pending: "…",
  none: "–",
  attainmentLabel: "满足全部 SLO 的请求占比",
  goodputNone: "为方案设置 SLO 后才能预测 goodput 和 SLO 达成率。",
};

export const verifyTexts = { en, zh } as const;

/** The verification strings in the app's current language. */
export const useVerifyText = (): (() => VerifyText) => {
  const { language } = useI18n();
  return () => verifyTexts[language()];
};

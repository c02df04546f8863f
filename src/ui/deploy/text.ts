import { useI18n } from "../i18n/i18n.tsx";

// The deploy view's strings; zh mirrors en key for key. Commands come from src/io/launch as the
// engines read them; their placeholder reasons and notes are translated in reasonTexts.ts.

const en = {
  heading: "Launch settings",
  intro:
    "Commands that start this plan's instances. Values the plan does not decide are placeholders such as <MODEL>: fill them in before running.",
  stale: "Some inputs are invalid: these commands follow the last valid plan.",
  engines: { vllm: "vLLM", sglang: "SGLang" },
  version: "Flags as documented for {version}:",
  versionPerPage:
    "Flags as documented for {version}; each page was checked in the docs release beside its link:",
  roles: { prefill: "Prefill", decode: "Decode", router: "Router" },
  instances: "× {count}",
  instancesLabel: "{count} instances, one command each",
  routerLabel: "one instance",
  placeholders: "Placeholders to fill in",
  notes: "Notes",
  copy: "Copy",
  copyNamed: "Copy command: {name}",
  copied: "Copied",
  copyFailed: "Copy failed: select the text and copy it",
  verify: {
    heading: "Verify the plan",
    intro:
      "Run vllm bench serve against the router at the planned request rate, with the client's concurrency at the planned figure and 5% either side. Each run saves a result file to import in the Measurements tab.",
    knee: "All three keep the planned request rate and move only the concurrency cap, so together they show whether the plan sits at the knee: TTFT and goodput should hold at −5% and at the planned figure, and degrade above it.",
    variants: {
      planned: "At the planned concurrency: {n}",
      minus5: "5% below: {n}",
      plus5: "5% above: {n}",
    },
    copyVariants: {
      planned: "benchmark at the planned concurrency {n}",
      minus5: "benchmark 5% below, concurrency {n}",
      plus5: "benchmark 5% above, concurrency {n}",
    },
    mismatch:
      "This run's load is not the plan's: {differences}. The error % then compares different operating points and says little about the model.",
    aspects: {
      inputTokens: "input tokens per request {measured} (plan {planned})",
      outputTokens: "output tokens per request {measured} (plan {planned})",
      concurrency: "concurrency {measured} (plan {planned})",
    },
    prompts: "{n} prompts",
    expectHeading: "What to expect",
    expectCaption: "The plan's prediction (means) beside a measured run",
    metric: "Metric",
    predicted: "Predicted",
    measured: "Measured",
    error: "Error",
    run: "Compare with run",
    noRuns:
      "Import the result files in the Measurements tab to see measured values and the error beside each prediction.",
    notMeasured: "not in the run",
    goodputNone: "Set an SLO for the plan to predict goodput.",
    metrics: {
      mean_ttft_ms: "Mean TTFT (ms)",
      mean_tpot_ms: "Mean TPOT (ms)",
      mean_itl_ms: "Mean ITL (ms)",
      mean_e2el_ms: "Mean E2EL (ms)",
      request_throughput: "Request throughput (req/s)",
      output_throughput: "Output throughput (tok/s)",
      total_token_throughput: "Total token throughput (tok/s)",
      request_goodput: "Goodput (req/s)",
    },
  },
  export: {
    heading: "Export",
    intro:
      "A summary for a design document (inputs, results, the three concurrency figures, SLO margins and the share link), or every figure as CSV.",
    markdown: "Download Markdown summary",
    csv: "Download results CSV",
    copyMarkdown: "Copy Markdown",
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type DeployText = Shape<typeof en>;

const zh: DeployText = {
  heading: "启动参数",
  intro: "启动本方案各实例的命令。方案无法确定的值以占位符表示，例如 <MODEL>：运行前请先填写。",
  stale: "部分输入无效：以下命令基于最近一次有效的方案。",
  engines: { vllm: "vLLM", sglang: "SGLang" },
  version: "参数依据 {version} 的文档：",
  versionPerPage: "参数依据 {version} 的文档；每个页面按链接旁标注的文档版本核对：",
  roles: { prefill: "Prefill", decode: "Decode", router: "路由器" },
  instances: "× {count}",
  instancesLabel: "{count} 个实例，每个实例运行一次该命令",
  routerLabel: "一个实例",
  placeholders: "需要填写的占位符",
  notes: "说明",
  copy: "复制",
  copyNamed: "复制命令：{name}",
  copied: "已复制",
  copyFailed: "复制失败：请选中文本后手动复制",
  verify: {
    heading: "验证方案",
    intro:
      "用 vllm bench serve 按规划的请求速率压测路由器，客户端并发数取规划值及其上下 5%。每次运行会保存一个结果文件，可在“实测数据”页导入。",
    knee: "三次运行都保持规划的请求速率，只改变并发上限，因此能看出方案是否正处在拐点：在低 5% 和规划并发下 TTFT 与 goodput 应保持稳定，高于规划值时开始变差。",
    variants: {
      planned: "规划并发数：{n}",
      minus5: "低 5%：{n}",
      plus5: "高 5%：{n}",
    },
    copyVariants: {
      planned: "规划并发 {n} 的压测",
      minus5: "低 5% 并发 {n} 的压测",
      plus5: "高 5% 并发 {n} 的压测",
    },
    mismatch:
      "该运行的负载与方案不同：{differences}。此时误差比较的是不同的工作点，对模型的准确性说明不了多少。",
    aspects: {
      inputTokens: "每个请求的输入 token 数 {measured}（方案 {planned}）",
      outputTokens: "每个请求的输出 token 数 {measured}（方案 {planned}）",
      concurrency: "并发数 {measured}（方案 {planned}）",
    },
    prompts: "{n} 个请求",
    expectHeading: "预期结果",
    expectCaption: "方案的预测值（均值）与实测运行的对比",
    metric: "指标",
    predicted: "预测",
    measured: "实测",
    error: "误差",
    run: "对比的运行",
    noRuns: "在“实测数据”页导入结果文件后，这里会在每个预测值旁显示实测值和误差。",
    notMeasured: "运行中没有该项",
    goodputNone: "为方案设置 SLO 后才能预测 goodput。",
    metrics: {
      mean_ttft_ms: "平均 TTFT（毫秒）",
      mean_tpot_ms: "平均 TPOT（毫秒）",
      mean_itl_ms: "平均 ITL（毫秒）",
      mean_e2el_ms: "平均 E2EL（毫秒）",
      request_throughput: "请求吞吐（请求/秒）",
      output_throughput: "输出吞吐（token/秒）",
      total_token_throughput: "总 token 吞吐（token/秒）",
      request_goodput: "Goodput（请求/秒）",
    },
  },
  export: {
    heading: "导出",
    intro:
      "用于设计文档的摘要（输入、结果、三个并发数、SLO 余量和分享链接），或以 CSV 导出全部数值。",
    markdown: "下载 Markdown 摘要",
    csv: "下载结果 CSV",
    copyMarkdown: "复制 Markdown",
  },
};

export const deployTexts = { en, zh } as const;

/** This view's strings in the app's current language. */
export const useDeployText = (): (() => DeployText) => {
  const { language } = useI18n();
  return () => deployTexts[language()];
};

import { useI18n } from "../i18n/i18n.tsx";

// The deploy view's strings; zh mirrors en key for key. Commands come from src/io/launch as the
// engines read them; their placeholder reasons and notes are translated in reasonTexts.ts, the
// verification runs' words are in verifyText.ts.

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
  export: {
    heading: "Export",
    intro:
      "A summary for a design document (inputs, results, the three concurrency figures, SLO margins and the share link), or every figure as CSV.",
    markdown: "Download Markdown summary",
    csv: "Download results CSV",
    llmdReport: "Download predictions as llm-d Benchmark Report",
    llmdReportPending: "Simulating the benchmark for the llm-d Benchmark Report…",
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
  export: {
    heading: "导出",
    intro:
      "用于设计文档的摘要（输入、结果、三个并发数、SLO 余量和分享链接），或以 CSV 导出全部数值。",
    markdown: "下载 Markdown 摘要",
    csv: "下载结果 CSV",
    llmdReport: "下载预测（llm-d Benchmark Report 格式）",
    llmdReportPending: "正在模拟压测，以生成 llm-d Benchmark Report…",
    copyMarkdown: "复制 Markdown",
  },
};

export const deployTexts = { en, zh } as const;

/** This view's strings in the app's current language. */
export const useDeployText = (): (() => DeployText) => {
  const { language } = useI18n();
  return () => deployTexts[language()];
};

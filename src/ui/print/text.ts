import { useI18n } from "../i18n/i18n.tsx";

// The printed report's own strings; the rest comes from the app's dictionary (results, fields).
// zh mirrors en key for key.

const en = {
  title: "xPyD plan report",
  printed: "Printed {date}",
  inputs: "Inputs",
  model: "Model",
  results: "Results",
  item: "Item",
  value: "Value",
  concurrency: "Concurrency: three figures",
  slo: "SLO margins",
  target: "Target",
  planned: "Planned",
  margin: "Margin",
  status: "Status",
  feasible: "Feasible: every constraint and SLO is met.",
  infeasible: "Not feasible:",
  warnings: "Worth knowing:",
  shareLink: "Share link (reopens this plan):",
  instances: "Instances",
  nodesGpus: "Nodes · GPUs",
  utilization: "Busy: prefill · decode",
};

export type PrintText = typeof en;

const zh: PrintText = {
  title: "xPyD 方案报告",
  printed: "打印时间 {date}",
  inputs: "输入",
  model: "模型",
  results: "结果",
  item: "项目",
  value: "数值",
  concurrency: "并发数：三种口径",
  slo: "SLO 余量",
  target: "目标",
  planned: "规划值",
  margin: "余量",
  status: "状态",
  feasible: "可行：所有约束和 SLO 均满足。",
  infeasible: "不可行：",
  warnings: "值得注意：",
  shareLink: "分享链接（可重新打开此方案）：",
  instances: "实例",
  nodesGpus: "节点 · GPU",
  utilization: "繁忙度：prefill · decode",
};

export const printTexts = { en, zh } as const;

/** The report's strings in the app's current language. */
export const usePrintText = (): (() => PrintText) => {
  const { language } = useI18n();
  return () => printTexts[language()];
};

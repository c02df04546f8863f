import type { Language } from "../i18n/i18n.tsx";

// What the page says when something failed: a part that crashed, a stored draft that could not
// be used, a plan the solver could not take. zh mirrors en key for key.

const en = {
  crashed: "Something went wrong while showing this part of the planner.",
  crashedApp: "Something went wrong and the planner could not be shown.",
  keepPlan: "Your last valid plan is below: copy its link or download it before you reset.",
  noPlan: "No valid plan could be recovered.",
  copyLink: "Copy link",
  copied: "Link copied.",
  copyFailed: "Could not copy: select the link and copy it by hand.",
  downloadPlan: "Download plan (JSON)",
  tryAgain: "Try again",
  reset: "Reset stored data and reload",
  resetNote: "Reset clears this planner's autosaved draft, saved plans, language and theme.",
  planLink: "Link to the last valid plan",
  planJson: "The last valid plan as JSON",
  detail: "Detail: {message}",
  solveFailed:
    "These inputs could not be computed (a fault in the planner, not in your numbers as far as it can tell). The results show the last plan that could.",
  draftUnreadable:
    "The autosaved plan in this browser was damaged and could not be read. Showing the default plan.",
  draftTooLarge:
    "The autosaved plan in this browser is too large to be one this planner wrote. Showing the default plan.",
  draftCannotSolve:
    "The autosaved plan in this browser could not be computed, so it was not opened. Showing the default plan.",
  draftPartsDropped: "Parts of the autosaved plan were damaged and left out: {parts}.",
  dismiss: "Dismiss",
  parts: {
    latency: "latency model",
    customGpus: "custom GPUs",
    customModels: "custom models",
    measured: "measurement sources",
    empiricalSizes: "imported request sizes",
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type RecoveryText = Shape<typeof en>;

const zh: RecoveryText = {
  crashed: "显示规划器的这一部分时出错了。",
  crashedApp: "出错了，规划器无法显示。",
  keepPlan: "下面是最近一次有效的方案：重置之前，请先复制其链接或下载它。",
  noPlan: "无法找回有效的方案。",
  copyLink: "复制链接",
  copied: "链接已复制。",
  copyFailed: "无法复制：请选中链接后手动复制。",
  downloadPlan: "下载方案（JSON）",
  tryAgain: "重试",
  reset: "重置存储的数据并重新加载",
  resetNote: "重置会清除本规划器自动保存的草稿、已保存的方案、语言和主题设置。",
  planLink: "最近一次有效方案的链接",
  planJson: "最近一次有效方案的 JSON",
  detail: "详情：{message}",
  solveFailed:
    "这些输入无法计算（据判断是规划器的故障，而不是您的数值有误）。结果显示的是最近一次能够计算的方案。",
  draftUnreadable: "此浏览器中自动保存的方案已损坏，无法读取。已显示默认方案。",
  draftTooLarge: "此浏览器中自动保存的方案过大，不可能由本规划器写入。已显示默认方案。",
  draftCannotSolve: "此浏览器中自动保存的方案无法计算，因此没有打开。已显示默认方案。",
  draftPartsDropped: "自动保存的方案中有部分已损坏并被略去：{parts}。",
  dismiss: "关闭",
  parts: {
    latency: "延迟模型",
    customGpus: "自定义 GPU",
    customModels: "自定义模型",
    measured: "测量来源",
    empiricalSizes: "导入的请求长度",
  },
};

export const recoveryTexts: Record<Language, RecoveryText> = { en, zh };

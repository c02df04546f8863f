import { useI18n } from "../i18n/i18n.tsx";

// The plan-file and print controls' strings; zh mirrors en key for key.

const en = {
  download: "Download plan",
  open: "Open plan file",
  print: "Print",
  opened: "Opened {name}.",
  rejected: "{name} was not opened; the current plan is unchanged:",
  tooLarge: "is larger than {limit} MB; a plan file is a few kB",
  empty: "is empty",
  utf16: "is UTF-16 text read as UTF-8: save it as UTF-8 and open it again",
  notJson: "is not valid JSON: {detail}",
  unreadable: "could not be read",
  wholeFile: "The file",
  dismiss: "Dismiss",
  measurement: {
    benchmark:
      "{name} is a benchmark result, not a plan: import it in the Measurements tab. The current plan is unchanged.",
    scrape:
      "{name} is a Prometheus metrics scrape, not a plan: import it in the Measurements tab. The current plan is unchanged.",
  },
  toMeasurements: "Go to Measurements",
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type PlanFileText = Shape<typeof en>;

const zh: PlanFileText = {
  download: "下载方案",
  open: "打开方案文件",
  print: "打印",
  opened: "已打开 {name}。",
  rejected: "未打开 {name}，当前方案保持不变：",
  tooLarge: "超过 {limit} MB；方案文件通常只有几 kB",
  empty: "是空的",
  utf16: "是按 UTF-8 读出的 UTF-16 文本：请另存为 UTF-8 后再打开",
  notJson: "不是有效的 JSON：{detail}",
  unreadable: "无法读取",
  wholeFile: "文件",
  dismiss: "关闭",
  measurement: {
    benchmark: "{name} 是压测结果，不是方案：请在“实测数据”页导入。当前方案保持不变。",
    scrape: "{name} 是 Prometheus 指标抓取结果，不是方案：请在“实测数据”页导入。当前方案保持不变。",
  },
  toMeasurements: "前往实测数据",
};

export const planFileTexts = { en, zh } as const;

/** These controls' strings in the app's current language. */
export const usePlanFileText = (): (() => PlanFileText) => {
  const { language } = useI18n();
  return () => planFileTexts[language()];
};

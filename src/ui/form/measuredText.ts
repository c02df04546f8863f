import type { MeasuredSource } from "../../model/index.ts";
import { useI18n } from "../i18n/i18n.tsx";

// Words for a value's provenance when it came from an imported measurement; zh mirrors en.

const en = {
  measured: "measured",
  runs: (count: number) => (count === 1 ? "from 1 run" : `from ${count} runs`),
  statistics: { mean: "mean", median: "median" } as Record<string, string>,
};

export type MeasuredText = typeof en;

const zh: MeasuredText = {
  measured: "实测",
  runs: (count: number) => `来自 ${count} 次运行`,
  statistics: { mean: "均值", median: "中位数" },
};

export const measuredTexts = { en, zh } as const;

/** The statistic's word, or the statistic as written: it is free text in a plan, "constructor" too. */
export const statisticWord = (text: MeasuredText, statistic: string): string =>
  Object.hasOwn(text.statistics, statistic) ? (text.statistics[statistic] ?? statistic) : statistic;

/** "measured · <file> · <statistic>" in the current language's words. */
export const measuredLabel = (text: MeasuredText, source: MeasuredSource): string =>
  [text.measured, source.file, statisticWord(text, source.statistic)].join(" · ");

/** The badge's hover text: the label with the run count, when the profile was built from several. */
export const measuredTitle = (text: MeasuredText, source: MeasuredSource): string =>
  source.runs === undefined
    ? measuredLabel(text, source)
    : `${measuredLabel(text, source)} (${text.runs(source.runs)})`;

/** The provenance strings in the app's current language. */
export const useMeasuredText = (): (() => MeasuredText) => {
  const { language } = useI18n();
  return () => measuredTexts[language()];
};

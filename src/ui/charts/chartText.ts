import { fill, type Language } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";

// What a chart's canvas says to a screen reader: its title, its axes and, when given, what its
// points are. zh mirrors en key for key.
export const chartTexts = {
  en: { name: "{title}: {y} vs {x}", withSummary: "{name}. {summary}" },
  zh: { name: "{title}：{y} 与 {x}", withSummary: "{name}。{summary}" },
} as const;

export interface ChartNameParts {
  title: string;
  yTitle: string;
  xTitle: string;
  summary?: string | undefined;
}

/** A chart's accessible name in the given language: "title: y vs x", then the summary if any. */
export const chartName = (language: Language, parts: ChartNameParts): string => {
  const words = chartTexts[language];
  const name = fill(words.name, { title: parts.title, y: parts.yTitle, x: parts.xTitle });
  return parts.summary ? fill(words.withSummary, { name, summary: parts.summary }) : name;
};

/** chartName in the reader's language. */
export const useChartName = (): ((parts: ChartNameParts) => string) => {
  const { language } = useI18n();
  return (parts) => chartName(language(), parts);
};

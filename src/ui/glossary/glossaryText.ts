import type { Language } from "../i18n/i18n.tsx";

/** The glossary view's own strings; the entries themselves live in glossaryEn / glossaryZh. */
export interface GlossaryText {
  heading: string;
  intro: string;
  filterLabel: string;
  /** Placeholders: {shown}, {total}. */
  count: string;
  /** Placeholder: {query}. */
  noMatch: string;
  formula: string;
  pitfall: string;
}

export const glossaryText: Record<Language, GlossaryText> = {
  en: {
    heading: "Glossary",
    intro:
      "What the planner's metrics and settings mean, the formulas it uses, and the mistakes people make with them.",
    filterLabel: "Filter terms",
    count: "{shown} of {total} terms",
    noMatch: "No term matches “{query}”.",
    formula: "Formula",
    pitfall: "Pitfall:",
  },
  zh: {
    heading: "术语表",
    intro: "规划器中各项指标和参数的含义、所用的公式，以及常见的陷阱。",
    filterLabel: "筛选术语",
    count: "共 {total} 个术语，显示 {shown} 个",
    noMatch: "没有与“{query}”匹配的术语。",
    formula: "公式",
    pitfall: "陷阱：",
  },
};

import { useI18n } from "../i18n/i18n.tsx";

// The examples menu's strings; zh mirrors en.

const en = {
  button: "Examples",
  heading: "Start from an example",
  note: "Numbers are illustrative, except the worked example.",
};

const zh: typeof en = {
  button: "示例",
  heading: "从示例开始",
  note: "除完整算例外，数字均为示意。",
};

export const examplesTexts = { en, zh } as const;

/** The menu's strings in the app's current language. */
export const useExamplesText = (): (() => typeof en) => {
  const { language } = useI18n();
  return () => examplesTexts[language()];
};

import { useI18n } from "../i18n/i18n.tsx";
import { curvesEn } from "./textEn.ts";
import { curvesZh } from "./textZh.ts";

// The Curves tab's strings (textEn.ts, textZh.ts); zh mirrors en key for key.

export type CurvesText = typeof curvesEn;

export const curvesTexts = { en: curvesEn, zh: curvesZh } as const;

/** The Curves tab's strings in the app's current language. */
export const useCurvesText = (): (() => CurvesText) => {
  const { language } = useI18n();
  return () => curvesTexts[language()];
};

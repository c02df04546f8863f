import { useI18n } from "../i18n/i18n.tsx";
import { measureEn } from "./textEn.ts";
import { measureZh } from "./textZh.ts";

// The measurements view's strings; zh mirrors en key for key.

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type MeasureText = Shape<typeof measureEn>;

export const measureTexts = { en: measureEn, zh: measureZh } as const;

/** This view's strings in the app's current language. */
export const useMeasureText = (): (() => MeasureText) => {
  const { language } = useI18n();
  return () => measureTexts[language()];
};

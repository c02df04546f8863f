import { type AccuracyReportWords, accuracyReportEn } from "./accuracyEn.ts";
import { accuracyReportZh } from "./accuracyZh.ts";
import type { Language } from "./language.ts";

// The band words only the reports, the exports and the curves read, by language: they load with
// those views, not with the page.
export const accuracyReportWords: Record<Language, AccuracyReportWords> = {
  en: accuracyReportEn,
  zh: accuracyReportZh,
};

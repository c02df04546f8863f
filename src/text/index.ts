// The planner's words: every human text the UI, the command line and the exports show, in one
// {en, zh} convention. Imports only the model.

export {
  type AccuracyAllWords,
  type AccuracyReportWords,
  type AccuracyWords,
  accuracyEn,
  accuracyReportEn,
} from "./accuracyEn.ts";
export { accuracyReportWords } from "./accuracyReport.ts";
export {
  type AccuracyItem,
  accuracyItems,
  accuracyLabelled,
  bandHintText,
  bandLabelText,
  bandLongText,
  bandText,
  casesText,
  curveBandLegend,
  curveBandNote,
  curvePointBandText,
  derivedBandText,
  uncoveredText,
} from "./accuracyText.ts";
export { accuracyReportZh, accuracyZh } from "./accuracyZh.ts";
export {
  type Derivation,
  derivationOf,
  derivationsOf,
  derivationTexts,
  type ExplainedPath,
  explainedPaths,
} from "./derivations/derivation.ts";
export { explains } from "./derivations/explains.ts";
export { type Dictionary, en } from "./en.ts";
export { fill } from "./fill.ts";
export { type Language, languages } from "./language.ts";
export { countKeys, metricLabel, metricWords } from "./measure/metricLabelText.ts";
export { type MetricWords, metricWordsEn } from "./measure/metricWordsEn.ts";
export { metricWordsZh } from "./measure/metricWordsZh.ts";
export { type RunNoteWords, runNotesEn } from "./measure/runNotesEn.ts";
export {
  type MissingOptions,
  missingSentences,
  type RemarkOptions,
  runNoteSentence,
  runNoteWords,
  runRemarkParts,
  unreproducedSentence,
} from "./measure/runNotesText.ts";
export { runNotesZh } from "./measure/runNotesZh.ts";
export {
  aggregatedVerdict,
  type OptimizeNoteWords,
  optimizeNoteText,
  optimizeNoteWords,
} from "./optimize/optimizeNotes.ts";
export { type ReportWords, reportEn } from "./report/reportEn.ts";
export { reportZh } from "./report/reportZh.ts";
export { type SolveWords, solveEn } from "./report/solveEn.ts";
export { solveZh } from "./report/solveZh.ts";
export { reportWords, solveWords } from "./report/words.ts";
export { violationText, warningText } from "./violationText.ts";
export { dictionaries } from "./words.ts";
export { zh } from "./zh.ts";

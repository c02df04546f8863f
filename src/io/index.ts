// The boundaries' public face: plan files, links, the form draft, saved plans, readers of
// benchmark results and request sizes, launch commands and exports. Other layers import io from
// here only (a dynamic import() may name the module it loads lazily).
export { boundedCopy } from "./boundedCopy.ts";
export {
  type CompareRow,
  type CompareValue,
  compareInputs,
  compareResults,
  type ResultKey,
} from "./compare.ts";
export { curveCsv } from "./curveCsv.ts";
export { type CheckedEntry, checkGpuDraft, gpuDraftFromSpec, gpuEntryFields } from "./customGpu.ts";
export { activeModelFields, checkModelDraft, modelDraftFromSpec } from "./customModel.ts";
export {
  type Draft,
  draftFromPlan,
  type FieldPath,
  type FieldValue,
  type planFields,
  planInputFromDraft,
  type StructuredKey,
} from "./draft.ts";
export { type EntryIdRules, type EntryProblem, freeId } from "./entryUnits.ts";
export { llmdReport, llmdReportJson } from "./export/llmdReport.ts";
export { planJson } from "./export/planJson.ts";
export { planMarkdown } from "./export/planMarkdown.ts";
export {
  concurrencyText,
  countText,
  durationText,
  rateText,
  roundedText,
  shareText,
  usdText,
} from "./export/reportNumber.ts";
export { resultCsv } from "./export/resultCsv.ts";
export {
  type EfficiencyScope,
  type LatencyDraft,
  type Phase,
  readEntries,
  readLatencyDraft,
  withEfficiency,
  withEntry,
  withModel,
  withoutEntry,
  withoutKey,
  withPhaseSetting,
  withPrecision,
  withProfile,
  withRenamedEntry,
  withSource,
} from "./latencyDraft.ts";
export {
  type BenchCommand,
  type BenchCommands,
  type BenchVariant,
  benchCommands,
  requestRateText,
} from "./launch/benchCommand.ts";
export {
  type BenchPrediction,
  benchPrediction,
  benchSeed,
  benchSimulationOptions,
  simulatedPredictions,
} from "./launch/benchPredictions.ts";
export { benchText } from "./launch/benchText.ts";
export { attainmentKey, expectedKeys, expectedPercentiles } from "./launch/expectedMetrics.ts";
export type {
  LaunchNote,
  LaunchNoteCode,
  LaunchRole,
  LaunchSettings,
  Placeholder,
  PlaceholderCode,
} from "./launch/launchSettings.ts";
export { launchText } from "./launch/launchText.ts";
export { sglangLaunch } from "./launch/sglangLaunch.ts";
export { metEvery, type SloVerdict } from "./launch/sloVerdict.ts";
export { vllmLaunch } from "./launch/vllmLaunch.ts";
export { applyRequestSizes } from "./load/applyRequestSizes.ts";
export { type RequestSizes, readRequestSizes } from "./load/readRequestSizes.ts";
export { maxTextChars } from "./load/sizeLimits.ts";
export {
  type SizesNote,
  type SizesNoteCode,
  type SizesProblem,
  type SizesRule,
  sizesProblem,
} from "./load/sizesProblem.ts";
export {
  formatEngines,
  type ManifestDocument,
  type ManifestEngine,
  type ManifestFormat,
  type ManifestOutcome,
  type ManifestRefusal,
  type ManifestRefusalCode,
  type Manifests,
  manifestEngines,
  manifestFormats,
} from "./manifests/manifestTypes.ts";
export { manifestYaml, type YamlWriterModule } from "./manifests/manifestYaml.ts";
export { planManifests } from "./manifests/planManifests.ts";
export { dnsLabelLimit, isDnsLabel } from "./manifests/resourceNames.ts";
export { keptFull, readFileText } from "./measure/fileText.ts";
export type { MeasurementKind } from "./measure/measurementKind.ts";
export { type MeasureProblem, measureProblem } from "./measure/measureProblem.ts";
export {
  createMeasureStore,
  type MeasureSnapshot,
  type MeasureStore,
  type RunSummary,
} from "./measure/measureStore.ts";
export { maxFileBytes, maxKeptBytes } from "./measure/readLimits.ts";
export {
  type FileReport,
  type MeasurementInput,
  type ReadOptions,
  readMeasurements,
  type SourcedRun,
} from "./measure/readMeasurements.ts";
export { type FolderSelection, folderResults } from "./measure/sweepFolder.ts";
export {
  looksLikeYaml,
  type YamlModule,
  type YamlParse,
  yamlOptionsFor,
  yamlParser,
} from "./measure/yamlDocument.ts";
export { readPlanText } from "./planFile.ts";
export { type ProfileTextProblem, parseProfileText, unsortedProfileRows } from "./profileText.ts";
export {
  maxSavedPlans,
  maxSavedPlansChars,
  readSavedPlanList,
  type SavedPlan,
  type SavedPlanList,
  writeSavedPlans,
} from "./savedPlans.ts";
export { type DraftNote, readStoredDraft, type StoredDraft } from "./storedDraft.ts";
export { decodeText, textEncodingOf } from "./textBytes.ts";
export {
  currentLinkVersion,
  type DecodedLink,
  decodePlan,
  encodePlan,
  type LinkError,
  type LinkNote,
  maxLinkChars,
} from "./urlCodec.ts";

import { detectJsonFormat, looksLikePrometheus } from "./detectFormat.ts";
import { readJsonDocuments } from "./readJsonDocuments.ts";
import { looksLikeYaml } from "./yamlDocument.ts";

export type MeasurementKind = "benchmark" | "scrape";

// looksLikePrometheus accepts any "word word" first line; a scrape also has a # TYPE or # HELP
// line or a sample with a number, which a stray line of prose ("not json") does not.
const scrapeLine =
  /^(?:# (?:TYPE|HELP) \S|[a-zA-Z_:][a-zA-Z0-9_:]*(?:\{[^}\n]*\})?[ \t]+[-+]?(?:\d|NaN|Inf))/m;

/**
 * Whether a file opened as a plan is a measurement instead: a benchmark result that
 * detectJsonFormat knows (one JSON document or one a line), a Benchmark Report in YAML, or a
 * Prometheus /metrics scrape.
 * null for anything else, which is then read, and reported, as a plan.
 */
// A Benchmark Report in YAML, told without parsing it: its top-level version and results keys.
const yamlReportVersion = /^version:[ \t]*(['"]?)0\.2\1[ \t]*$/m;
const yamlResults = /^results:[ \t]*$/m;

export const measurementKind = (text: string): MeasurementKind | null => {
  if (looksLikeYaml(text) && yamlReportVersion.test(text) && yamlResults.test(text)) {
    return "benchmark";
  }
  if (looksLikePrometheus(text) && scrapeLine.test(text)) return "scrape";
  const { documents } = readJsonDocuments(text);
  return documents.some((document) => detectJsonFormat(document.value) !== null)
    ? "benchmark"
    : null;
};

import type { MeasuredRun, RunMeta, RunNote } from "../../model/index.ts";
import {
  orderScrapes,
  type ScrapeSummary,
  sameServer,
  scrapeDelta,
  scrapeNotes,
  summarizeScrape,
} from "../../model/index.ts";
import { type MeasureProblem, measureProblem, type ParsedMeasurements } from "./measureProblem.ts";
import { parsePrometheusText } from "./prometheusText.ts";

// Saved /metrics scrapes become runs: two scrapes of one server (before and after a benchmark)
// give one run of their difference; a scrape alone gives the server's lifetime totals (docs/formats.md §5.4).

export interface ReadScrape {
  /** Null when the file has nothing to use; problems say why. */
  scrape: ScrapeSummary | null;
  problems: MeasureProblem[];
}

/** A scrape with the name it is shown under (its file name). */
export interface NamedScrape {
  name: string;
  summary: ScrapeSummary;
}

const hasMeasurements = (summary: ScrapeSummary): boolean =>
  Object.keys(summary.histograms).length > 0 ||
  Object.keys(summary.counters).length > 0 ||
  summary.specDecode !== undefined ||
  summary.statedAcceptanceLength !== undefined;

/** Reads one saved scrape; never throws. */
export const readPrometheusScrape = (text: string): ReadScrape => {
  if (text.trim() === "") {
    return { scrape: null, problems: [measureProblem(0, "empty", "is empty")] };
  }
  const { samples, problems } = parsePrometheusText(text);
  if (problems.some((problem) => problem.rule === "binary")) return { scrape: null, problems };
  const scrape = summarizeScrape(samples);
  if (scrape.server === null || !hasMeasurements(scrape)) {
    const hint =
      scrape.server === null
        ? "it has no vllm: or sglang: series"
        : `its ${scrape.server} series hold no latency histogram or token counter`;
    const nothing = measureProblem(0, "nothingToUse", `has nothing to use: ${hint}`, { hint });
    return { scrape: null, problems: [...problems, nothing] };
  }
  return { scrape, problems };
};

const metaOf = (summary: ScrapeSummary, label: string): RunMeta => ({
  ...(summary.server === null ? {} : { backend: summary.server }),
  ...(summary.models.length === 0 ? {} : { model: summary.models.join(", ") }),
  label,
  extra: summary.instances.length === 0 ? {} : { instance: summary.instances.join(", ") },
});

const runOf = (summary: ScrapeSummary, label: string, notes: readonly RunNote[]): MeasuredRun => ({
  format: "prometheus",
  line: 1,
  meta: metaOf(summary, label),
  stated: {},
  histograms: summary.histograms,
  counters: summary.counters,
  ...(summary.specDecode === undefined ? {} : { specDecode: summary.specDecode }),
  ...(summary.statedAcceptanceLength === undefined
    ? {}
    : { statedAcceptanceLength: summary.statedAcceptanceLength }),
  notes: [
    ...summary.notes,
    ...notes,
    ...scrapeNotes(summary.histograms, summary.counters),
    { code: "serverSideTimes" },
  ],
});

/**
 * Runs from scrapes, in the order their servers first appear: scrapes of one server are put in
 * time order and each consecutive pair gives the run between them; a server scraped once gives a
 * run of its lifetime totals.
 */
export const runsFromScrapes = (scrapes: readonly NamedScrape[]): MeasuredRun[] => {
  const servers: NamedScrape[][] = [];
  for (const scrape of scrapes) {
    const group = servers.find(
      (members) => members[0] !== undefined && sameServer(members[0].summary, scrape.summary),
    );
    if (group === undefined) servers.push([scrape]);
    else group.push(scrape);
  }
  return servers.flatMap((members) => {
    const [only] = members;
    if (members.length === 1 && only !== undefined) {
      return [runOf(only.summary, only.name, [{ code: "singleScrape" }])];
    }
    const ordered = [...members].sort((a, b) => orderScrapes(a.summary, b.summary));
    return ordered.slice(1).flatMap((after, index) => {
      const before = ordered[index];
      if (before === undefined) return [];
      const label = `${before.name} → ${after.name}`;
      return [runOf(scrapeDelta(before.summary, after.summary), label, [])];
    });
  });
};

/** One saved scrape as a run of the server's lifetime totals; never throws. */
export const parsePrometheusScrape = (text: string, name = ""): ParsedMeasurements => {
  const { scrape, problems } = readPrometheusScrape(text);
  const runs = scrape === null ? [] : runsFromScrapes([{ name, summary: scrape }]);
  return { runs, problems };
};

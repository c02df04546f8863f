import type { RunSummary } from "../../io/index.ts";
import { formatNumber, shownLoad } from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import type { MeasureText } from "./text.ts";

/** A run's name: its file, with the line when the file holds several runs. */
export const runName = (run: RunSummary, runs: readonly RunSummary[]): string => {
  const siblings = runs.filter((other) => other.fileName === run.fileName).length;
  return siblings > 1 ? `${run.fileName}:${run.line}` : run.fileName;
};

// `--metadata` keys that say which deployment ran: what tells runs of one appended file apart
// (`hardware` is what vllm-ascend's benchmark script writes).
const deploymentKeys = ["deployment", "gpu", "hardware"] as const;

/**
 * What the file says was measured: its label, deployment, GPU and model (without the
 * organisation), e.g. "no-features · 4xNVIDIA_L40S · Llama-3.2-3B-Instruct"; "" when it says none.
 */
export const runIdentity = (run: Pick<RunSummary, "meta">): string => {
  const { label, model, extra } = run.meta;
  const parts = [
    label,
    ...deploymentKeys.map((key) => (Object.hasOwn(extra, key) ? extra[key] : undefined)),
    model?.split("/").at(-1),
  ].filter((part): part is string => part !== undefined && part.trim() !== "");
  return [...new Set(parts)].join(" · ");
};

/** A run's name with what the file says was measured: "runs.jsonl:3 · base · 4xNVIDIA_L40S · …". */
export const runTitle = (run: RunSummary, runs: readonly RunSummary[]): string =>
  [runName(run, runs), runIdentity(run)].filter((part) => part !== "").join(" · ");

/** The run's load as shownLoad picks it: "max concurrency 8 · 10 req/s", or "" when unsaid. */
export const runLoad = (run: RunSummary, text: MeasureText): string => {
  const { requestRate, maxConcurrency } = shownLoad(run.meta);
  const parts: string[] = [];
  if (maxConcurrency !== undefined) {
    parts.push(fill(text.table.concurrency, { n: formatNumber(maxConcurrency) }));
  }
  if (requestRate !== undefined) {
    parts.push(
      Number.isFinite(requestRate)
        ? fill(text.table.rate, { rate: formatNumber(requestRate) })
        : text.table.unlimitedRate,
    );
  }
  return parts.join(" · ");
};

/** Consecutive runs of one file, for the table's two-row header. */
export const fileGroups = (
  runs: readonly RunSummary[],
): { fileName: string; runs: RunSummary[] }[] => {
  const groups: { fileName: string; runs: RunSummary[] }[] = [];
  for (const run of runs) {
    const last = groups.at(-1);
    if (last?.fileName === run.fileName) last.runs.push(run);
    else groups.push({ fileName: run.fileName, runs: [run] });
  }
  return groups;
};

/** Some runs named briefly: a file whose runs are all included by its name, else by its lines. */
export const runsText = (some: readonly RunSummary[], all: readonly RunSummary[]): string =>
  fileGroups(some)
    .map((group) => {
      const total = all.filter((run) => run.fileName === group.fileName).length;
      return group.runs.length === total
        ? group.fileName
        : `${group.fileName}:${group.runs.map((run) => run.line).join(",")}`;
    })
    .join("; ");

/** A file name cut after each "_", ".", "-" (and "/"): where a narrow header may break it. */
export const nameParts = (name: string): string[] => name.split(/(?<=[_.\-/])/);

import { maxDocuments } from "./readLimits.ts";

// Which files of a folder hold results. `vllm bench sweep serve` writes, under its experiment
// folder, one folder per combination of parameters holding `run=N.json` (one `vllm bench serve`
// result each, with the run's number and parameters added), `summary.json` (the same runs again,
// as one list), `warmup.json` (a warm-up run, not measured) and `run=N.failure.json` for a run
// that failed, plus `summary.csv` at the top (vllm/benchmarks/sweep/serve.py, _get_comb_run_path
// and run_comb):
// https://github.com/vllm-project/vllm/blob/0031557f20f592111a8ea7d709730fad151bdae5/vllm/benchmarks/sweep/serve.py
// A folder with `run=N.json` files is a sweep, and only those are read; any other folder gives
// every file a result can be in.

const sweepRun = /(?:^|\/)run=\d+\.json$/;
const resultFile = /\.(?:json|jsonl|prom|txt)$/i;

export interface FolderSelection {
  /** Paths to read, in natural order (run=2 before run=10). */
  paths: string[];
  sweep: boolean;
  /** Result files past `maxDocuments`, not read. */
  leftOut: number;
}

const natural = new Intl.Collator("en", { numeric: true });

/** The result files among a folder's relative paths (separated by "/"). */
export const folderResults = (paths: readonly string[]): FolderSelection => {
  const sweep = paths.some((path) => sweepRun.test(path));
  const chosen = paths
    .filter((path) => (sweep ? sweepRun.test(path) : resultFile.test(path)))
    .sort(natural.compare);
  return {
    paths: chosen.slice(0, maxDocuments),
    sweep,
    leftOut: Math.max(0, chosen.length - maxDocuments),
  };
};

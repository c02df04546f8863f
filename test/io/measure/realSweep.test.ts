import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readMeasurements } from "../../../src/io/measure/readMeasurements.ts";
import { folderResults } from "../../../src/io/measure/sweepFolder.ts";
import { analyzeRun } from "../../../src/model/measure/analyzeRun.ts";
import { sweepRows } from "../../../src/model/measure/sweepSummary.ts";

// A real `vllm bench sweep serve` folder from vLLM 0.25.1 (test/fixtures/measure/README.md): two
// combinations (max_num_seqs 4 and 8, concurrency 2, 8 prompts), two runs each, and each
// combination's summary.json. Aggregates only: no per-request arrays.
const root = new URL("../../fixtures/measure/vllm_sweep_v0.25.1/", import.meta.url);
const listing = readdirSync(root, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => {
    const folder = entry.parentPath.slice(root.pathname.length).replace(/\/$/, "");
    return folder === "" ? entry.name : `${folder}/${entry.name}`;
  });

describe("the real vLLM 0.25.1 sweep folder", () => {
  const selection = folderResults(listing);
  const inputs = selection.paths.map((path) => ({
    name: path,
    text: readFileSync(new URL(path, root), "utf8"),
  }));
  const { files, runs } = readMeasurements(inputs);
  const analyzed = runs.map(({ run }) => ({
    run,
    analysis: analyzeRun(run, { percentiles: [99] }),
  }));

  it("is a sweep of four run files; the summaries are left out", () => {
    expect(selection.sweep).toBe(true);
    expect(selection.paths).toEqual([
      "SERVE--max_num_seqs=4-BENCH--max_concurrency=2-num_prompts=8/run=0.json",
      "SERVE--max_num_seqs=4-BENCH--max_concurrency=2-num_prompts=8/run=1.json",
      "SERVE--max_num_seqs=8-BENCH--max_concurrency=2-num_prompts=8/run=0.json",
      "SERVE--max_num_seqs=8-BENCH--max_concurrency=2-num_prompts=8/run=1.json",
    ]);
    expect(files.map((file) => [file.format, file.runCount, file.problems])).toEqual(
      Array(4).fill(["vllm", 1, []]),
    );
  });

  it("replaces no value the files state (held out: every stated number is shown as stated)", () => {
    for (const { run, analysis } of analyzed) {
      for (const [key, stated] of Object.entries(run.stated)) {
        if (typeof stated !== "number") continue;
        const shown = analysis.metrics.find((metric) => metric.key === key);
        expect(shown?.value, key).toBe(stated);
      }
    }
  });

  it("recomputes the first run's throughputs from its counts: 8 / 1.3653671270003542 s", () => {
    const first = analyzed[0];
    const check = first?.analysis.checks.find((c) => c.key === "request_throughput");
    // 8 / 1.3653671270003542 = 5.85922997690417…, the file's 5.859229976904171.
    expect(check?.computed).toBeCloseTo(5.859229976904171, 12);
    expect(check?.relativeError).toBeLessThan(1e-12);
    // The peaks need start times, which the file does not save: they are the file's own.
    expect(first?.analysis.metrics.find((m) => m.key === "max_concurrent_requests")).toEqual({
      key: "max_concurrent_requests",
      value: 6,
      source: "stated",
    });
  });

  it("sums up as four rows at concurrency 2, in the folder's order", () => {
    const rows = sweepRows(analyzed.map(({ run, analysis }) => ({ meta: run.meta, analysis })));
    expect(rows.map((row) => [row.index, row.maxConcurrency])).toEqual([
      [0, 2],
      [1, 2],
      [2, 2],
      [3, 2],
    ]);
    expect(rows[0]?.values.output_throughput).toBe(93.74767963046673);
    expect(rows[0]?.values.p99_ttft_ms).toBe(762.4942294094944);
    // The sweep's parameters ride along as numbers vLLM added to the run: not text metadata.
    expect(runs[0]?.run.meta.extra).toEqual({});
  });
});

describe("a sweep's summary.json dropped alone", () => {
  const name = "SERVE--max_num_seqs=4-BENCH--max_concurrency=2-num_prompts=8";
  const read = (file: string) => readFileSync(new URL(`${name}/${file}`, root), "utf8");
  const summary = readMeasurements([{ name: "summary.json", text: read("summary.json") }]);

  it("reads as the combination's runs, each at the line its object starts", () => {
    expect(summary.files).toEqual([
      { name: "summary.json", format: "vllm", runCount: 2, problems: [] },
    ]);
    expect(summary.runs.map(({ run }) => run.line)).toEqual([2, 44]);
  });

  it("states the same numbers as the run files it summarises", () => {
    const runFiles = ["run=0.json", "run=1.json"].map(
      (file) => readMeasurements([{ name: file, text: read(file) }]).runs[0]?.run.stated,
    );
    expect(summary.runs.map(({ run }) => run.stated)).toEqual(runFiles);
  });
});

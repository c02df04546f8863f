import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { detailedResult } from "../io/measure/vllmResult.ts";
import { cliTimeoutMs, runCli, scratchDir } from "./runCli.ts";

const scratch = scratchDir();
afterAll(() => scratch.remove());

// A `vllm bench sweep serve` experiment folder as vllm/benchmarks/sweep/serve.py lays it out: a
// folder per combination with run=N.json (indented, the run's number and parameters added),
// summary.json (the same runs as a list), warmup.json, a failure record and summary.csv.
// Concurrency 1: TTFT 100 ms, gaps 20 and 30 ms, 3 tokens in 1 s. Concurrency 8: two requests,
// TTFTs 200 and 400 ms, one gap of 40 ms each, 4 tokens in 2 s.
const runAt = (concurrency: number) =>
  concurrency === 1
    ? detailedResult([{ inputLen: 10, outputLen: 3, ttftS: 0.1, itlsS: [0.02, 0.03] }], 1, {
        max_concurrency: 1,
        run_number: 0,
      })
    : detailedResult(
        [
          { inputLen: 10, outputLen: 2, ttftS: 0.2, itlsS: [0.04] },
          { inputLen: 10, outputLen: 2, ttftS: 0.4, itlsS: [0.04] },
        ],
        2,
        { max_concurrency: 8, run_number: 0 },
      );
const sweep = scratch.file("sweep-placeholder", "");
const experiment = join(sweep, "..", "experiment");
for (const concurrency of [8, 1]) {
  const combination = join(experiment, `BENCH--max_concurrency=${concurrency}`);
  mkdirSync(combination, { recursive: true });
  scratch.file(
    join("experiment", `BENCH--max_concurrency=${concurrency}`, "run=0.json"),
    JSON.stringify(runAt(concurrency), null, 4),
  );
  scratch.file(
    join("experiment", `BENCH--max_concurrency=${concurrency}`, "summary.json"),
    JSON.stringify([runAt(concurrency)], null, 4),
  );
  scratch.file(
    join("experiment", `BENCH--max_concurrency=${concurrency}`, "warmup.json"),
    JSON.stringify(runAt(concurrency)),
  );
}
scratch.file(join("experiment", "summary.csv"), ",run_number,max_concurrency\n0,0,1\n");
scratch.file(
  join("experiment", "BENCH--max_concurrency=1", "run=1.failure.json"),
  '{"run_number": 1, "error_type": "ValueError", "error": "x"}',
);

describe("cli analyze <sweep folder>", () => {
  it("reads each run=N.json of the folder once and opens with one table, a row a run by concurrency", {
    timeout: cliTimeoutMs,
  }, () => {
    const run = runCli(["analyze", experiment]);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const lines = run.stdout.split("\n");
    expect(lines[0]).toBe("2 runs (latencies in ms)");
    expect(lines[1]).toMatch(/^run\s+load\s+req\/s\s+out tok\/s\s+TTFT mean/);
    // Concurrency 1: 1 req/s, 3 tok/s, TTFT 100, TPOT (20 + 30) / 2 = 25, ITL mean 25.
    expect(lines[2]).toMatch(
      /max_concurrency=1\/run=0\.json:1\s+concurrency 1\s+1\.00\s+3\.00\s+100\.00\s+100\.00\s+100\.00\s+25\.00/,
    );
    // Concurrency 8: 2 / 2 s = 1 req/s, 4 / 2 s = 2 tok/s, TTFT mean 300, p50 300, p99 398.
    expect(lines[3]).toMatch(
      /max_concurrency=8\/run=0\.json:1\s+concurrency 8\s+1\.00\s+2\.00\s+300\.00\s+300\.00\s+398\.00\s+40\.00/,
    );
    expect(run.stdout.match(/ · vllm/g)).toHaveLength(2);
  });

  it("says so of a folder with no result in it", { timeout: cliTimeoutMs }, () => {
    const empty = join(experiment, "..", "empty");
    mkdirSync(empty, { recursive: true });
    const run = runCli(["analyze", empty]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/empty: the folder holds no result file/);
  });
});

describe("cli analyze on the real vLLM 0.25.1 sweep folder", () => {
  it("reads its four runs, not the summaries, and keeps every stated value", {
    timeout: cliTimeoutMs,
  }, () => {
    const run = runCli(["analyze", "test/fixtures/measure/vllm_sweep_v0.25.1", "--format", "json"]);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const results = JSON.parse(run.stdout) as Record<string, unknown>[];
    expect(results).toHaveLength(4);
    // The first run's file states mean TTFT 217.27289337468392 ms and peak concurrency 6.
    expect(results[0]?.mean_ttft_ms).toBe(217.27289337468392);
    expect(results[0]?.max_concurrent_requests).toBe(6);
    expect(results.every((result) => result.recomputed === undefined)).toBe(true);
  });
});

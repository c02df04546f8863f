// @vitest-environment node
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cliBundle, cliTimeoutMs, repoRoot, scratchDir } from "./runCli.ts";

// Hostile input to the real command line with the JavaScript heap capped, and the peak memory of
// every process it starts measured: a read that grew with its input would die of running out of
// heap (a stack trace and status 134), or hold the endless file's bytes outside the heap.

/** Node and the command line start in a few MB of heap; every bound read below fits in the rest. */
const heapCapMb = 160;

/** Node starts at about 50 MB resident; the largest read allowed (100 MB) comes on top. */
const peakRssLimitMb = 400;
const kbPerMb = 1024;

const scratch = scratchDir();
afterAll(scratch.remove);

const peakRssHook = join(repoRoot, "test", "cli", "peakRss.cjs");
let runs = 0;

/** Runs `xpyd <args>` through a shell, so that `stdin` may name a device such as /dev/zero. */
const runCapped = (args: string, stdin = "/dev/null") => {
  runs += 1;
  const rssFile = scratch.file(`rss-${runs}.txt`, "");
  const run = spawnSync("sh", ["-c", `"${process.execPath}" "${cliBundle}" ${args} < ${stdin}`], {
    cwd: repoRoot,
    encoding: "utf8",
    env: {
      ...process.env,
      NODE_OPTIONS: `--max-old-space-size=${heapCapMb} --require ${peakRssHook}`,
      XPYD_PEAK_RSS_FILE: rssFile,
    },
  });
  const peaksKb = readFileSync(rssFile, "utf8").trim().split("\n").map(Number);
  return { ...run, peaksKb };
};

const opened = (depth: number) => "[".repeat(depth);
const nested = (depth: number) => `${opened(depth)}${"]".repeat(depth)}`;

// Each just under or far over a bound: a plan file is at most 2 MB, a result at most 100 MB.
const cases: [name: string, args: () => string, stdin?: string][] = [
  ["an endless stdin as the plan of solve", () => "solve -", "/dev/zero"],
  ["an endless stdin as the plan of simulate", () => "simulate -", "/dev/zero"],
  ["an endless file as the plan of export", () => "export /dev/zero --format vllm"],
  ["an endless file as a benchmark result", () => "analyze /dev/zero"],
  ["an endless file as the request sizes", () => "simulate - --sizes /dev/zero", "/dev/zero"],
  [
    "1.9 MB of unclosed arrays as a plan",
    () => `curves ${scratch.file("open.json", opened(1_900_000))}`,
  ],
  [
    "a plan field nested 900,000 levels deep",
    () => `optimize ${scratch.file("deep.json", `{"version":1,"prefill":${nested(900_000)}}`)}`,
  ],
  [
    "lines of arrays nested 100,000 deep as results",
    () => `analyze ${scratch.file("deep.jsonl", `${nested(100_000)}\n`.repeat(20))}`,
  ],
];

describe(`cli with the heap capped at ${heapCapMb} MB and ${peakRssLimitMb} MB resident`, {
  timeout: cliTimeoutMs,
}, () => {
  it.each(cases)("refuses %s with error lines and status 1", (_name, args, stdin) => {
    const run = runCapped(args(), stdin);
    expect(run.stderr).not.toMatch(/heap out of memory|\n\s+at /);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^error: /);
    for (const line of run.stderr.trimEnd().split("\n")) expect(line.length).toBeLessThan(200);
    expect(run.peaksKb.length).toBeGreaterThan(0);
    expect(Math.max(...run.peaksKb) / kbPerMb).toBeLessThan(peakRssLimitMb);
  });
});

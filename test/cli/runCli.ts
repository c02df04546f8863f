import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { PlanInput } from "../../src/model/index.ts";

// Runs the real command line in a child process, as a person or a script would.

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
/** The bundled command line (`vite build --mode cli`), built before the tests by buildCli.ts. */
export const cliBundle = join(repoRoot, "dist-cli", "xpyd.mjs");

/** Each run starts Node afresh (~0.3 s idle, seconds on a busy machine). */
export const cliTimeoutMs = 60_000;

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

export const runCli = (args: readonly string[], input?: string): CliRun => {
  const run = spawnSync(process.execPath, [cliBundle, ...args], {
    cwd: repoRoot,
    encoding: "utf8",
    input,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
};

// The worked example of docs/model.md §6: 12 prefill and 19 decode instances on 100 nodes.
export const workedExample: PlanInput = {
  version: 1,
  hardware: { gpusPerNode: 8, gpuHourlyCostUsd: 2 },
  workload: { inputTokens: 4000, outputTokens: 1000 },
  prefill: { nodesPerInstance: 2, batchSize: 8, batchTimeMs: 800 },
  decode: { nodesPerInstance: 4, batchSize: 256, itlMs: 60 },
  specDecode: { draftTokens: 1, acceptanceLength: 1.5 },
  allocation: { mode: "nodeBudget", totalNodes: 100 },
};

/** A scratch directory for plan files; `remove` deletes it. */
export const scratchDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "xpyd-cli-"));
  const file = (name: string, text: string): string => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  return {
    dir,
    file,
    plan: (name: string, plan: unknown): string => file(name, JSON.stringify(plan, null, 2)),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
};

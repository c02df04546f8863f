import { loadPlanFile } from "../../src/cli/loadPlanFile.ts";
import { readTextFile } from "../../src/cli/readTextFile.ts";
import { type CliIo, run } from "../../src/cli/run.ts";
import type { CliRun } from "./runCli.ts";

/**
 * The command line run in this process with the real file and link readers (or `overrides`):
 * fast enough to try every command many times, where runCli starts Node afresh.
 */
export const runInProcess = async (
  argv: string[],
  overrides: Partial<CliIo> = {},
): Promise<CliRun> => {
  let stdout = "";
  let stderr = "";
  const status = await run(argv, {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    loadPlan: loadPlanFile,
    readText: readTextFile,
    ...overrides,
  });
  return { status, stdout, stderr };
};

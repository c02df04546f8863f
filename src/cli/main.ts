import process from "node:process";
import { loadPlanFile } from "./loadPlanFile.ts";
import { readTextFile } from "./readTextFile.ts";
import { listResultFolder } from "./resultFolder.ts";
import { run, unexpectedFailureLine } from "./run.ts";

const exitFailed = 1;

// Whatever escapes `run` (a write that fails, a rejected promise nobody awaited) is still one line.
const fail = (error: unknown): void => {
  process.stderr.write(`${unexpectedFailureLine(error)}\n`);
  process.exit(exitFailed);
};
process.on("uncaughtException", fail);
process.on("unhandledRejection", fail);

// A reader that closes the pipe early (`| head`) is no error of ours: stop quietly.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  fail(error);
});

process.exitCode = await run(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  loadPlan: loadPlanFile,
  readText: readTextFile,
  listFolder: listResultFolder,
});

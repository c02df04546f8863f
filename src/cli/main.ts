import process from "node:process";
import { loadPlanFile } from "./loadPlanFile.ts";
import { readTextFile } from "./readTextFile.ts";
import { run } from "./run.ts";

// A reader that closes the pipe early (`| head`) is no error of ours: stop quietly.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

process.exitCode = await run(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  loadPlan: loadPlanFile,
  readText: readTextFile,
});

import { maxKeptBytes, readMeasurements, yamlOptionsFor } from "../io/index.ts";
import { analyzeRun } from "../model/index.ts";
import type { CliCommand } from "./cliArgs.ts";
import { formatAnalysis } from "./formatAnalysis.ts";
import { keptFullMessage, resultFileLimit } from "./readLimits.ts";
import { sourceName } from "./readSource.ts";
import { type CliIo, exitBadInput, exitOk, lines } from "./run.ts";

const noResultsMessage = "the folder holds no result file (.json, .jsonl, .prom, .txt)";

/** `analyze`: reads each result file and prints its serving metrics; 1 when any file failed. */
export const runAnalyze = async (
  command: Extract<CliCommand, { kind: "analyze" }>,
  io: CliIo,
): Promise<number> => {
  const inputs: { name: string; text: string }[] = [];
  const errors: string[] = [];
  // A folder (a `vllm bench sweep` experiment) gives its result files, named within it.
  const toRead: { path: string; name: string }[] = [];
  for (const operand of command.files) {
    const listing = (await io.listFolder?.(operand)) ?? { kind: "file" as const };
    if (listing.kind === "file") {
      toRead.push({ path: operand, name: sourceName(operand) });
      continue;
    }
    const folder = operand.replace(/\/+$/, "");
    if (listing.paths.length === 0)
      errors.push(`error: ${sourceName(folder)}: ${noResultsMessage}`);
    if (listing.leftOut > 0) {
      errors.push(`error: ${sourceName(folder)}: ${listing.leftOut} more result files not read`);
    }
    for (const path of listing.paths) {
      toRead.push({ path: `${folder}/${path}`, name: sourceName(`${folder}/${path}`) });
    }
  }
  // Files are read while their total stays within what the app keeps at once.
  let kept = 0;
  for (const { path: file, name } of toRead) {
    const read = await io.readText(file, resultFileLimit);
    if (!read.ok) errors.push(`error: ${name}: ${read.message}`);
    else if (kept + read.text.length > maxKeptBytes) {
      errors.push(`error: ${name}: ${keptFullMessage}`);
    } else {
      kept += read.text.length;
      inputs.push({ name, text: read.text });
    }
  }
  const { files, runs } = readMeasurements(
    inputs,
    await yamlOptionsFor(inputs, () => import("yaml")),
  );
  for (const file of files) {
    for (const problem of file.problems) {
      const where = problem.line > 0 ? `:${problem.line}` : "";
      const field =
        problem.field === undefined || problem.message.startsWith(problem.field)
          ? ""
          : `${problem.field}: `;
      errors.push(`error: ${file.name}${where}: ${field}${problem.message}`);
    }
  }
  const options = {
    percentiles: command.percentiles,
    ...(command.goodput === undefined ? {} : { goodput: command.goodput }),
  };
  const analyzed = runs.map((source) => ({ source, analysis: analyzeRun(source.run, options) }));
  if (analyzed.length > 0) io.stdout(formatAnalysis(analyzed, command.format));
  if (errors.length > 0) io.stderr(lines(errors));
  return errors.length > 0 || analyzed.length === 0 ? exitBadInput : exitOk;
};

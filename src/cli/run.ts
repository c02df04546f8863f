import { catalog } from "../data/index.ts";
import { encodePlan, maxKeptBytes, readMeasurements } from "../io/index.ts";
import {
  analyzeRun,
  curvesFor,
  defaultPlan,
  optimize,
  type Plan,
  solveTraced,
} from "../model/index.ts";
import { type CliCommand, parseCliArgs } from "./cliArgs.ts";
import { formatAnalysis } from "./formatAnalysis.ts";
import { formatCurves } from "./formatCurves.ts";
import { formatExport } from "./formatExport.ts";
import { formatOptimize } from "./formatOptimize.ts";
import { formatResult } from "./formatResult.ts";
import type { LoadedPlan } from "./loadPlanFile.ts";
import { keptFullMessage, type ReadLimit, resultFileLimit } from "./readLimits.ts";
import { readErrorReason, sourceName } from "./readSource.ts";
import type { ReadText } from "./readTextFile.ts";
import { runSimulate } from "./simulate.ts";
import { usage } from "./usage.ts";

/** What the command line touches outside itself, passed in so `run` stays a plain function. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** A plan file, "-" for stdin, or a share link. */
  loadPlan: (operand: string) => Promise<LoadedPlan>;
  readText: (path: string, limit: ReadLimit) => Promise<ReadText>;
}

const exitOk = 0;
const exitBadInput = 1;
const exitBadArguments = 2;

/** One line for an error nobody foresaw: its kind and the start of its message, no stack. */
export const unexpectedFailureLine = (error: unknown): string => {
  const kind = error instanceof Error ? `${error.name}: ` : "";
  return `error: could not finish: ${kind}${readErrorReason(error)}`;
};

const lines = (items: readonly string[]): string => items.map((item) => `${item}\n`).join("");

const analyze = async (
  command: Extract<CliCommand, { kind: "analyze" }>,
  io: CliIo,
): Promise<number> => {
  const inputs: { name: string; text: string }[] = [];
  const errors: string[] = [];
  // Files are read while their total stays within what the app keeps at once.
  let kept = 0;
  for (const file of command.files) {
    const read = await io.readText(file, resultFileLimit);
    const name = sourceName(file);
    if (!read.ok) errors.push(`error: ${name}: ${read.message}`);
    else if (kept + read.text.length > maxKeptBytes) {
      errors.push(`error: ${name}: ${keptFullMessage}`);
    } else {
      kept += read.text.length;
      inputs.push({ name, text: read.text });
    }
  }
  const { files, runs } = readMeasurements(inputs);
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

type PlanCommand = Extract<CliCommand, { kind: "solve" | "curves" | "optimize" | "export" }>;

// The app's own share link: the planner's address with the plan in the hash.
const shareUrl = async (base: string, plan: Plan): Promise<string> =>
  `${base.split("#")[0]}#${await encodePlan(plan)}`;

const planOutput = async (command: PlanCommand, plan: Plan): Promise<string> => {
  switch (command.kind) {
    case "solve":
      return formatResult(
        plan,
        solveTraced(plan, catalog),
        command.format,
        command.explain,
        command.lang,
      );
    case "curves":
      return formatCurves(curvesFor(plan, catalog), command.format);
    case "optimize":
      return formatOptimize(optimize(plan, catalog), command.format);
    case "export":
      return formatExport(
        plan,
        command.format,
        command.linkBase === undefined ? undefined : await shareUrl(command.linkBase, plan),
        command.lang,
      );
  }
};

const runCommand = async (argv: readonly string[], io: CliIo): Promise<number> => {
  const args = parseCliArgs(argv);
  if (!args.ok) {
    io.stderr(lines(args.errors.map((error) => `error: ${error}`)));
    if (args.showUsage) io.stderr(`\n${usage}`);
    return exitBadArguments;
  }
  const command = args.command;
  switch (command.kind) {
    case "help":
      io.stdout(usage);
      return exitOk;
    case "example":
      io.stdout(`${JSON.stringify(defaultPlan, null, 2)}\n`);
      return exitOk;
    case "analyze":
      return analyze(command, io);
    case "simulate":
      return runSimulate(command, io);
    case "solve":
    case "curves":
    case "optimize":
    case "export": {
      const loaded = await io.loadPlan(command.file);
      if (!loaded.ok) {
        io.stderr(lines(loaded.errors));
        return exitBadInput;
      }
      if (loaded.notes.length > 0) io.stderr(lines(loaded.notes));
      io.stdout(await planOutput(command, loaded.plan));
      return exitOk;
    }
  }
};

/** Runs one command line and returns its exit status; whatever fails inside is one stderr line. */
export const run = async (argv: readonly string[], io: CliIo): Promise<number> => {
  try {
    return await runCommand(argv, io);
  } catch (error) {
    io.stderr(`${unexpectedFailureLine(error)}\n`);
    return exitBadInput;
  }
};

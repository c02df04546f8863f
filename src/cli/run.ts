import { readMeasurements } from "../io/measure/readMeasurements.ts";
import { encodePlan } from "../io/urlCodec.ts";
import { curvesFor } from "../model/curves/index.ts";
import { defaultPlan, formatProblem, type Parsed, type Plan, solve } from "../model/index.ts";
import { analyzeRun } from "../model/measure/analyzeRun.ts";
import { optimize } from "../model/optimize/index.ts";
import { type CliCommand, parseCliArgs } from "./cliArgs.ts";
import { formatAnalysis } from "./formatAnalysis.ts";
import { formatCurves } from "./formatCurves.ts";
import { formatExport } from "./formatExport.ts";
import { formatOptimize } from "./formatOptimize.ts";
import { formatResult } from "./formatResult.ts";
import { stdinName } from "./loadPlanFile.ts";
import type { ReadText } from "./readTextFile.ts";
import { runSimulate } from "./simulate.ts";
import { usage } from "./usage.ts";

/** What the command line touches outside itself, passed in so `run` stays a plain function. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  loadPlan: (path: string) => Promise<Parsed<Plan>>;
  readText: (path: string) => Promise<ReadText>;
}

const exitOk = 0;
const exitBadInput = 1;
const exitBadArguments = 2;

const lines = (items: readonly string[]): string => items.map((item) => `${item}\n`).join("");

const analyze = async (
  command: Extract<CliCommand, { kind: "analyze" }>,
  io: CliIo,
): Promise<number> => {
  const inputs: { name: string; text: string }[] = [];
  const errors: string[] = [];
  for (const file of command.files) {
    const read = await io.readText(file);
    const name = file === stdinName ? "stdin" : file;
    if (read.ok) inputs.push({ name, text: read.text });
    else errors.push(`error: ${name}: cannot be read: ${read.reason}`);
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
      return formatResult(solve(plan), command.format, command.explain);
    case "curves":
      return formatCurves(curvesFor(plan), command.format);
    case "optimize":
      return formatOptimize(optimize(plan), command.format);
    case "export":
      return formatExport(
        plan,
        command.format,
        command.linkBase === undefined ? undefined : await shareUrl(command.linkBase, plan),
      );
  }
};

/** Runs one command line and returns its exit status. */
export const run = async (argv: readonly string[], io: CliIo): Promise<number> => {
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
      const plan = await io.loadPlan(command.file);
      if (!plan.ok) {
        const name = command.file === stdinName ? "stdin" : command.file;
        io.stderr(lines(plan.problems.map((p) => `error: ${name}: ${formatProblem(p)}`)));
        return exitBadInput;
      }
      io.stdout(await planOutput(command, plan.value));
      return exitOk;
    }
  }
};

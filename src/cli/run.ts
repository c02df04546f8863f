import { curvesFor } from "../model/curves/index.ts";
import { defaultPlan, formatProblem, type Parsed, type Plan, solve } from "../model/index.ts";
import { optimize } from "../model/optimize/index.ts";
import { parseCliArgs } from "./cliArgs.ts";
import { formatCurves } from "./formatCurves.ts";
import { formatOptimize } from "./formatOptimize.ts";
import { formatResult } from "./formatResult.ts";
import { stdinName } from "./loadPlanFile.ts";
import { usage } from "./usage.ts";

/** What the command line touches outside itself, passed in so `run` stays a plain function. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  loadPlan: (path: string) => Promise<Parsed<Plan>>;
}

const exitOk = 0;
const exitBadInput = 1;
const exitBadArguments = 2;

const lines = (items: readonly string[]): string => items.map((item) => `${item}\n`).join("");

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
    case "solve":
    case "curves":
    case "optimize": {
      const plan = await io.loadPlan(command.file);
      if (!plan.ok) {
        const name = command.file === stdinName ? "stdin" : command.file;
        io.stderr(lines(plan.problems.map((p) => `error: ${name}: ${formatProblem(p)}`)));
        return exitBadInput;
      }
      io.stdout(
        command.kind === "solve"
          ? formatResult(solve(plan.value), command.format, command.explain)
          : command.kind === "curves"
            ? formatCurves(curvesFor(plan.value), command.format)
            : formatOptimize(optimize(plan.value), command.format),
      );
      return exitOk;
    }
  }
};

import { catalog } from "../data/index.ts";
import { encodePlan } from "../io/index.ts";
import { defaultPlan, type Plan, solveTraced } from "../model/index.ts";
import { type CliCommand, parseCliArgs } from "./cliArgs.ts";
import { isManifestFormat } from "./exportArgs.ts";
import { formatResult } from "./formatResult.ts";
import type { LoadedPlan } from "./loadPlanFile.ts";
import type { ReadLimit } from "./readLimits.ts";
import { readErrorReason } from "./readSource.ts";
import type { ReadText } from "./readTextFile.ts";
import type { FolderListing } from "./resultFolder.ts";
import { usage } from "./usage.ts";

/** What the command line touches outside itself, passed in so `run` stays a plain function. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** A plan file, "-" for stdin, or a share link. */
  loadPlan: (operand: string) => Promise<LoadedPlan>;
  readText: (path: string, limit: ReadLimit) => Promise<ReadText>;
  /** `analyze <folder>`: a folder's result files; without it every operand is a file. */
  listFolder?: (path: string) => Promise<FolderListing>;
}

export const exitOk = 0;
export const exitBadInput = 1;
const exitBadArguments = 2;

/** One line for an error nobody foresaw: its kind and the start of its message, no stack. */
export const unexpectedFailureLine = (error: unknown): string => {
  const kind = error instanceof Error ? `${error.name}: ` : "";
  return `error: could not finish: ${kind}${readErrorReason(error)}`;
};

export const lines = (items: readonly string[]): string =>
  items.map((item) => `${item}\n`).join("");

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
    // The other commands load their own code when asked, so `solve` starts without it.
    case "curves": {
      const { curvesOutput } = await import("./curvesOutput.ts");
      return curvesOutput(plan, command.format);
    }
    case "optimize": {
      const { optimizeOutput } = await import("./optimizeOutput.ts");
      return optimizeOutput(plan, command.format);
    }
    case "export": {
      const { formatExport } = await import("./formatExport.ts");
      const format = command.format;
      // runCommand writes manifests itself, as they may be refused.
      if (isManifestFormat(format)) throw new Error(`${format} is not a text export`);
      return formatExport(
        plan,
        format,
        command.linkBase === undefined ? undefined : await shareUrl(command.linkBase, plan),
        command.lang,
      );
    }
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
    case "analyze": {
      const { runAnalyze } = await import("./analyzeCommand.ts");
      return runAnalyze(command, io);
    }
    case "simulate": {
      const { runSimulate } = await import("./simulate.ts");
      return runSimulate(command, io);
    }
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
      if (command.kind === "export" && isManifestFormat(command.format)) {
        const { manifestOutput } = await import("./manifestOutput.ts");
        const output = await manifestOutput(loaded.plan, command.format, command.engine);
        if (!output.ok) {
          io.stderr(lines(output.errors));
          return exitBadInput;
        }
        io.stdout(output.text);
        return exitOk;
      }
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

import { parseArgs } from "node:util";
import { z } from "zod";
import type { GoodputSlo } from "../model/index.ts";
import type { Language } from "../text/index.ts";
import { GoodputSchema, PercentilesSchema } from "./analyzeArgs.ts";
import { type ExportCommand, ExportSchema, exportCommandOf, LangSchema } from "./exportArgs.ts";
import { joinNegativeValues } from "./joinNegativeValues.ts";
import { quoteArg, shortFlag } from "./quoteArg.ts";
import {
  noSimulateFlags,
  type SimulateCommand,
  SimulateSchema,
  simulateCommandOf,
} from "./simulateArgs.ts";

export const outputFormats = ["json", "table", "markdown"] as const;
export type OutputFormat = (typeof outputFormats)[number];

export const curveFormats = ["csv", "json"] as const;
export type CurveFormat = (typeof curveFormats)[number];

export const optimizeFormats = ["table", "json"] as const;
export type OptimizeFormat = (typeof optimizeFormats)[number];

export const analyzeFormats = ["table", "json"] as const;
export type AnalyzeFormat = (typeof analyzeFormats)[number];

export type CliCommand =
  | { kind: "help" }
  | { kind: "example" }
  | { kind: "solve"; file: string; format: OutputFormat; explain: boolean; lang: Language }
  | { kind: "curves"; file: string; format: CurveFormat }
  | { kind: "optimize"; file: string; format: OptimizeFormat }
  | ExportCommand
  | SimulateCommand
  | {
      kind: "analyze";
      files: string[];
      format: AnalyzeFormat;
      percentiles: number[];
      goodput?: GoodputSlo;
    };

export type CliArgs =
  | { ok: true; command: CliCommand }
  | { ok: false; errors: string[]; showUsage: boolean };

const commandNames = "solve, curves, optimize, simulate, analyze, export, example";

const FormatSchema = z.enum(outputFormats, {
  error: (issue) =>
    `--format must be one of ${outputFormats.join(", ")} (got ${quoteArg(issue.input)})`,
});

const noLangFlag = { lang: z.undefined({ error: "--lang applies only to solve and export" }) };

const SolveSchema = z.strictObject({
  kind: z.literal("solve"),
  operands: z
    .array(z.string())
    .min(1, { error: "solve needs a plan file: solve <plan.json>" })
    .max(1, { error: (issue) => `solve takes one plan file (got ${quoteArg(issue.input)})` }),
  format: FormatSchema.default("table"),
  explain: z.boolean(),
  lang: LangSchema,
});

const CurvesSchema = z.strictObject({
  kind: z.literal("curves"),
  operands: z
    .array(z.string())
    .min(1, { error: "curves needs a plan file: curves <plan.json>" })
    .max(1, { error: (issue) => `curves takes one plan file (got ${quoteArg(issue.input)})` }),
  format: z
    .enum(curveFormats, {
      error: (issue) =>
        `--format for curves must be one of ${curveFormats.join(", ")} (got ${quoteArg(issue.input)})`,
    })
    .default("csv"),
  explain: z.literal(true, { error: "--no-explain applies only to solve" }),
});

const OptimizeSchema = z.strictObject({
  kind: z.literal("optimize"),
  operands: z
    .array(z.string())
    .min(1, { error: "optimize needs a plan file: optimize <plan.json>" })
    .max(1, { error: (issue) => `optimize takes one plan file (got ${quoteArg(issue.input)})` }),
  format: z
    .enum(optimizeFormats, {
      error: (issue) =>
        `--format for optimize must be one of ${optimizeFormats.join(", ")} (got ${quoteArg(issue.input)})`,
    })
    .default("table"),
  explain: z.literal(true, { error: "--no-explain applies only to solve" }),
});

const noAnalyzeFlags = {
  percentiles: z.undefined({ error: "--percentiles applies only to analyze" }),
  goodput: z.undefined({ error: "--goodput applies only to analyze" }),
};
const noLinkFlag = {
  link: z.undefined({ error: "--link applies only to export" }),
  engine: z.undefined({ error: "--engine applies only to export" }),
};

const AnalyzeSchema = z.strictObject({
  kind: z.literal("analyze"),
  operands: z.array(z.string()).min(1, {
    error: "analyze needs at least one result file: analyze <result.json>...",
  }),
  format: z
    .enum(analyzeFormats, {
      error: (issue) =>
        `--format for analyze must be one of ${analyzeFormats.join(", ")} (got ${quoteArg(issue.input)})`,
    })
    .default("table"),
  explain: z.literal(true, { error: "--no-explain applies only to solve" }),
  percentiles: PercentilesSchema,
  goodput: GoodputSchema.optional(),
});

const ExampleSchema = z.strictObject({
  kind: z.literal("example"),
  operands: z
    .array(z.string())
    .max(0, { error: (issue) => `example takes no arguments (got ${quoteArg(issue.input)})` }),
  format: z.undefined({ error: "--format applies only to solve" }),
  explain: z.boolean(),
});

const otherFlags = { ...noAnalyzeFlags, ...noLinkFlag, ...noSimulateFlags };
const ArgsSchema = z.discriminatedUnion(
  "kind",
  [
    SolveSchema.extend(otherFlags),
    CurvesSchema.extend({ ...otherFlags, ...noLangFlag }),
    OptimizeSchema.extend({ ...otherFlags, ...noLangFlag }),
    SimulateSchema.extend({ ...noAnalyzeFlags, ...noLinkFlag, ...noLangFlag }),
    ExportSchema.extend({ ...noAnalyzeFlags, ...noSimulateFlags }),
    AnalyzeSchema.extend({ ...noLinkFlag, ...noSimulateFlags, ...noLangFlag }),
    ExampleSchema.extend({ ...otherFlags, ...noLangFlag }),
  ],
  {
    error: (issue) => {
      const kind = (issue.input as { kind?: unknown } | undefined)?.kind;
      return kind === undefined
        ? `no command given (commands: ${commandNames})`
        : `unknown command ${quoteArg(kind)} (commands: ${commandNames}; see --help)`;
    },
  },
);

const options = {
  format: { type: "string", short: "f" },
  "no-explain": { type: "boolean" },
  lang: { type: "string" },
  percentiles: { type: "string" },
  goodput: { type: "string" },
  link: { type: "string" },
  engine: { type: "string" },
  requests: { type: "string" },
  seed: { type: "string" },
  rate: { type: "string" },
  qpm: { type: "string" },
  arrival: { type: "string" },
  replications: { type: "string" },
  sizes: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

// parseArgs throws on the first bad flag; its messages also advise on "--", which misleads here.
const flagError = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  const quoted = /'([^']*)'/.exec(message)?.[1] ?? "";
  const flag = shortFlag(/--[\w-]+/.exec(quoted)?.[0] ?? (quoted.split(/[ ,]/)[0] || "an option"));
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") return `unknown flag ${flag} (see --help)`;
  if (/argument missing/.test(message)) return `${flag} needs a value`;
  if (/does not take an argument/.test(message)) return `${flag} takes no value`;
  if (/argument is ambiguous/.test(message)) {
    return `${flag} needs a value (write ${flag}=VALUE for one that starts with "-")`;
  }
  return `the flags cannot be read: ${shortFlag(message.replace(/\s+/g, " "))}`;
};

// A list of bad values (--percentiles 1,x,y,…) gives one line each; past a few, the rest are counted.
const maxListedErrors = 5;

const summarised = (errors: readonly string[]): string[] =>
  errors.length <= maxListedErrors
    ? [...errors]
    : [
        ...errors.slice(0, maxListedErrors),
        `and ${errors.length - maxListedErrors} more problems with the arguments`,
      ];

const readFlags = (argv: readonly string[]) =>
  parseArgs({
    args: joinNegativeValues(argv, options),
    options,
    allowPositionals: true,
    strict: true,
  });

/** Reads the command line (without node and the script); never throws. */
export const parseCliArgs = (argv: readonly string[]): CliArgs => {
  let parsed: ReturnType<typeof readFlags>;
  try {
    parsed = readFlags(argv);
  } catch (error) {
    return { ok: false, errors: [flagError(error)], showUsage: false };
  }
  const { values, positionals } = parsed;
  if (values.help) return { ok: true, command: { kind: "help" } };
  const result = ArgsSchema.safeParse({
    kind: positionals[0],
    operands: positionals.slice(1),
    format: values.format,
    explain: !values["no-explain"],
    lang: values.lang,
    percentiles: values.percentiles,
    goodput: values.goodput,
    link: values.link,
    engine: values.engine,
    requests: values.requests,
    seed: values.seed,
    rate: values.rate,
    qpm: values.qpm,
    arrival: values.arrival,
    replications: values.replications,
    sizes: values.sizes,
  });
  if (!result.success) {
    const errors = summarised(result.error.issues.map((issue) => issue.message));
    return { ok: false, errors, showUsage: positionals.length === 0 };
  }
  const args = result.data;
  if (args.kind === "example") return { ok: true, command: { kind: "example" } };
  if (args.kind === "simulate") return { ok: true, command: simulateCommandOf(args) };
  if (args.kind === "analyze") {
    return {
      ok: true,
      command: {
        kind: "analyze",
        files: args.operands,
        format: args.format,
        percentiles: args.percentiles,
        ...(args.goodput === undefined ? {} : { goodput: args.goodput }),
      },
    };
  }
  const [file = ""] = args.operands;
  if (args.kind === "curves")
    return { ok: true, command: { kind: "curves", file, format: args.format } };
  if (args.kind === "optimize") {
    return { ok: true, command: { kind: "optimize", file, format: args.format } };
  }
  if (args.kind === "export") return exportCommandOf(args, file);
  return {
    ok: true,
    command: { kind: "solve", file, format: args.format, explain: args.explain, lang: args.lang },
  };
};

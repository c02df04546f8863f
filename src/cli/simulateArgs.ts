import { z } from "zod";
import { type ArrivalProcess, LoadSchema } from "../model/index.ts";
import { quoteArg } from "./quoteArg.ts";

// The options of `simulate`. Each number arrives as text and is read here, so a bad one is one
// line naming the flag and what it takes.

export const simulateFormats = ["table", "json"] as const;
export type SimulateFormat = (typeof simulateFormats)[number];

/** Most requests one run simulates: every request's times are kept until the statistics are taken. */
export const maxSimulatedRequests = 2_000_000;
const maxReplications = 100;
// The simulator reads a seed as a 32-bit integer, and replication i runs on seed + i.
const maxSeed = 2 ** 31 - 1;
const secondsPerMinute = 60;
// Far beyond any deployment's capacity; past it only the event count grows.
const maxRatePerSecond = 10_000_000;
const maxQpm = maxRatePerSecond * secondsPerMinute;
const arrivalCvBounds = LoadSchema.shape.arrivalCv.unwrap();
const grouped = (value: number): string => value.toLocaleString("en-US");

export interface SimulateArrival {
  process: ArrivalProcess;
  cv?: number;
}

export interface SimulateCommand {
  kind: "simulate";
  file: string;
  format: SimulateFormat;
  requests?: number;
  seed?: number;
  /** The load, when given: --rate as it is, --qpm over 60. */
  rate?: { perSecond: number; flag: "rate" | "qpm" };
  arrival?: SimulateArrival;
  replications?: number;
  sizesFile?: string;
}

const toNumber = (text: string): number => (text.trim() === "" ? Number.NaN : Number(text));

const wholeFlag = (flag: string, min: number, max: number, why = "") =>
  z
    .string()
    .optional()
    .transform((text, ctx): number | undefined => {
      if (text === undefined) return undefined;
      const value = toNumber(text);
      if (!Number.isInteger(value) || value < min || value > max) {
        ctx.addIssue({
          code: "custom",
          message: `--${flag} must be a whole number from ${grouped(min)} to ${grouped(max)}${why}, got ${quoteArg(text)}`,
        });
      }
      return value;
    });

const loadFlag = (flag: string, unit: string, max: number) =>
  z
    .string()
    .optional()
    .transform((text, ctx): number | undefined => {
      if (text === undefined) return undefined;
      const value = toNumber(text);
      if (!(value > 0 && value <= max)) {
        ctx.addIssue({
          code: "custom",
          message: `--${flag} must be a number of ${unit} above 0 and at most ${grouped(max)}, got ${quoteArg(text)}`,
        });
      }
      return value;
    });

const arrivalWords = "poisson, constant or gamma:CV";
const ArrivalFlag = z
  .string()
  .optional()
  .transform((text, ctx): SimulateArrival | undefined => {
    if (text === undefined) return undefined;
    const word = text.trim();
    if (word === "poisson" || word === "constant") return { process: word };
    const cvText = /^gamma:(.*)$/.exec(word)?.[1];
    const cv = cvText === undefined ? Number.NaN : toNumber(cvText);
    const bounds = arrivalCvBounds.safeParse(cv);
    if (bounds.success) return { process: "gamma", cv };
    const { minValue, maxValue } = arrivalCvBounds;
    const message =
      cvText === undefined
        ? `--arrival must be ${arrivalWords} (e.g. gamma:2), got ${quoteArg(text)}`
        : `--arrival gamma:CV needs a coefficient of variation from ${minValue} to ${maxValue}, got ${quoteArg(cvText)}`;
    ctx.addIssue({ code: "custom", message });
    return undefined;
  });

const onlySimulate = (flag: string) => z.undefined({ error: `--${flag} applies only to simulate` });

/** The flags only `simulate` takes, as the other commands' schemas refuse them. */
export const noSimulateFlags = {
  requests: onlySimulate("requests"),
  seed: onlySimulate("seed"),
  rate: onlySimulate("rate"),
  qpm: onlySimulate("qpm"),
  arrival: onlySimulate("arrival"),
  replications: onlySimulate("replications"),
  sizes: onlySimulate("sizes"),
};

export const SimulateSchema = z
  .strictObject({
    kind: z.literal("simulate"),
    operands: z
      .array(z.string())
      .min(1, { error: "simulate needs a plan file: simulate <plan.json>" })
      .max(1, { error: (issue) => `simulate takes one plan file (got ${quoteArg(issue.input)})` }),
    format: z
      .enum(simulateFormats, {
        error: (issue) =>
          `--format for simulate must be one of ${simulateFormats.join(", ")} (got ${quoteArg(issue.input)})`,
      })
      .default("table"),
    explain: z.literal(true, { error: "--no-explain applies only to solve" }),
    requests: wholeFlag(
      "requests",
      1,
      maxSimulatedRequests,
      " (every simulated request is kept in memory; --replications narrows the intervals instead)",
    ),
    seed: wholeFlag("seed", 0, maxSeed),
    rate: loadFlag("rate", "requests per second", maxRatePerSecond),
    qpm: loadFlag("qpm", "requests per minute", maxQpm),
    arrival: ArrivalFlag,
    replications: wholeFlag("replications", 1, maxReplications),
    sizes: z.string().min(1, { error: "--sizes needs a file of request sizes" }).optional(),
  })
  .superRefine((args, ctx) => {
    if (args.rate !== undefined && args.qpm !== undefined) {
      ctx.addIssue({
        code: "custom",
        message: "--rate and --qpm both set the load: give one of them",
      });
    }
    const total = (args.requests ?? 0) * (args.replications ?? 1);
    if (total > maxSimulatedRequests) {
      ctx.addIssue({
        code: "custom",
        message: `--requests × --replications must be at most ${grouped(maxSimulatedRequests)}, got ${grouped(total)}`,
      });
    }
  });

/** The command a valid `simulate` line asks for. */
export const simulateCommandOf = (args: z.output<typeof SimulateSchema>): SimulateCommand => {
  const rate =
    args.rate !== undefined
      ? { perSecond: args.rate, flag: "rate" as const }
      : args.qpm !== undefined
        ? { perSecond: args.qpm / secondsPerMinute, flag: "qpm" as const }
        : undefined;
  return {
    kind: "simulate",
    file: args.operands[0] ?? "",
    format: args.format,
    ...(args.requests === undefined ? {} : { requests: args.requests }),
    ...(args.seed === undefined ? {} : { seed: args.seed }),
    ...(rate === undefined ? {} : { rate }),
    ...(args.arrival === undefined ? {} : { arrival: args.arrival }),
    ...(args.replications === undefined ? {} : { replications: args.replications }),
    ...(args.sizes === undefined ? {} : { sizesFile: args.sizes }),
  };
};

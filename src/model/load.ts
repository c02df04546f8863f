import { z } from "zod";
import { describeInput } from "./describeInput.ts";
import { boundedNumber, wholeNumber } from "./fields.ts";
import { ruleIssue } from "./rules.ts";

// The traffic a plan is judged under: how requests arrive and how large they are. Absent, a plan
// means Poisson arrivals of requests that all have the workload's mean sizes.

export const arrivalProcesses = ["poisson", "gamma", "constant"] as const;
export type ArrivalProcess = (typeof arrivalProcesses)[number];

export const sizeModels = ["mean", "distribution", "empirical"] as const;
export type SizeModel = (typeof sizeModels)[number];

export const routingPolicies = ["leastLoaded", "roundRobin"] as const;
export type RoutingPolicy = (typeof routingPolicies)[number];

/** Most (input, output) pairs a plan carries; a larger run or trace is sampled down when imported. */
export const maxEmpiricalRequests = 4096;

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      `must be one of ${values.map((v) => `"${v}"`).join(", ")}, got ${describeInput(issue.input)}`,
  });

const tokens = wholeNumber({ min: 1, max: 10_000_000 });

/** Request sizes taken from an imported run or trace, with the file they came from. */
export const EmpiricalSizesSchema = z.strictObject({
  file: z
    .string({ error: "must be text" })
    .min(1, { error: "must not be empty" })
    .max(200, { error: "must be at most 200 characters" }),
  /** Each request's prompt tokens. */
  inputTokens: z
    .array(tokens, { error: "must be a list of token counts" })
    .min(1, { error: "must list at least one request" })
    .max(maxEmpiricalRequests, {
      error: `must list at most ${maxEmpiricalRequests} requests`,
    }),
  /** Each request's output tokens, in the same order. */
  outputTokens: z
    .array(tokens, { error: "must be a list of token counts" })
    .min(1, { error: "must list at least one request" })
    .max(maxEmpiricalRequests, {
      error: `must list at most ${maxEmpiricalRequests} requests`,
    }),
});
export type EmpiricalSizes = z.infer<typeof EmpiricalSizesSchema>;

export const LoadSchema = z
  .strictObject({
    /** Poisson (exponential gaps), gamma gaps with a coefficient of variation, or even spacing. */
    arrival: choice(arrivalProcesses).default("poisson"),
    /** Coefficient of variation of the gaps between arrivals, for gamma (1 is Poisson). */
    arrivalCv: boundedNumber({ min: 0.05, max: 20 }).optional(),
    /** Every request at the workload's means, a lognormal spread around them, or empirical sizes. */
    sizes: choice(sizeModels).default("mean"),
    /** Coefficient of variation of prompt tokens, for a distribution. */
    inputCv: boundedNumber({ min: 0, max: 10 }).optional(),
    /** Coefficient of variation of output tokens, for a distribution. */
    outputCv: boundedNumber({ min: 0, max: 10 }).optional(),
    empirical: EmpiricalSizesSchema.optional(),
    /** How the router spreads requests over instances. */
    routing: choice(routingPolicies).default("leastLoaded"),
  })
  .superRefine((load, ctx) => {
    if (load.arrival === "gamma" && load.arrivalCv === undefined) {
      ctx.addIssue(ruleIssue("requiredForArrival", ["arrivalCv"], { arrival: "gamma" }));
    }
    if (load.sizes === "empirical" && load.empirical === undefined) {
      ctx.addIssue(ruleIssue("requiredForSizes", ["empirical"], { sizes: "empirical" }));
    }
    const empirical = load.empirical;
    if (empirical && empirical.inputTokens.length !== empirical.outputTokens.length) {
      ctx.addIssue(
        ruleIssue("sameLength", ["empirical", "outputTokens"], {
          expected: empirical.inputTokens.length,
          got: empirical.outputTokens.length,
        }),
      );
    }
  });
export type Load = z.output<typeof LoadSchema>;

/** The load a plan means when it names none. */
export const defaultLoad: Load = { arrival: "poisson", sizes: "mean", routing: "leastLoaded" };

export const loadOf = (plan: { load?: Load | undefined }): Load => plan.load ?? defaultLoad;

import { z } from "zod";
import { describeInput } from "./describeInput.ts";
import { boundedNumber, wholeNumber } from "./fields.ts";

// Provenance of plan values taken from imported measurements (issue: measurements in): which file
// and which statistic each came from, so the form and the share link show "measured", not "entered".

export const measuredFields = [
  "prefill.batchTimeMs",
  "decode.itlMs",
  "specDecode.acceptanceLength",
  "latency.prefill.profile",
  "latency.decode.profile",
] as const;
export type MeasuredField = (typeof measuredFields)[number];

const text = (max: number) =>
  z
    .string({ error: "must be text" })
    .min(1, { error: "must not be empty" })
    .max(max, { error: `must be at most ${max} characters` });

export const MeasuredSourceSchema = z.strictObject({
  /** The imported file's name. */
  file: text(200),
  /** "mean", "median" or "p<P>", as the metric keys spell it. */
  statistic: text(40),
  /** How many runs a profile was built from. */
  runs: wholeNumber({ min: 1, max: 1000 }).optional(),
  /** Mean prompt and output tokens a request of the run(s): the workload the value was measured on. */
  inputTokens: boundedNumber({ min: 0, max: 10_000_000, exclusiveMin: true }).optional(),
  outputTokens: boundedNumber({ min: 0, max: 10_000_000, exclusiveMin: true }).optional(),
});
export type MeasuredSource = z.infer<typeof MeasuredSourceSchema>;

export const MeasuredSchema = z.partialRecord(
  z.enum(measuredFields, {
    error: (issue) =>
      `must be one of ${measuredFields.join(", ")}, got ${describeInput(issue.input)}`,
  }),
  MeasuredSourceSchema,
);
export type Measured = z.infer<typeof MeasuredSchema>;

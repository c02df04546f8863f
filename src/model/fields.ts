import { z } from "zod";
import { describeInput as describe } from "./describeInput.ts";

// Schema builders whose failures read as sentences about the field, e.g. "must be at least 1, got 0".

const numberType = (what: string) =>
  z.number({
    error: (issue) =>
      issue.input === undefined
        ? `is required (${what})`
        : `must be ${what}, got ${describe(issue.input)}`,
  });

interface Bounds {
  min: number;
  max: number;
}

/** A whole number within [min, max]. */
export const wholeNumber = ({ min, max }: Bounds) =>
  numberType("a whole number")
    .int({ error: (issue) => `must be a whole number, got ${describe(issue.input)}` })
    .min(min, { error: (issue) => `must be at least ${min}, got ${describe(issue.input)}` })
    .max(max, { error: (issue) => `must be at most ${max}, got ${describe(issue.input)}` });

/** A number within [min, max]; with `exclusiveMin`, within (min, max]. */
export const boundedNumber = ({
  min,
  max,
  exclusiveMin = false,
}: Bounds & { exclusiveMin?: boolean }) =>
  (exclusiveMin
    ? numberType("a number").gt(min, {
        error: (issue) => `must be greater than ${min}, got ${describe(issue.input)}`,
      })
    : numberType("a number").min(min, {
        error: (issue) => `must be at least ${min}, got ${describe(issue.input)}`,
      })
  ).max(max, { error: (issue) => `must be at most ${max}, got ${describe(issue.input)}` });

// A microsecond: no serving step is shorter, and tinier values only overflow the rates.
const shortestDurationMs = 0.001;

/** A duration in milliseconds: at least a microsecond, at most `max`. */
export const durationMs = (max: number) => boundedNumber({ min: shortestDurationMs, max });

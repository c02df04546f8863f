import { formatDisplay as f, formatTwoDecimals, LoadSchema } from "../model/index.ts";
import type { ImportedSizes } from "./simulatedPlan.ts";

// What an imported sizes file held, and how to replay its pace when it timed its requests.

const indent = "  ";
const cvBounds = LoadSchema.shape.arrivalCv.unwrap();
const suggestionDigits = 3;

const round = (value: number): string => String(Number(value.toPrecision(suggestionDigits)));

const paceFlags = (ratePerSecond: number, cv: number): string | null => {
  const rate = `--rate ${round(ratePerSecond)}`;
  if (cvBounds.safeParse(Number(round(cv))).success) return `${rate} --arrival gamma:${round(cv)}`;
  // Gaps more even than gamma's smallest spread are as good as evenly spaced.
  return cv < (cvBounds.minValue ?? 0) ? `${rate} --arrival constant` : null;
};

export const sizesLines = ({ sizes, summary, notes }: ImportedSizes): string[] => {
  const kept = summary.keptRequests < summary.requests ? ` (${f(summary.keptRequests)} kept)` : "";
  const arrival = summary.arrival;
  const flags = arrival === undefined ? null : paceFlags(arrival.ratePerSecond, arrival.cv);
  return [
    `Request sizes from ${sizes.file}: ${f(summary.requests)} requests${kept}`,
    `${indent}input  mean ${f(summary.meanInputTokens)} tokens, CV ${formatTwoDecimals(summary.inputCv)}`,
    `${indent}output mean ${f(summary.meanOutputTokens)} tokens, CV ${formatTwoDecimals(summary.outputCv)}`,
    ...(arrival === undefined
      ? []
      : [
          `${indent}arrivals in the file: ${formatTwoDecimals(arrival.ratePerSecond)} req/s, gap CV ${formatTwoDecimals(arrival.cv)}${flags === null ? "" : ` (replay its pace with ${flags})`}`,
        ]),
    ...notes.map((note) => `${indent}note: ${note.message}`),
  ];
};

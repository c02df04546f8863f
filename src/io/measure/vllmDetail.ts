import { z } from "zod";
import type { RequestDetail } from "../../model/index.ts";
import { type MeasureProblem, measureProblem } from "./measureProblem.ts";
import {
  isArrayOf,
  isCount,
  isFiniteAtLeastZero,
  isFiniteNumber,
  isGapLists,
  isText,
} from "./requestArrays.ts";
import { zodProblems } from "./zodProblems.ts";

// The per-request arrays of a `vllm bench serve --save-detailed` result (docs/formats.md §3):
// checked, lined up, and turned into the planner's request detail.

const finiteAtLeastZero = z.number().finite().min(0);
/** A count of requests or tokens, as vLLM's results hold them. */
export const count = z.number().int().min(0);
const detailKeys = ["input_lens", "output_lens", "ttfts", "itls"] as const;

/** The per-request arrays; `checkedDetail` accepts the same, faster (test/io/measure/requestArrays.test.ts). */
export const DetailSchema = z.object({
  input_lens: z.array(count),
  output_lens: z.array(count),
  ttfts: z.array(finiteAtLeastZero),
  itls: z.array(z.array(finiteAtLeastZero)),
  errors: z.array(z.string()).optional(),
  start_times: z.array(z.number().finite()).optional(),
  // Each request's own E2E latency in seconds, which some versions and forks save.
  latencies: z.array(finiteAtLeastZero).optional(),
});
type Detail = z.infer<typeof DetailSchema>;

/**
 * The document's per-request arrays, as they are, when `DetailSchema` would accept them; else
 * undefined, and the schema says what is wrong. One loop an array instead of zod's check and copy
 * of each of millions of numbers (src/io/measure/requestArrays.ts).
 */
export const checkedDetail = (document: Record<string, unknown>): Detail | undefined => {
  const inputLens = document.input_lens;
  const outputLens = document.output_lens;
  const ttfts = document.ttfts;
  const itls = document.itls;
  const errors = document.errors;
  const startTimes = document.start_times;
  const latencies = document.latencies;
  if (!isArrayOf(inputLens, isCount) || !isArrayOf(outputLens, isCount)) return undefined;
  if (!isArrayOf(ttfts, isFiniteAtLeastZero) || !isGapLists(itls)) return undefined;
  if (errors !== undefined && !isArrayOf(errors, isText)) return undefined;
  if (startTimes !== undefined && !isArrayOf(startTimes, isFiniteNumber)) return undefined;
  if (latencies !== undefined && !isArrayOf(latencies, isFiniteAtLeastZero)) return undefined;
  return {
    input_lens: inputLens,
    output_lens: outputLens,
    ttfts,
    itls,
    ...(errors === undefined ? {} : { errors }),
    ...(startTimes === undefined ? {} : { start_times: startTimes }),
    ...(latencies === undefined ? {} : { latencies }),
  };
};

/** The document's per-request detail, or undefined (with a problem where the arrays are broken). */
export const detailOf = (
  document: Record<string, unknown>,
  line: number,
  problems: MeasureProblem[],
): RequestDetail | undefined => {
  if (!detailKeys.every((key) => key in document)) return undefined;
  let detail = checkedDetail(document);
  if (detail === undefined) {
    const parsed = DetailSchema.safeParse(document);
    if (!parsed.success) {
      for (const problem of zodProblems(parsed.error, line, document)) problems.push(problem);
      return undefined;
    }
    detail = parsed.data;
  }
  const requests = detail.input_lens.length;
  const arrays: [string, { length: number } | undefined][] = [
    ["output_lens", detail.output_lens],
    ["ttfts", detail.ttfts],
    ["itls", detail.itls],
    ["errors", detail.errors],
    ["start_times", detail.start_times],
    ["latencies", detail.latencies],
  ];
  for (const [field, array] of arrays) {
    if (array !== undefined && array.length !== requests) {
      problems.push(
        measureProblem(
          line,
          "length",
          `${field} has ${array.length} entries but input_lens has ${requests}; the per-request arrays must line up`,
          { expected: requests, got: array.length },
          field,
        ),
      );
      return undefined;
    }
  }
  return {
    inputLens: detail.input_lens,
    outputLens: detail.output_lens,
    ttftsS: detail.ttfts,
    itlsS: detail.itls,
    // Without an errors array, a request with no first token and no output is a failure, as
    // vLLM records failures (ttft 0, output 0, no chunks).
    errors:
      detail.errors ??
      detail.ttfts.map((ttft, i) =>
        ttft === 0 && detail.output_lens[i] === 0 && (detail.itls[i]?.length ?? 0) === 0
          ? "failed (no errors array in the file)"
          : "",
      ),
    ...(detail.start_times === undefined ? {} : { startTimesS: detail.start_times }),
    ...(detail.latencies === undefined ? {} : { latenciesS: detail.latencies }),
  };
};

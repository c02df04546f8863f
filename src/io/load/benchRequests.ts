import type { MeasuredRun } from "../../model/index.ts";
import { EmpiricalSizesSchema } from "../../model/index.ts";
import { readMeasurements } from "../measure/readMeasurements.ts";
import { problemList } from "./problemList.ts";
import type { SizedRequests } from "./sizedRequests.ts";
import { type SizesNote, sizesNote, sizesProblem } from "./sizesProblem.ts";

// `vllm bench serve --save-result --save-detailed` (and SGLang bench_serving with
// --output-details) keep each request's input_lens and output_lens; the measurement readers
// already parse every layout of them, so this only takes the sizes out of their runs.

const tokens = EmpiricalSizesSchema.shape.inputTokens.element;
const msPerSecond = 1000;

const tokenProblem = (value: number, line: number, field: string) => {
  const checked = tokens.safeParse(value);
  return checked.success
    ? null
    : sizesProblem(
        line,
        "value",
        `${field} ${checked.error.issues[0]?.message ?? "is not a token count"}`,
        {},
        field,
      );
};

const runNotes = (runs: readonly MeasuredRun[], sized: readonly MeasuredRun[]): SizesNote[] => {
  const notes: SizesNote[] = [];
  if (sized.length > 1) {
    const message = `pooled the requests of ${sized.length} runs`;
    notes.push(sizesNote("runsCombined", message, { count: sized.length }));
  }
  const without = runs.length - sized.length;
  if (without > 0 && sized.length > 0) {
    const message = `left out ${without} run(s) without per-request data`;
    notes.push(sizesNote("runsWithoutSizes", message, { count: without }));
  }
  if (sized.some((run) => run.notes.some((note) => note.code === "sglangOutputLenRequested"))) {
    const message =
      "output lengths may be the requested ones: this SGLang backend counts no generated tokens";
    notes.push(sizesNote("requestedOutputLens", message));
  }
  return notes;
};

/** Reads the per-request sizes of every run in a benchmark result; never throws. */
export const readBenchRequests = (name: string, text: string): SizedRequests => {
  const result: SizedRequests = { inputTokens: [], outputTokens: [], problems: [], notes: [] };
  const problems = problemList();
  const { files, runs: sourced } = readMeasurements([{ name, text }]);
  for (const problem of files[0]?.problems ?? []) {
    problems.add(
      sizesProblem(problem.line, problem.rule, problem.message, problem.params, problem.field),
    );
  }
  const runs = sourced.map(({ run }) => run);
  const sized = runs.filter((run) => run.requests !== undefined);
  let failed = 0;
  for (const run of sized) {
    const { inputLens = [], outputLens = [], errors = [] } = run.requests ?? {};
    inputLens.forEach((input, i) => {
      const output = outputLens[i] ?? 0;
      // A request that failed, or made nothing, says nothing about the sizes a server sees.
      if ((errors[i] ?? "") !== "" || output === 0) {
        failed += 1;
        return;
      }
      const bad = [
        tokenProblem(input, run.line, `input_lens[${i}]`),
        tokenProblem(output, run.line, `output_lens[${i}]`),
      ].filter((problem) => problem !== null);
      if (bad.length > 0) problems.add(...bad);
      else {
        result.inputTokens.push(input);
        result.outputTokens.push(output);
      }
    });
  }
  if (sized.length === 0 && problems.count() === 0) {
    const message =
      "has no per-request input_lens and output_lens (run vllm bench serve with --save-result --save-detailed)";
    problems.add(sizesProblem(runs[0]?.line ?? 0, "noPerRequestSizes", message));
  }
  result.problems = problems.list();
  result.notes = runNotes(runs, sized);
  if (failed > 0) {
    const message = `left out ${failed} request(s) that failed or produced no tokens`;
    result.notes.push(sizesNote("failedSkipped", message, { count: failed }));
  }
  const startTimesS = sized.length === 1 ? sized[0]?.requests?.startTimesS : undefined;
  if (startTimesS !== undefined) result.arrivalsMs = startTimesS.map((s) => s * msPerSecond);
  else if (sized.length > 0) {
    const reason = sized.length > 1 ? "several runs" : "no start_times (newer vLLM writes them)";
    result.notes.push(sizesNote("noArrival", `no arrival rate: ${reason}`, { reason }));
  }
  return result;
};

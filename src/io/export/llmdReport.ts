import type {
  LatencySummary,
  Plan,
  PlanResult,
  RateEstimate,
  SimulationReport,
} from "../../model/index.ts";
import { crc32 } from "../crc32.ts";
import { llmdReportVersion, plannerTool } from "../measure/llmdReport.ts";

// The plan's predictions as an llm-d Benchmark Report v0.2 (llm-d/llm-d-benchmark
// llmdbenchmark/analysis/benchmark_report/schema_v0_2.py @ 8bc9f1ddd873a24f1657d6cca2e0d0fb6947dd36),
// so a tool that reads the format lays a predicted run beside measured ones. Given the queueing
// estimate at the sustainable load (the most load meeting the plan's SLOs), the run is predicted
// there: its rate, and the estimate's means and percentiles, queueing included. Without one, at
// the plan's capacity with the solve result's means, which leave queueing out. Percentiles come
// from a simulation at the same rate where one ran and stayed stable: the page and the command
// line pass the benchmark at the sustainable rate, simulated as `vllm bench serve` runs it. The load names this planner
// as its tool, whose ITL is vLLM's chunk gap (llmdReport.ts reads it).

// The schema's own version of a component's metadata (schema_v0_2.py LoadMetadata.schema_version).
const componentSchemaVersion = "0.0.1";

type Statistics = Record<string, number | string>;

// The report's percentile names (schema_v0_2.py Statistics) for those the simulator gives.
const percentileNames = [
  ["p50", "p50"],
  ["p90", "p90"],
  ["p95", "p95"],
  ["p99", "p99"],
  ["p99p9", "p99.9"],
] as const satisfies readonly (readonly [string, keyof LatencySummary])[];

type Percentiles = Partial<Record<(typeof percentileNames)[number][1], number>>;

const statistics = (
  units: string,
  mean: number,
  ...sources: (Percentiles | null | undefined)[]
): Statistics | undefined => {
  if (!Number.isFinite(mean)) return undefined;
  const stats: Statistics = { units, mean };
  for (const [name, key] of percentileNames) {
    // The first source that states the percentile: the simulation's, else the estimate's.
    const value = sources.map((source) => source?.[key]).find((v) => v !== undefined);
    if (value !== undefined && Number.isFinite(value)) stats[name] = value;
  }
  return stats;
};

/** What the report is read from besides the solve result. */
export interface ReportInputs {
  /** The queueing estimate at the load to predict (the sustainable load), when it is stable. */
  estimate?: RateEstimate | null;
  /** A simulation at that same load: its percentiles are used while it is stable. */
  simulation?: SimulationReport | null;
}

// The same rate, to rounding: the bench run's rate is the sustainable estimate's.
const rateTolerance = 1e-9;

interface PredictedRun {
  ratePerSecond: number;
  /** At the queueing estimate's load (else at capacity without queueing). */
  queueing: boolean;
  description: string;
  ttft: { mean: number; percentiles: Percentiles | null };
  tpot: { mean: number; percentiles: Percentiles | null };
  itlMs: number;
  e2el: { mean: number; percentiles: Percentiles | null };
}

const predictedRun = (result: PlanResult, estimate: RateEstimate | null): PredictedRun => {
  const { latency, throughput } = result;
  if (estimate === null || !estimate.stable || !(estimate.ratePerSecond > 0)) {
    return {
      ratePerSecond: throughput.requestsPerSecond,
      queueing: false,
      description:
        "Predicted by xPyD Planner from the plan at its capacity, without queueing; not measured",
      ttft: { mean: latency.ttftMs, percentiles: null },
      tpot: { mean: latency.tpotMs, percentiles: null },
      itlMs: latency.itlMs,
      e2el: { mean: latency.e2elMs, percentiles: null },
    };
  }
  // A chunk carries ITL / TPOT tokens' worth of time (the drafts a step accepts): the same there.
  const itlPerTpot = latency.tpotMs > 0 ? latency.itlMs / latency.tpotMs : 1;
  return {
    ratePerSecond: estimate.ratePerSecond,
    queueing: true,
    description:
      "Predicted by xPyD Planner from the plan at the most load that meets its SLOs, queueing included; not measured",
    ttft: { mean: estimate.ttftMs.mean, percentiles: estimate.ttftMs },
    tpot: { mean: estimate.tpotMs.mean, percentiles: estimate.tpotMs },
    itlMs: estimate.tpotMs.mean * itlPerTpot,
    e2el: { mean: estimate.e2elMs.mean, percentiles: estimate.e2elMs },
  };
};

const rate = (units: string, mean: number): Statistics | undefined =>
  Number.isFinite(mean) && mean >= 0 ? { units, mean } : undefined;

/** Entries whose value is defined, so the report leaves out what it cannot state. */
const defined = (entries: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));

const hex = (value: number): string => value.toString(16).padStart(8, "0");

/** The report as an object, predicted at the estimate's load (see ReportInputs), else at capacity. */
export const llmdReport = (
  plan: Plan,
  result: PlanResult,
  inputs: ReportInputs = {},
): Record<string, unknown> => {
  const planId = hex(crc32(new TextEncoder().encode(JSON.stringify(plan))));
  const predicted = predictedRun(result, inputs.estimate ?? null);
  // The simulation's percentiles only beside the estimate's means at its own rate: a run at
  // capacity without queueing is not what a simulation with queues measured.
  const simulation = inputs.simulation;
  const simulated =
    simulation?.stable === true &&
    predicted.queueing &&
    Math.abs(simulation.ratePerSecond - predicted.ratePerSecond) <=
      rateTolerance * predicted.ratePerSecond
      ? simulation
      : null;
  const { throughput } = result;
  const { inputTokens, outputTokens } = plan.workload;
  const requestsPerSecond = predicted.ratePerSecond;
  // Token rates scale with the request rate from the solve result's at capacity.
  const share =
    throughput.requestsPerSecond > 0 ? requestsPerSecond / throughput.requestsPerSecond : 0;
  const inputRate = throughput.inputTokensPerSecond * share;
  const outputRate = throughput.outputTokensPerSecond * share;
  return {
    version: llmdReportVersion,
    run: {
      uid: `prediction-${planId}`,
      description: predicted.description,
    },
    scenario: {
      load: {
        metadata: { schema_version: componentSchemaVersion, cfg_id: planId },
        standardized: defined({
          tool: plannerTool,
          // A predicted run has no tool release; the schema requires the field, as a string.
          tool_version: "",
          source: "unknown",
          input_seq_len: { distribution: "fixed", value: inputTokens },
          output_seq_len: { distribution: "fixed", value: outputTokens },
          rate_qps:
            Number.isFinite(requestsPerSecond) && requestsPerSecond > 0
              ? requestsPerSecond
              : undefined,
        }),
        native: {},
      },
    },
    results: {
      request_performance: {
        aggregate: {
          latency: defined({
            time_to_first_token: statistics(
              "ms",
              predicted.ttft.mean,
              simulated?.ttftMs,
              predicted.ttft.percentiles,
            ),
            time_per_output_token: statistics(
              "ms/token",
              predicted.tpot.mean,
              simulated?.tpotMs,
              predicted.tpot.percentiles,
            ),
            inter_token_latency: statistics("ms/token", predicted.itlMs, simulated?.itlMs),
            request_latency: statistics(
              "ms",
              predicted.e2el.mean,
              simulated?.e2elMs,
              predicted.e2el.percentiles,
            ),
          }),
          throughput: defined({
            request_rate: rate("queries/s", requestsPerSecond),
            input_token_rate: rate("tokens/s", inputRate),
            output_token_rate: rate("tokens/s", outputRate),
            total_token_rate: rate("tokens/s", inputRate + outputRate),
          }),
        },
      },
    },
  };
};

/** The report as the JSON file llm-d-benchmark writes (two-space indent, a final newline). */
export const llmdReportJson = (plan: Plan, result: PlanResult, inputs: ReportInputs = {}): string =>
  `${JSON.stringify(llmdReport(plan, result, inputs), null, 2)}\n`;

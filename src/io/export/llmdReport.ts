import type { LatencySummary, Plan, PlanResult, SimulationReport } from "../../model/index.ts";
import { crc32 } from "../crc32.ts";
import { llmdReportVersion, plannerTool } from "../measure/llmdReport.ts";

// The plan's predictions as an llm-d Benchmark Report v0.2 (llm-d/llm-d-benchmark
// llmdbenchmark/analysis/benchmark_report/schema_v0_2.py @ 8bc9f1ddd873a24f1657d6cca2e0d0fb6947dd36),
// so a tool that reads the format lays a predicted run beside measured ones. Means come from the
// solve result; percentiles from a simulation at the same rate, when one ran and stayed stable.
// The load names this planner as its tool, whose ITL is vLLM's chunk gap (llmdReport.ts reads it).

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

const statistics = (
  units: string,
  mean: number,
  summary: LatencySummary | null | undefined,
): Statistics | undefined => {
  if (!Number.isFinite(mean)) return undefined;
  const stats: Statistics = { units, mean };
  for (const [name, key] of percentileNames) {
    const value = summary?.[key];
    if (value !== undefined && Number.isFinite(value)) stats[name] = value;
  }
  return stats;
};

const rate = (units: string, mean: number): Statistics | undefined =>
  Number.isFinite(mean) && mean >= 0 ? { units, mean } : undefined;

/** Entries whose value is defined, so the report leaves out what it cannot state. */
const defined = (entries: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));

const hex = (value: number): string => value.toString(16).padStart(8, "0");

/**
 * The report as an object: `report` is a simulation at the result's request rate (its
 * percentiles are used while it is stable), or null for the means alone.
 */
export const llmdReport = (
  plan: Plan,
  result: PlanResult,
  report: SimulationReport | null = null,
): Record<string, unknown> => {
  const planId = hex(crc32(new TextEncoder().encode(JSON.stringify(plan))));
  const simulated = report?.stable === true ? report : null;
  const { latency, throughput } = result;
  const { inputTokens, outputTokens } = plan.workload;
  const requestsPerSecond = throughput.requestsPerSecond;
  return {
    version: llmdReportVersion,
    run: {
      uid: `prediction-${planId}`,
      description: "Predicted by xPyD Planner from the plan, not measured",
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
            time_to_first_token: statistics("ms", latency.ttftMs, simulated?.ttftMs),
            time_per_output_token: statistics("ms/token", latency.tpotMs, simulated?.tpotMs),
            inter_token_latency: statistics("ms/token", latency.itlMs, simulated?.itlMs),
            request_latency: statistics("ms", latency.e2elMs, simulated?.e2elMs),
          }),
          throughput: defined({
            request_rate: rate("queries/s", requestsPerSecond),
            input_token_rate: rate("tokens/s", throughput.inputTokensPerSecond),
            output_token_rate: rate("tokens/s", throughput.outputTokensPerSecond),
            total_token_rate: rate(
              "tokens/s",
              throughput.inputTokensPerSecond + throughput.outputTokensPerSecond,
            ),
          }),
        },
      },
    },
  };
};

/** The report as the JSON file llm-d-benchmark writes (two-space indent, a final newline). */
export const llmdReportJson = (
  plan: Plan,
  result: PlanResult,
  report: SimulationReport | null = null,
): string => `${JSON.stringify(llmdReport(plan, result, report), null, 2)}\n`;

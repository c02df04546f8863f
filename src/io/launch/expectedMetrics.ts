import type { LatencySummary, Plan, SimulationReport } from "../../model/index.ts";

// What a `vllm bench serve` run at a given rate should measure, from the simulator's report of
// the plan at that rate, under the keys vLLM writes to its result file (metricKeys.ts), so an
// imported run compares key by key: each latency's mean, median, P90 and P99, the throughputs,
// goodput, and the share of requests meeting every SLO (this planner's key, not vLLM's).

export const latencyKeys = ["ttft", "tpot", "itl", "e2el"] as const;

// vLLM's key for each statistic: `median_…` is its P50.
const statistics = [
  ["mean", "mean"],
  ["median", "p50"],
  ["p90", "p90"],
  ["p99", "p99"],
] as const satisfies readonly (readonly [string, keyof LatencySummary])[];

/**
 * The percentiles the prediction states (90 and 99): a run read from its requests computes them
 * too, whatever percentiles the Measure tab shows, so a comparison finds them.
 */
export const expectedPercentiles: readonly number[] = statistics.flatMap(([, statistic]) =>
  statistic === "p50" || statistic === "mean" ? [] : [Number(statistic.slice(1))],
);

/** The share of requests meeting every SLO: goodput over request throughput. */
export const attainmentKey = "slo_attainment";

/** Every key the prediction can hold, in the order the table lists them. */
export const expectedKeys: readonly string[] = [
  ...latencyKeys.flatMap((metric) => statistics.map(([name]) => `${name}_${metric}_ms`)),
  "request_throughput",
  "output_throughput",
  "total_token_throughput",
  "request_goodput",
  attainmentKey,
];

const summaries = (report: SimulationReport) =>
  ({
    ttft: report.ttftMs,
    tpot: report.tpotMs,
    itl: report.itlMs,
    e2el: report.e2elMs,
  }) satisfies Record<(typeof latencyKeys)[number], LatencySummary | null>;

/**
 * Predicted metrics at `ratePerSecond` (ms, req/s, tok/s, a share). Latencies come from the
 * report (a drained run's, as the benchmark runs) and are left out where it has none; throughput
 * is what the simulation served over its time, the offered rate without a report.
 */
export const expectedMetrics = (
  plan: Plan,
  ratePerSecond: number,
  report: SimulationReport | null,
): Record<string, number> => {
  const expected: Record<string, number> = {};
  if (report !== null) {
    for (const [metric, summary] of Object.entries(summaries(report))) {
      if (summary === null) continue;
      for (const [name, statistic] of statistics) {
        expected[`${name}_${metric}_ms`] = summary[statistic];
      }
    }
  }
  // What the run served over its time, as vLLM divides it (goodput alike): usually below the
  // offer, by its fill and drain and past the knee by what the deployment could not complete;
  // above it where arrivals bunched early.
  const served = report === null ? ratePerSecond : report.throughputPerSecond;
  const { inputTokens, outputTokens } = plan.workload;
  expected.request_throughput = served;
  expected.output_throughput = served * outputTokens;
  expected.total_token_throughput = served * (inputTokens + outputTokens);
  if (report?.goodputPerSecond !== null && report?.goodputPerSecond !== undefined) {
    expected.request_goodput = report.goodputPerSecond;
  }
  if (report?.sloAttainment !== null && report?.sloAttainment !== undefined) {
    expected[attainmentKey] = report.sloAttainment;
  }
  return expected;
};

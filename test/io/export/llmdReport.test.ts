import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { llmdReport, llmdReportJson } from "../../../src/io/export/llmdReport.ts";
import { readLlmdReport } from "../../../src/io/measure/llmdReport.ts";
import { readMeasurements } from "../../../src/io/measure/readMeasurements.ts";
import {
  defaultPlan,
  type LatencySummary,
  type SimulationReport,
  solve,
  sustainableEstimate,
} from "../../../src/model/index.ts";

const plan = defaultPlan;
const result = solve(plan, catalog);

// A simulation of made-up numbers, so each percentile's way into the report shows.
const summary = (base: number): LatencySummary => ({
  count: 100,
  mean: base,
  p50: base + 1,
  p90: base + 2,
  p95: base + 3,
  p99: base + 4,
  "p99.9": base + 5,
});
const estimate = sustainableEstimate(plan, catalog, result);
if (estimate === null) throw new Error("the default plan sets SLOs");
const simulation = (stable: boolean, ratePerSecond = estimate.ratePerSecond): SimulationReport =>
  ({
    stable,
    ratePerSecond,
    ttftMs: summary(100),
    tpotMs: summary(20),
    itlMs: summary(30),
    e2elMs: summary(1000),
  }) as unknown as SimulationReport;

type Json = Record<string, unknown>;
const at = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Json | undefined)?.[key], value);
const aggregate = (value: unknown) => at(value, "results", "request_performance", "aggregate");

describe("llmdReport", () => {
  it("writes a v0.2 report whose load is this planner's, at the plan's rate and sizes", () => {
    const report = llmdReport(plan, result);
    expect(report.version).toBe("0.2");
    expect(at(report, "scenario", "load", "standardized")).toMatchObject({
      tool: "xpyd-planner",
      source: "unknown",
      input_seq_len: { distribution: "fixed", value: plan.workload.inputTokens },
      output_seq_len: { distribution: "fixed", value: plan.workload.outputTokens },
      rate_qps: result.throughput.requestsPerSecond,
    });
  });

  it("states the solve result's means, in ms and ms/token, without a simulation", () => {
    const latency = at(aggregate(llmdReport(plan, result)), "latency");
    expect(at(latency, "time_to_first_token")).toEqual({
      units: "ms",
      mean: result.latency.ttftMs,
    });
    expect(at(latency, "time_per_output_token")).toEqual({
      units: "ms/token",
      mean: result.latency.tpotMs,
    });
    expect(at(latency, "inter_token_latency")).toEqual({
      units: "ms/token",
      mean: result.latency.itlMs,
    });
  });

  it("adds the simulated percentiles under the report's names while the simulation is stable", () => {
    const ttft = at(
      aggregate(llmdReport(plan, result, { estimate, simulation: simulation(true) })),
      "latency",
      "time_to_first_token",
    );
    // summary(100): p50 101, p90 102, p95 103, p99 104, p99.9 105; the mean stays the estimate's.
    expect(ttft).toEqual({
      units: "ms",
      mean: estimate.ttftMs.mean,
      p50: 101,
      p90: 102,
      p95: 103,
      p99: 104,
      p99p9: 105,
    });
    const unstable = at(
      aggregate(llmdReport(plan, result, { estimate, simulation: simulation(false) })),
      "latency",
      "time_to_first_token",
    );
    expect(unstable).toMatchObject({ mean: estimate.ttftMs.mean, p90: estimate.ttftMs.p90 });
  });

  it("leaves out a simulation at another rate, or beside a run at capacity without queueing", () => {
    const elsewhere = at(
      aggregate(
        llmdReport(plan, result, {
          estimate,
          simulation: simulation(true, 1.01 * estimate.ratePerSecond),
        }),
      ),
      "latency",
      "time_to_first_token",
    );
    expect(elsewhere).toMatchObject({ mean: estimate.ttftMs.mean, p90: estimate.ttftMs.p90 });
    // Without an estimate the report is at capacity without queueing: no percentiles at all,
    // not a simulation's with queues.
    const atCapacity = at(
      aggregate(
        llmdReport(plan, result, {
          simulation: simulation(true, result.throughput.requestsPerSecond),
        }),
      ),
      "latency",
      "time_to_first_token",
    );
    expect(atCapacity).toEqual({ units: "ms", mean: result.latency.ttftMs });
  });

  it("predicts at the sustainable load with the queueing estimate's statistics when given it", () => {
    const report = llmdReport(plan, result, { estimate });
    // The default plan is held by its 1,000 ms mean TTFT: the estimate sits on it there.
    expect(at(report, "scenario", "load", "standardized", "rate_qps")).toBe(
      result.sustainable.requestsPerSecond,
    );
    const ttft = at(aggregate(report), "latency", "time_to_first_token") as Record<
      string,
      number | undefined
    >;
    // On the 1,000 ms target to the search's tolerance (one part in a million of the load).
    expect(ttft.mean).toBeCloseTo(1000, 1);
    expect(ttft.mean).toBeLessThanOrEqual(1000 * (1 + 1e-9));
    expect(ttft.p90).toBe(estimate.ttftMs.p90);
    expect(ttft.p90).toBeGreaterThan(ttft.mean ?? Number.POSITIVE_INFINITY);
    expect(at(report, "run", "description")).toMatch(/most load that meets its SLOs/);
    // Token rates at that load: 4,000 in and 1,000 out a request.
    const throughput = at(aggregate(report), "throughput");
    expect(at(throughput, "output_token_rate", "mean")).toBeCloseTo(
      result.sustainable.requestsPerSecond * 1000,
      6,
    );
    expect(at(throughput, "input_token_rate", "mean")).toBeCloseTo(
      result.sustainable.requestsPerSecond * 4000,
      6,
    );
    // A stable simulation's percentiles come first; the mean stays the estimate's.
    const simulated = at(
      aggregate(llmdReport(plan, result, { estimate, simulation: simulation(true) })),
      "latency",
      "time_to_first_token",
    );
    expect(simulated).toMatchObject({ mean: estimate.ttftMs.mean, p90: 102 });
  });

  it("falls back to capacity without queueing when no estimate is given or the plan sets no SLO", () => {
    const noSlo = { ...plan, slo: {} };
    const solved = solve(noSlo, catalog);
    expect(sustainableEstimate(noSlo, catalog, solved)).toBeNull();
    const report = llmdReport(noSlo, solved, { estimate: null });
    expect(at(report, "scenario", "load", "standardized", "rate_qps")).toBe(
      solved.throughput.requestsPerSecond,
    );
    expect(at(report, "run", "description")).toMatch(/capacity, without queueing/);
  });

  it("states the total token rate as input plus output tokens per second", () => {
    const throughput = at(aggregate(llmdReport(plan, result)), "throughput");
    const { inputTokensPerSecond, outputTokensPerSecond } = result.throughput;
    expect(at(throughput, "total_token_rate")).toEqual({
      units: "tokens/s",
      mean: inputTokensPerSecond + outputTokensPerSecond,
    });
  });
});

describe("the exported report read back", () => {
  it("reads as one llm-d report run carrying the predicted numbers", () => {
    const text = llmdReportJson(plan, result, { estimate, simulation: simulation(true) });
    const { files, runs } = readMeasurements([{ name: "predicted.json", text }]);
    expect(files).toEqual([
      { name: "predicted.json", format: "llmdReport", runCount: 1, problems: [] },
    ]);
    const stated = runs[0]?.run.stated ?? {};
    expect(stated.mean_ttft_ms).toBe(estimate.ttftMs.mean);
    expect(stated.mean_tpot_ms).toBe(estimate.tpotMs.mean);
    // This planner's ITL is vLLM's chunk gap, so it is read back as ITL: the TPOT's chunk share.
    expect(stated.mean_itl_ms).toBeCloseTo(
      (estimate.tpotMs.mean * result.latency.itlMs) / result.latency.tpotMs,
      9,
    );
    expect(stated.p99_ttft_ms).toBe(104);
    expect(stated.median_e2el_ms).toBe(1001);
    const share = estimate.ratePerSecond / result.throughput.requestsPerSecond;
    expect(stated.request_throughput).toBe(estimate.ratePerSecond);
    expect(stated.output_throughput).toBeCloseTo(
      result.throughput.outputTokensPerSecond * share,
      6,
    );
    expect(runs[0]?.run.meta.requestRate).toBe(estimate.ratePerSecond);
  });

  it("leaves out a latency the result cannot state rather than write null", () => {
    const infinite = {
      ...result,
      latency: { ...result.latency, ttftMs: Number.POSITIVE_INFINITY },
    };
    const report = llmdReport(plan, infinite);
    expect(at(aggregate(report), "latency", "time_to_first_token")).toBeUndefined();
    expect(readLlmdReport({ line: 1, value: report }).problems).toEqual([]);
  });
});

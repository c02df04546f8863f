import { describe, expect, it } from "vitest";
import { expectedKeys, expectedMetrics } from "../../../src/io/launch/expectedMetrics.ts";
import { defaultPlan } from "../../../src/model/index.ts";
import { report, summary } from "./simulationReport.ts";

describe("expectedMetrics", () => {
  it("predicts each latency's mean, median, P90 and P99 under vLLM's keys", () => {
    const expected = expectedMetrics(defaultPlan, 100, report());
    // TTFT 800 ms scaled: median 0.9×, P90 1.5×, P99 2×.
    expect(expected.mean_ttft_ms).toBe(800);
    expect(expected.median_ttft_ms).toBe(720);
    expect(expected.p90_ttft_ms).toBe(1200);
    expect(expected.p99_ttft_ms).toBe(1600);
    expect(expected.p99_itl_ms).toBe(120);
    expect(expected.p90_e2el_ms).toBe(61_140);
  });

  it("predicts throughput at the run's rate: 100 req/s of 4,000 in and 1,000 out", () => {
    const expected = expectedMetrics(defaultPlan, 100, report());
    expect(expected.request_throughput).toBe(100);
    expect(expected.output_throughput).toBe(100_000);
    expect(expected.total_token_throughput).toBe(500_000);
  });

  it("predicts goodput and the share meeting every SLO from the simulation", () => {
    const expected = expectedMetrics(
      defaultPlan,
      100,
      report({ sloAttainment: 0.97, goodputPerSecond: 97 }),
    );
    expect(expected.request_goodput).toBe(97);
    expect(expected.slo_attainment).toBe(0.97);
  });

  it("predicts no latency where the run has none (it stopped as its queue grew), and what completes as throughput", () => {
    const stopped = report({ stable: false, ttftMs: null, throughputPerSecond: 120 });
    const expected = expectedMetrics(defaultPlan, 150, stopped);
    expect(expected).not.toHaveProperty("mean_ttft_ms");
    // 150 req/s offered, 120 completed a second in the simulation.
    expect(expected.request_throughput).toBe(120);
  });

  it("predicts a drained run's latencies even where its queue grew, as the benchmark would print them", () => {
    const drained = report({ stable: false, ttftMs: summary(5000), throughputPerSecond: 120 });
    expect(expectedMetrics(defaultPlan, 150, drained).mean_ttft_ms).toBe(5000);
  });

  it("predicts what a run served over its time, below the offer by its fill and drain", () => {
    // 100 req/s offered; the run served 92 a second from its first arrival to its last completion.
    const expected = expectedMetrics(defaultPlan, 100, report({ throughputPerSecond: 92 }));
    expect(expected.request_throughput).toBe(92);
    expect(expected.output_throughput).toBe(92 * defaultPlan.workload.outputTokens);
  });

  it("keeps a run that served above the offer as it served, as vLLM divides it, so goodput never exceeds it", () => {
    // Arrivals bunched early: 9.126 served a second at 9 offered, 7.6 of them within every SLO.
    const bunched = report({ throughputPerSecond: 9.126, goodputPerSecond: 7.6 });
    const expected = expectedMetrics(defaultPlan, 9, bunched);
    expect(expected.request_throughput).toBe(9.126);
    expect(expected.request_goodput).toBeLessThanOrEqual(expected.request_throughput ?? 0);
  });

  it("predicts only throughput while the simulation runs", () => {
    expect(Object.keys(expectedMetrics(defaultPlan, 100, null))).toEqual([
      "request_throughput",
      "output_throughput",
      "total_token_throughput",
    ]);
  });

  it("lists every key it can predict in the table's order", () => {
    const expected = expectedMetrics(
      defaultPlan,
      100,
      report({ sloAttainment: 1, goodputPerSecond: 100 }),
    );
    expect(Object.keys(expected).sort()).toEqual([...expectedKeys].sort());
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultPlan, type Plan } from "../../../src/model/index.ts";
import type { LatencySummary, SimulationReport } from "../../../src/model/simulate/types.ts";
import type { LatencyStatistics, RateEstimate } from "../../../src/model/sustainable/types.ts";
import { estimateGaps } from "../../../src/ui/simulate/estimateGaps.ts";

const flat = (ms: number): LatencyStatistics => ({ mean: ms, p50: ms, p90: ms, p95: ms, p99: ms });
const summary = (ms: number): LatencySummary => ({ count: 100, ...flat(ms), "p99.9": ms });

const estimate = (ttftMs: number, tpotMs = 40, e2elMs = 40_000): RateEstimate => ({
  ratePerSecond: 100,
  stable: true,
  utilization: { prefill: 0.8, decode: 0.8 },
  waits: { routerMs: 0, prefillQueueMs: 0, decodeQueueMs: 0 },
  ttftMs: flat(ttftMs),
  tpotMs: flat(tpotMs),
  e2elMs: flat(e2elMs),
  inFlight: 0,
  attainment: null,
});

const report = (
  ttftMs: number,
  tpotMs = 40,
  e2elMs = 40_000,
  stable = true,
  slo: SimulationReport["slo"] = [],
) =>
  ({
    stable,
    ttftMs: stable ? summary(ttftMs) : null,
    tpotMs: stable ? summary(tpotMs) : null,
    e2elMs: stable ? summary(e2elMs) : null,
    slo,
  }) as SimulationReport;

/** The P99 TTFT outcome of a run of replications whose 95% interval is [low, high]. */
const p99Ttft = (valueMs: number, low: number, high: number): SimulationReport["slo"] => [
  {
    metric: "ttft",
    statistic: "p99",
    targetMs: 1000,
    valueMs,
    interval: { low, high },
    met: false,
  },
];

const withP99Ttft: Plan = { ...defaultPlan, slo: { ...defaultPlan.slo, ttftStatistic: "p99" } };

describe("estimateGaps", () => {
  it("flags a statistic an SLO names when the two differ by more than 10%", () => {
    // 1,200 against 1,000: +20%.
    expect(estimateGaps(withP99Ttft, estimate(1000), report(1200))).toEqual([
      { metric: "ttft", statistic: "p99", estimateMs: 1000, simulatedMs: 1200, fraction: 0.2 },
    ]);
  });

  it("says nothing at 10% or less either way", () => {
    expect(estimateGaps(defaultPlan, estimate(1000), report(1100))).toEqual([]);
    expect(estimateGaps(defaultPlan, estimate(1000), report(900))).toEqual([]);
  });

  it("flags a simulation below the estimate as a negative difference", () => {
    // 30 against 40: −25%.
    expect(estimateGaps(defaultPlan, estimate(1000, 40), report(1000, 30))).toEqual([
      { metric: "tpot", statistic: "mean", estimateMs: 40, simulatedMs: 30, fraction: -0.25 },
    ]);
  });

  it("leaves out a metric without an SLO", () => {
    const noTtft: Plan = { ...defaultPlan, slo: { tpotMs: 50 } };
    expect(estimateGaps(noTtft, estimate(1000), report(5000))).toEqual([]);
  });

  it("does not flag a difference the replications cannot resolve: 1,200 against 1,000 with an interval of 900–1,500", () => {
    expect(
      estimateGaps(
        withP99Ttft,
        estimate(1000),
        report(1200, 40, 40_000, true, p99Ttft(1200, 900, 1500)),
      ),
    ).toEqual([]);
    // The same run with a tight interval, 1,150–1,250: flagged.
    expect(
      estimateGaps(
        withP99Ttft,
        estimate(1000),
        report(1200, 40, 40_000, true, p99Ttft(1200, 1150, 1250)),
      ),
    ).toHaveLength(1);
  });

  it("compares nothing when the simulation's queue grows", () => {
    expect(estimateGaps(defaultPlan, estimate(1000), report(5000, 40, 40_000, false))).toEqual([]);
  });

  it("flags exactly the metrics whose relative difference passes 10%", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e5, noNaN: true }),
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        (estimateMs, simulatedMs) => {
          const gaps = estimateGaps(defaultPlan, estimate(estimateMs), report(simulatedMs));
          const flagged = gaps.some((gap) => gap.metric === "ttft");
          expect(flagged).toBe(Math.abs(simulatedMs - estimateMs) / estimateMs > 0.1);
        },
      ),
    );
  });
});

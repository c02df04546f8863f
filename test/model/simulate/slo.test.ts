import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { meanInterval } from "../../../src/model/simulate/confidence.ts";
import { simulate } from "../../../src/model/simulate/index.ts";
import { simPlan } from "./simPlans.ts";

// Constant arrivals at 9 req/s on one 100 ms prefill slot: no request waits, so every TTFT is
// 100 ms, every E2EL 101 ms (one 1 ms step alone on its decode instance) and every TPOT 1 ms.
const even = (slo: object) =>
  simPlan({ slo, load: { arrival: "constant", sizes: "mean", routing: "leastLoaded" } });
const options = { ratePerSecond: 9, requests: 1000 };

describe("SLO outcomes", () => {
  it("checks each target at its statistic, a value equal to its target meeting it", () => {
    const report = simulate(
      even({ ttftMs: 100, tpotMs: 1, tpotStatistic: "p99", e2elMs: 100.5, e2elStatistic: "p90" }),
      catalog,
      options,
    );
    expect(report.slo).toEqual([
      {
        metric: "ttft",
        statistic: "mean",
        targetMs: 100,
        valueMs: expect.closeTo(100, 9),
        interval: null,
        met: true,
      },
      {
        metric: "tpot",
        statistic: "p99",
        targetMs: 1,
        valueMs: expect.closeTo(1, 9),
        interval: null,
        met: true,
      },
      {
        metric: "e2el",
        statistic: "p90",
        targetMs: 100.5,
        valueMs: expect.closeTo(101, 9),
        interval: null,
        met: false,
      },
    ]);
    // Every request misses the E2EL target, so none meets all three.
    expect(report.sloAttainment).toBe(0);
    expect(report.goodputPerSecond).toBe(0);
  });

  it("counts goodput over the measured window: 1,000 good requests over 999 gaps of 1/9 s is 9 · 1000 / 999 per second", () => {
    const report = simulate(even({ e2elMs: 101.5 }), catalog, options);
    expect(report.sloAttainment).toBe(1);
    expect(report.durationSeconds).toBeCloseTo(999 / 9, 9);
    expect(report.goodputPerSecond).toBeCloseTo((9 * 1000) / 999, 9);
  });

  it("has no attainment, goodput or outcomes without SLOs", () => {
    const report = simulate(even({}), catalog, options);
    expect(report.slo).toEqual([]);
    expect(report.sloAttainment).toBeNull();
    expect(report.goodputPerSecond).toBeNull();
  });
});

describe("confidence intervals over replications", () => {
  // The M/D/1 queue of the queueing tests at ρ = 0.5, with a TTFT target some requests miss.
  const mdOne = simPlan({ slo: { ttftMs: 150 } });
  const run = { ratePerSecond: 5, requests: 2000 };

  it("are x̄ ± t(0.975, n − 1) · s / √n of the replications' own values: three replications, t = 4.303", () => {
    const pooled = simulate(mdOne, catalog, { ...run, seed: 10, replications: 3 });
    const means = [10, 11, 12].map(
      (seed) => simulate(mdOne, catalog, { ...run, seed }).ttftMs?.mean ?? Number.NaN,
    );
    const average = means.reduce((sum, m) => sum + m, 0) / 3;
    const spread = Math.sqrt(means.reduce((sum, m) => sum + (m - average) ** 2, 0) / 2);
    const half = (4.303 * spread) / Math.sqrt(3);
    expect(pooled.confidence?.ttftMeanMs.low).toBeCloseTo(average - half, 9);
    expect(pooled.confidence?.ttftMeanMs.high).toBeCloseTo(average + half, 9);
    expect(pooled.confidence?.sloAttainment).not.toBeNull();
    expect(pooled.requests).toBe(6000);
  });

  it("are absent for one replication", () => {
    expect(simulate(mdOne, catalog, run).confidence).toBeNull();
  });
});

describe("each SLO's interval over replications", () => {
  // Poisson arrivals, so the replications differ.
  const poisson = simPlan({
    slo: { ttftMs: 150, ttftStatistic: "p90", tpotMs: 1 },
    load: { arrival: "poisson", sizes: "mean", routing: "leastLoaded" },
  });

  it("is the 95% t-interval of the statistic the replications give one by one (seed + i), and null for one replication", () => {
    const replications = 4;
    const together = simulate(poisson, catalog, { ...options, replications, seed: 7 });
    const p90s = Array.from(
      { length: replications },
      (_, i) =>
        simulate(poisson, catalog, { ...options, seed: 7 + i }).slo[0]?.valueMs ?? Number.NaN,
    );
    expect(together.slo[0]?.interval).toEqual(meanInterval(p90s));
    expect(p90s.every((value) => value > 100)).toBe(true);
    expect(simulate(poisson, catalog, options).slo[0]?.interval).toBeNull();
  });

  it("agrees with the report's interval of the mean TPOT", () => {
    const report = simulate(poisson, catalog, { ...options, replications: 3 });
    expect(report.slo[1]?.interval).toEqual(report.confidence?.tpotMeanMs);
  });
});

describe("a drained run, timed as a benchmark", () => {
  it("serves its requests over the time from its first arrival to its last completion: 1,000 / (999 / 9 + 0.101) req/s", () => {
    // Evenly spaced at 9 req/s, each request done 101 ms after it arrives (100 ms prefill, one
    // 1 ms step): the last of 1,000 arrives 999 / 9 s after the first and is done 0.101 s later.
    const report = simulate(even({}), catalog, {
      ratePerSecond: 9,
      requests: 1000,
      warmupRequests: 0,
      drain: true,
    });
    expect(report.requests).toBe(1000);
    expect(report.durationSeconds).toBeCloseTo(999 / 9 + 0.101, 9);
    expect(report.throughputPerSecond).toBeCloseTo(1000 / (999 / 9 + 0.101), 9);
  });

  it("keeps its latencies where its queue grew, since it ended; a run that does not drain has none", () => {
    // Twice what the one 100 ms prefill slot serves: the queue grows through the run.
    const options = { ratePerSecond: 20, requests: 300, warmupRequests: 0 };
    const drained = simulate(even({}), catalog, { ...options, drain: true });
    expect(drained.stable).toBe(false);
    expect(drained.ttftMs?.count).toBe(300);
    // The last waits behind about 300 / 2 prompts: 15 s.
    expect(drained.ttftMs?.["p99.9"] ?? 0).toBeGreaterThan(10_000);
    const endless = simulate(even({}), catalog, options);
    expect(endless.stable).toBe(false);
    expect(endless.ttftMs).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { type KneeRun, kneeCurves } from "../../../src/model/curves/kneeCurves.ts";
import type { KneeEstimate } from "../../../src/model/curves/kneeEstimate.ts";
import { type Plan, PlanSchema } from "../../../src/model/plan.ts";
import { workedExampleInput } from "../workedExample.ts";
import { report } from "./simulatedReports.ts";

const plan: Plan = PlanSchema.parse({
  ...workedExampleInput,
  slo: { ttftMs: 1000, ttftStatistic: "p99", tpotMs: 50, attainment: 0.9 },
});

const run = (ratePerSecond: number, figures: Parameters<typeof report>[1]): KneeRun => ({
  load: { ratePerSecond, loadFraction: ratePerSecond / 100, sustainable: ratePerSecond === 90 },
  report: report(ratePerSecond, figures),
});

const runs = [
  run(100, "unstable"),
  run(80, { ttftP99Ms: 900, tpotP99Ms: 42, attainment: 0.97 }),
  run(90, { ttftP99Ms: 1200, tpotP99Ms: 45, attainment: 0.88 }),
  run(110, "unstable"),
];

const estimate: KneeEstimate = {
  attainment: [{ x: 80, y: 96, detail: {} }],
  ttft: [{ x: 80, y: 950, detail: {} }],
  tpot: [{ x: 80, y: 43, detail: {} }],
  sustainableRps: 85,
};

const series = (curve: ReturnType<typeof kneeCurves>["ttft"], id: string) =>
  curve.series.find((entry) => entry.id === id)?.points ?? [];

describe("kneeCurves", () => {
  const knee = kneeCurves(plan, runs, estimate);

  it("draws each stable run at its load, in order, with its P99 and attainment in percent", () => {
    expect(series(knee.ttft, "simulated").map((point) => [point.x, point.y])).toEqual([
      [80, 900],
      [90, 1200],
    ]);
    expect(series(knee.tpot, "simulated").map((point) => point.y)).toEqual([42, 45]);
    expect(series(knee.attainment, "simulated").map((point) => point.y)).toEqual([97, 88]);
  });

  it("never gives an unstable run a value: it sits in one band from 95 to 115 req/s", () => {
    for (const curve of [knee.attainment, knee.ttft, knee.tpot]) {
      expect(series(curve, "simulated").some((point) => point.x >= 100)).toBe(false);
      expect(curve.bands).toEqual([{ kind: "unstable", from: 95, to: 115, at: [100, 110] }]);
    }
  });

  it("flags a run that misses an SLO or the attainment target as sloMissed", () => {
    // At 90 req/s P99 TTFT is 1,200 ms over 1,000, and 88% is under the 90% target.
    expect(series(knee.ttft, "simulated").map((point) => point.flags)).toEqual([[], ["sloMissed"]]);
  });

  it("flags a run shorter than its queue's relaxation as unsettled: 1,000 requests at 97% (0.97 / (1 − √0.97)² ≈ 4,250), not at 90% (≈ 342)", () => {
    const near = kneeCurves(
      plan,
      [
        run(90, { ttftP99Ms: 900, tpotP99Ms: 45, attainment: 0.95 }),
        run(97, { ttftP99Ms: 950, tpotP99Ms: 46, attainment: 0.93 }),
      ],
      estimate,
    );
    expect(series(near.ttft, "simulated").map((point) => point.flags)).toEqual([[], ["unsettled"]]);
  });

  it("draws the estimate beside the points, and the SLOs, target and sustainable load as lines", () => {
    expect(series(knee.ttft, "estimated")).toEqual(estimate.ttft);
    expect(knee.ttft.guides).toEqual([
      { axis: "y", value: 1000, slo: "ttftMs", label: "TTFT SLO" },
      { axis: "x", value: 85, slo: "sustainable", label: "sustainable load" },
    ]);
    expect(knee.tpot.guides[0]).toEqual({ axis: "y", value: 50, slo: "tpotMs", label: "TPOT SLO" });
    expect(knee.attainment.guides[0]).toEqual({
      axis: "y",
      value: 90,
      slo: "attainment",
      label: "attainment target",
    });
  });

  it("keeps each run's numbers for hover and CSV, shares as fractions", () => {
    expect(series(knee.attainment, "simulated")[0]?.detail).toMatchObject({
      requestsPerSecond: 80,
      qpm: 4800,
      loadFraction: 0.8,
      sloAttainment: 0.97,
      goodputPerSecond: 0.97 * 80,
      ttftP99Ms: 900,
      tpotP99Ms: 42,
    });
  });

  it("draws nothing simulated before any run is done, and does not change the runs it is given", () => {
    const empty = kneeCurves(plan, [], estimate);
    expect(series(empty.ttft, "simulated")).toEqual([]);
    expect(empty.ttft.bands).toEqual([]);
    const before = structuredClone(runs);
    kneeCurves(plan, runs, estimate);
    expect(runs).toEqual(before);
  });
});

import { describe, expect, it } from "vitest";
import { defaultPlan, parsePlan } from "../../../src/model/index.ts";
import type { RunAnalysis } from "../../../src/model/measure/analysis.ts";
import { planWithProfile, profilePoints } from "../../../src/model/measure/profileFromRuns.ts";

const run = (concurrency: number | null, itlMs: number, ttftMs: number) => ({
  fileName: "sweep.jsonl",
  analysis: {
    metrics: [
      { key: "mean_itl_ms", value: itlMs, source: "computed" },
      { key: "mean_ttft_ms", value: ttftMs, source: "computed" },
    ],
    checks: [],
    attainment: {},
    acceptance: null,
    identity: null,
    distributions: {},
    missing: [],
    itlPerToken: false,
    concurrency: concurrency === null ? null : { value: concurrency, source: "maxConcurrency" },
  } satisfies RunAnalysis,
});

describe("profilePoints", () => {
  it("makes one (concurrency, ITL) point a run, sorted, averaging runs at the same concurrency", () => {
    const points = profilePoints(
      [run(64, 30, 500), run(16, 20, 200), run(64, 32, 520), run(null, 99, 99)],
      "decode",
      "mean",
    );
    expect(points).toEqual([
      { batch: 16, timeMs: 20 },
      { batch: 64, timeMs: 31 },
    ]);
  });
});

describe("planWithProfile", () => {
  it("switches the phase to a measured profile and records the runs behind it", () => {
    const built = planWithProfile(
      defaultPlan,
      [run(8, 10, 300), run(32, 14, 900)],
      "prefill",
      "mean",
    );
    expect(built?.points).toEqual([
      { batch: 8, timeMs: 300 },
      { batch: 32, timeMs: 900 },
    ]);
    expect(built?.plan.latency.prefill).toMatchObject({
      source: "profile",
      profile: built?.points,
    });
    expect(built?.plan.measured?.["latency.prefill.profile"]).toEqual({
      file: "sweep.jsonl",
      statistic: "mean",
      runs: 2,
    });
    expect(parsePlan(built?.plan).ok).toBe(true);
  });

  it("needs two distinct concurrencies", () => {
    expect(
      planWithProfile(defaultPlan, [run(8, 10, 300), run(8, 11, 310)], "decode", "mean"),
    ).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { benchCommands } from "../../../src/io/launch/benchCommand.ts";
import { simulatedPredictions } from "../../../src/io/launch/benchPredictions.ts";
import { sloVerdict } from "../../../src/io/launch/sloVerdict.ts";
import { verdictText } from "../../../src/io/launch/verdictText.ts";
import { defaultPlan, PlanSchema, solve } from "../../../src/model/index.ts";
import type { SloOutcome } from "../../../src/model/simulate/index.ts";
import { report } from "./simulationReport.ts";

const ttftMet: SloOutcome = {
  metric: "ttft",
  statistic: "p90",
  targetMs: 1000,
  valueMs: 812,
  interval: null,
  met: true,
};
const tpotMissed: SloOutcome = {
  metric: "tpot",
  statistic: "mean",
  targetMs: 50,
  valueMs: 52.5,
  interval: null,
  met: false,
};
const withTarget = PlanSchema.parse({
  ...defaultPlan,
  slo: { ...defaultPlan.slo, attainment: 0.99 },
});

describe("sloVerdict", () => {
  it("holds when every SLO is met at its statistic and the attainment reaches its target", () => {
    const verdict = sloVerdict(withTarget, report({ slo: [ttftMet], sloAttainment: 0.995 }));
    expect(verdict).toEqual({
      kind: "holds",
      outcomes: [ttftMet],
      attainment: 0.995,
      target: 0.99,
    });
  });

  it("misses when an SLO is missed, or when the attainment falls short of its target", () => {
    expect(sloVerdict(defaultPlan, report({ slo: [ttftMet, tpotMissed] }))).toMatchObject({
      kind: "misses",
      missed: [tpotMissed],
    });
    expect(sloVerdict(withTarget, report({ slo: [ttftMet], sloAttainment: 0.98 })).kind).toBe(
      "misses",
    );
  });

  it("says the queue grows without bound when an unstable run has no SLO outcome to stand on", () => {
    expect(sloVerdict(defaultPlan, report({ stable: false, queueGrowthPerSecond: 20.5 }))).toEqual({
      kind: "unstable",
      growthPerSecond: 20.5,
    });
  });

  it("keeps a finite run's outcomes where its queue grew, and never calls them holding", () => {
    // A drained benchmark run keeps its SLO outcomes even while its queue grew.
    const met = sloVerdict(
      withTarget,
      report({ stable: false, queueGrowthPerSecond: 3.25, slo: [ttftMet], sloAttainment: 0.995 }),
    );
    expect(met).toEqual({
      kind: "grows",
      growthPerSecond: 3.25,
      pastCapacity: false,
      outcomes: [ttftMet],
      missed: [],
      attained: true,
      attainment: 0.995,
      target: 0.99,
    });
    const missed = sloVerdict(
      withTarget,
      report({ stable: false, queueGrowthPerSecond: 3.25, slo: [ttftMet, tpotMissed] }),
    );
    expect(missed).toMatchObject({ kind: "grows", missed: [tpotMissed] });
    const short = sloVerdict(
      withTarget,
      report({ stable: false, queueGrowthPerSecond: 3.25, slo: [ttftMet], sloAttainment: 0.9 }),
    );
    expect(short).toMatchObject({ kind: "grows", missed: [], attained: false });
  });

  it("past the plan's capacity, calls even a run too short to show its queue climbing growing, at the larger of the excess and the fit", () => {
    const verdict = sloVerdict(defaultPlan, report({ slo: [ttftMet] }), 21.1);
    expect(verdict).toMatchObject({
      kind: "grows",
      growthPerSecond: 21.1,
      pastCapacity: true,
      missed: [],
    });
    expect(sloVerdict(defaultPlan, report({ slo: [ttftMet] }), 0).kind).toBe("holds");
    const fitted = { stable: false, queueGrowthPerSecond: 3.25, slo: [ttftMet] };
    expect(sloVerdict(defaultPlan, report(fitted), 7)).toMatchObject({ growthPerSecond: 7 });
    // Where an engine limit holds the deployment below the plan's capacity, the fit reads more.
    expect(sloVerdict(defaultPlan, report(fitted), 1)).toMatchObject({ growthPerSecond: 3.25 });
    // Without an SLO, such a run is not called bounded either.
    expect(sloVerdict(defaultPlan, report(), 21.1)).toEqual({
      kind: "unstable",
      growthPerSecond: 21.1,
    });
  });

  it("says only that the queue stays bounded when the plan sets no SLO", () => {
    // The stub's TTFT P99 is 2 · 800 ms.
    expect(sloVerdict(defaultPlan, report())).toEqual({ kind: "noSlo", ttftP99Ms: 1600 });
  });
});

describe("verdictText", () => {
  it("says TTFT should hold only where the simulation meets every SLO", () => {
    const holds = sloVerdict(withTarget, report({ slo: [ttftMet], sloAttainment: 0.995 }));
    expect(verdictText(holds, "100")).toBe(
      "Simulated at 100 req/s: every SLO holds, TTFT should hold (TTFT P90 812 ms ≤ 1,000 ms; 99.5% of requests meet all (target 99%)).",
    );
    const misses = sloVerdict(defaultPlan, report({ slo: [tpotMissed] }));
    expect(verdictText(misses, "120")).toBe(
      "Simulated at 120 req/s: SLOs are missed (TPOT mean 52.5 ms > 50 ms).",
    );
    expect(verdictText({ kind: "unstable", growthPerSecond: 20.544 }, "141.125")).toBe(
      "Simulated at 141.125 req/s: the queue grows without bound (20.54 requests a second), so TTFT will not hold.",
    );
  });

  it("says a run past capacity meets the SLOs only because it ends, and one below it only that a longer run may read worse", () => {
    const grows = { stable: false, queueGrowthPerSecond: 3.254 };
    const met = sloVerdict(defaultPlan, report({ ...grows, slo: [ttftMet] }), 10);
    expect(verdictText(met, "130")).toBe(
      "Simulated at 130 req/s: this run meets every SLO only because it ends (TTFT P90 812 ms ≤ 1,000 ms); the rate is past the plan's capacity and the queue grows by 10 requests a second, so under sustained traffic TTFT and E2EL would grow without bound.",
    );
    const missed = sloVerdict(defaultPlan, report({ ...grows, slo: [tpotMissed] }), 10);
    expect(verdictText(missed, "130")).toBe(
      "Simulated at 130 req/s: SLOs are missed (TPOT mean 52.5 ms > 50 ms); the rate is past the plan's capacity and the queue grows by 10 requests a second, so TTFT and E2EL grow the longer it runs.",
    );
    // Below capacity a short run cannot tell a queue still filling from one that grows.
    const grew = sloVerdict(defaultPlan, report({ ...grows, slo: [ttftMet] }));
    expect(verdictText(grew, "110")).toBe(
      "Simulated at 110 req/s: every SLO is met over this run (TTFT P90 812 ms ≤ 1,000 ms), but its queue grew by 3.25 requests a second, so a longer run may read worse.",
    );
  });
});

describe("the simulated predictions of the worked example's two runs", () => {
  it("hold at the sustainable rate and break 20% above it, past the 120 req/s capacity", () => {
    const result = solve(defaultPlan, catalog);
    const { commands } = benchCommands(defaultPlan, result);
    const [sustainable, above] = simulatedPredictions(defaultPlan, commands);
    // The sustainable rate lies below capacity (120 req/s) and 120% of it above.
    expect(result.sustainable.requestsPerSecond).toBeLessThan(120);
    expect(result.sustainable.requestsPerSecond * 1.2).toBeGreaterThan(120);
    expect(sustainable?.verdict?.kind).toBe("holds");
    expect(sustainable?.expected).toHaveProperty("p99_ttft_ms");
    // The run above capacity ends, so its outcomes stand, but they are not called holding.
    expect(above?.verdict).toMatchObject({ kind: "grows", attained: true });
    expect(above?.verdict?.kind === "grows" && above.verdict.missed.length).toBeGreaterThan(0);
    // The benchmark above capacity still ends, so it has latencies to expect: far longer ones.
    expect(above?.expected.mean_ttft_ms).toBeGreaterThan(
      5 * (sustainable?.expected.mean_ttft_ms ?? 0),
    );
  });

  it("of a short benchmark: never holds past capacity, however few its prompts", () => {
    const result = solve(defaultPlan, catalog);
    const commands = benchCommands(defaultPlan, result).commands;
    const [, above] = commands;
    expect(above?.excessPerSecond).toBeCloseTo(
      1.2 * result.sustainable.requestsPerSecond - result.throughput.requestsPerSecond,
      9,
    );
    // 50 prompts end before the queue above capacity shows a climb; the verdict still says it grows.
    const [, brief] = simulatedPredictions(
      defaultPlan,
      commands.map((command) => ({ ...command, numPrompts: 50 })),
    );
    expect(brief?.report?.stable).toBe(true);
    expect(brief?.verdict).toMatchObject({
      kind: "grows",
      pastCapacity: true,
      growthPerSecond: above?.excessPerSecond,
      missed: [],
    });
  });

  it("simulates each run as the benchmark runs it: every prompt it sends measured, no warm-up", () => {
    const result = solve(defaultPlan, catalog);
    const { commands } = benchCommands(defaultPlan, result);
    const [sustainable] = simulatedPredictions(defaultPlan, commands);
    expect(sustainable?.command.numPrompts).toBeGreaterThan(1000);
    expect(sustainable?.report?.requests).toBe(sustainable?.command.numPrompts);
    expect(sustainable?.report?.warmup.requests).toBe(0);
  });
});

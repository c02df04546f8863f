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
    // Past the capacity the queue of sustained traffic grows at the rate's excess, not the fit's.
    expect(
      sloVerdict(
        withTarget,
        report({ stable: false, queueGrowthPerSecond: 3.25, slo: [ttftMet] }),
        7,
      ),
    ).toMatchObject({ kind: "grows", growthPerSecond: 7 });
    const short = sloVerdict(
      withTarget,
      report({ stable: false, queueGrowthPerSecond: 3.25, slo: [ttftMet], sloAttainment: 0.9 }),
    );
    expect(short).toMatchObject({ kind: "grows", missed: [], attained: false });
  });

  it("past the plan's capacity, calls even a run too short to show its queue climbing growing, at the rate's excess", () => {
    const verdict = sloVerdict(defaultPlan, report({ slo: [ttftMet] }), 21.1);
    expect(verdict).toMatchObject({ kind: "grows", growthPerSecond: 21.1, missed: [] });
    expect(sloVerdict(defaultPlan, report({ slo: [ttftMet] }), 0).kind).toBe("holds");
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

  it("says a short run that meets the SLOs while its queue grows meets them only because it ends", () => {
    const grows = { stable: false, queueGrowthPerSecond: 3.254 };
    const met = sloVerdict(defaultPlan, report({ ...grows, slo: [ttftMet] }));
    expect(verdictText(met, "130")).toBe(
      "Simulated at 130 req/s: this run meets every SLO only because it ends (TTFT P90 812 ms ≤ 1,000 ms); its queue grows by 3.25 requests a second, so sustained traffic at this rate would miss them.",
    );
    const missed = sloVerdict(defaultPlan, report({ ...grows, slo: [tpotMissed] }));
    expect(verdictText(missed, "130")).toBe(
      "Simulated at 130 req/s: SLOs are missed (TPOT mean 52.5 ms > 50 ms), and its queue grows by 3.25 requests a second, so a longer run reads worse.",
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

  it("of a short benchmark: holds at the sustainable rate, where its queue is still filling, and above capacity meets the SLOs only because it ends", () => {
    const result = solve(defaultPlan, catalog);
    const commands = benchCommands(defaultPlan, result).commands.map((command) => ({
      ...command,
      numPrompts: 1000,
    }));
    const [sustainable, above] = simulatedPredictions(defaultPlan, commands);
    // 1,000 prompts are far short of the ~9,700 arrivals a queue at 98% takes to relax.
    expect(sustainable?.report?.queueGrowthPerSecond).toBeGreaterThan(
      0.02 * (sustainable?.command.requestsPerSecond ?? 0),
    );
    expect(sustainable?.verdict?.kind).toBe("holds");
    expect(above?.command.excessPerSecond).toBeCloseTo(
      1.2 * result.sustainable.requestsPerSecond - result.throughput.requestsPerSecond,
      9,
    );
    expect(above?.verdict?.kind).toBe("grows");
    // 50 prompts end before the queue above capacity shows a climb; the verdict still says it grows.
    const [, brief] = simulatedPredictions(
      defaultPlan,
      commands.map((command) => ({ ...command, numPrompts: 50 })),
    );
    expect(brief?.report?.stable).toBe(true);
    expect(brief?.verdict).toMatchObject({
      kind: "grows",
      growthPerSecond: above?.command.excessPerSecond,
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

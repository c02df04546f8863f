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

  it("says the queue grows, whatever the SLOs, when the simulation is unstable", () => {
    expect(sloVerdict(defaultPlan, report({ stable: false, queueGrowthPerSecond: 20.5 }))).toEqual({
      kind: "unstable",
      growthPerSecond: 20.5,
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
    expect(above?.verdict?.kind).toBe("unstable");
    // The benchmark above capacity still ends, so it has latencies to expect: far longer ones.
    expect(above?.expected.mean_ttft_ms).toBeGreaterThan(
      5 * (sustainable?.expected.mean_ttft_ms ?? 0),
    );
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

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import type { Plan } from "../../../src/model/plan.ts";
import { type LatencySummary, simulate } from "../../../src/model/simulate/index.ts";
import { solve } from "../../../src/model/solve.ts";
import { planArbitrary } from "../planArbitrary.ts";
import { simPlan } from "./simPlans.ts";

const numbersIn = (value: unknown): number[] => {
  if (typeof value === "number") return [value];
  if (value === null || typeof value !== "object") return [];
  return Object.values(value).flatMap(numbersIn);
};

const load = fc.record({
  // Offered load as a share of the capacity solve reports (1 req/s when it reports none).
  share: fc.double({ min: 0.05, max: 3, noNaN: true }),
  requests: fc.integer({ min: 1, max: 300 }),
  warmupRequests: fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined }),
  seed: fc.integer(),
  replications: fc.integer({ min: 1, max: 3 }),
  arrival: fc.option(
    fc.record({
      process: fc.constantFrom("poisson" as const, "gamma" as const, "constant" as const),
      cv: fc.option(fc.double({ min: 0.05, max: 20, noNaN: true }), { nil: undefined }),
    }),
    { nil: undefined },
  ),
});

const sizes = fc.oneof(
  fc.constant(undefined),
  fc.record({
    arrival: fc.constant("poisson" as const),
    sizes: fc.constant("distribution" as const),
    inputCv: fc.double({ min: 0, max: 3, noNaN: true }),
    outputCv: fc.double({ min: 0, max: 3, noNaN: true }),
    routing: fc.constantFrom("leastLoaded" as const, "roundRobin" as const),
  }),
);

const ordered = (summary: LatencySummary | null) =>
  summary === null ||
  (summary.p50 <= summary.p90 &&
    summary.p90 <= summary.p95 &&
    summary.p95 <= summary.p99 &&
    summary.p99 <= summary["p99.9"]);

type Load = typeof load extends fc.Arbitrary<infer T> ? T : never;

// A run goes on until its last measured request is done, so it simulates about λ · E2EL requests
// past the ones asked for: plans whose solve puts that in the thousands are left to other tests.
const maxInFlight = 2000;

const runOn = (plan: Plan, options: Load) => {
  const result = solve(plan, catalog);
  const capacity = result.throughput.requestsPerSecond;
  const ratePerSecond = options.share * (capacity > 0 ? capacity : 1);
  fc.pre((ratePerSecond * result.latency.e2elMs) / 1000 < maxInFlight);
  return simulate(plan, catalog, { ...options, ratePerSecond }, result);
};

describe("simulate on random valid plans and loads", () => {
  it("never throws, gives finite numbers or nulls, and orders every stable summary's percentiles", () => {
    fc.assert(
      fc.property(planArbitrary, sizes, load, (plan, planLoad, options) => {
        const withLoad: Plan = planLoad === undefined ? plan : { ...plan, load: planLoad };
        const report = runOn(withLoad, options);
        expect(numbersIn(report).every(Number.isFinite)).toBe(true);
        if (report.stable) {
          const { ttftMs, tpotMs, itlMs, e2elMs, waits } = report;
          for (const summary of [ttftMs, tpotMs, itlMs, e2elMs, ...Object.values(waits)]) {
            expect(ordered(summary)).toBe(true);
          }
          // A stable run serves or rejects every measured request.
          expect(report.requests + report.rejected).toBe(options.requests * options.replications);
          expect(report.utilization.prefill).toBeLessThanOrEqual(1);
          expect(report.utilization.decode).toBeLessThanOrEqual(1);
        } else {
          expect(report.ttftMs).toBeNull();
        }
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it("counts as rejected every prompt longer than the prefill token budget", () => {
    fc.assert(
      fc.property(planArbitrary, fc.integer({ min: 1, max: 200 }), (plan, requests) => {
        // A budget one token short of every prompt, no chunked prefill.
        const tight: Plan = {
          ...plan,
          prefill: { ...plan.prefill, dataParallel: 1 },
          engine: {
            ...plan.engine,
            prefill: { maxNumBatchedTokens: plan.workload.inputTokens - 1 },
          },
        };
        if (tight.workload.inputTokens < 2) return;
        const report = simulate(tight, catalog, { ratePerSecond: 1, requests });
        expect(report.rejected).toBe(requests);
        expect(report.requests).toBe(0);
        expect(report.ttftMs).toBeNull();
      }),
      { numRuns: 50 },
    );
  });
});

describe("simulate on a fleet of millions of instances", () => {
  it("keeps state only for the instances it uses: 50 million decode instances at 1 req/s run like a few", () => {
    // Ten prefill instances of 10 slots, one-slot decode instances; a plan stops at 10,000 nodes,
    // so the solved result is scaled past it to stress the simulator alone.
    const plan = simPlan({
      instances: [10, 9_990],
      prefill: { nodesPerInstance: 1, batchSize: 10, batchTimeMs: 100 },
      decode: { nodesPerInstance: 1, batchSize: 1, itlMs: 1 },
    });
    const solved = solve(plan, catalog);
    const huge = { ...solved, allocation: { ...solved.allocation, decodeInstances: 50_000_000 } };
    const report = simulate(plan, catalog, { ratePerSecond: 1, requests: 500 }, huge);
    expect(report.stable).toBe(true);
    expect(report.requests).toBe(500);
    // A request alone on its decode instance: 100 ms of prefill, 1 ms for its one step.
    expect(report.e2elMs?.mean).toBeCloseTo(101, 6);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { defaultPlan } from "../../../src/model/plan.ts";
import { type SimulationOptions, simulate } from "../../../src/model/simulate/index.ts";

const numbersIn = (value: unknown): number[] => {
  if (typeof value === "number") return [value];
  if (value === null || typeof value !== "object") return [];
  return Object.values(value).flatMap(numbersIn);
};

const anyNumber = fc.oneof(
  fc.double(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -1, 0, 0.5, 1e300),
  fc.integer({ min: -10, max: 400 }),
);

describe("simulation options", () => {
  it("never throw and give finite numbers for any numbers in the options, prototype keys for the process included", () => {
    const options = fc.record({
      ratePerSecond: anyNumber,
      requests: fc.option(fc.oneof(anyNumber, fc.integer({ min: 1, max: 300 })), {
        nil: undefined,
      }),
      warmupRequests: fc.option(fc.oneof(anyNumber, fc.integer({ min: 0, max: 50 })), {
        nil: undefined,
      }),
      seed: fc.option(anyNumber, { nil: undefined }),
      replications: fc.option(fc.constantFrom(Number.NaN, -1, 0, 1, 2.7), { nil: undefined }),
      arrival: fc.option(
        fc.record({
          process: fc.constantFrom("poisson", "gamma", "constant", "__proto__", "constructor"),
          cv: fc.option(anyNumber, { nil: undefined }),
        }),
        { nil: undefined },
      ),
    });
    fc.assert(
      fc.property(options, (asked) => {
        // Large request counts are the caller's to afford: keep each run small here.
        const requests = Math.min(300, Math.abs(asked.requests ?? 300) || 300);
        const report = simulate(defaultPlan, catalog, {
          ...asked,
          requests,
          warmupRequests: Math.min(50, asked.warmupRequests ?? 10),
        } as SimulationOptions);
        expect(numbersIn(report).every(Number.isFinite)).toBe(true);
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it("grows the queue no faster than requests arrive, even at a rate near the largest double", () => {
    // Found by the property above: the waiting count over a few femtoseconds overflowed.
    const ratePerSecond = 3.4054154169719975e295;
    const report = simulate(defaultPlan, catalog, {
      ratePerSecond,
      requests: 1,
      seed: 100,
      arrival: { process: "gamma", cv: 171 },
    });
    expect(report.queueGrowthPerSecond).toBeGreaterThan(0);
    expect(report.queueGrowthPerSecond).toBeLessThanOrEqual(ratePerSecond);
  });

  it("averages the replications' queue growth without overflow at a rate near the largest double", () => {
    // Found by the property above: the sum of two replications' growths passed the largest double.
    for (const seed of [0, 1, 3, 7]) {
      const report = simulate(defaultPlan, catalog, {
        ratePerSecond: 9.572054784277453e307,
        requests: 1,
        replications: 2,
        seed,
      });
      expect(Number.isFinite(report.queueGrowthPerSecond)).toBe(true);
    }
  });

  it("runs nothing for a rate that is not a positive number: no requests, no statistics", () => {
    for (const ratePerSecond of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const report = simulate(defaultPlan, catalog, { ratePerSecond, requests: 100 });
      expect(report.requests).toBe(0);
      expect(report.ttftMs).toBeNull();
      expect(report.sloAttainment).toBeNull();
    }
  });

  it("measures the asked requests after a warm-up of 10% by default", () => {
    const report = simulate(defaultPlan, catalog, { ratePerSecond: 50, requests: 1000 });
    expect(report.requests).toBe(1000);
    expect(report.ttftMs?.count).toBe(1000);
  });
});

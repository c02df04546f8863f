import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { defaultPlan } from "../../../src/model/plan.ts";
import { createSimulation, simulate } from "../../../src/model/simulate/index.ts";

const options = { ratePerSecond: 100, requests: 3000, replications: 2 };

describe("seeding and purity", () => {
  it("gives the same report for the same seed, run whole or in slices", () => {
    const whole = simulate(defaultPlan, catalog, { ...options, seed: 42 });
    const sliced = createSimulation(defaultPlan, catalog, { ...options, seed: 42 });
    let progress = 0;
    while (!sliced.done) {
      const next = sliced.advance(997);
      expect(next).toBeGreaterThanOrEqual(progress);
      progress = next;
    }
    expect(progress).toBe(1);
    expect(sliced.report()).toEqual(whole);
  });

  it("gives different reports for different seeds", () => {
    const one = simulate(defaultPlan, catalog, { ...options, seed: 1 });
    const two = simulate(defaultPlan, catalog, { ...options, seed: 2 });
    expect(one.ttftMs?.mean).not.toBe(two.ttftMs?.mean);
    expect(one.tpotMs?.p99).not.toBe(two.tpotMs?.p99);
  });

  it("runs replication i on seed + i: two replications from seed 1 pool the runs of seeds 1 and 2", () => {
    const pooled = simulate(defaultPlan, catalog, { ...options, seed: 1, replications: 2 });
    const first = simulate(defaultPlan, catalog, { ...options, seed: 1, replications: 1 });
    const second = simulate(defaultPlan, catalog, { ...options, seed: 2, replications: 1 });
    expect(pooled.requests).toBe(first.requests + second.requests);
    expect(pooled.ttftMs?.mean).toBeCloseTo(
      ((first.ttftMs?.mean ?? 0) + (second.ttftMs?.mean ?? 0)) / 2,
      9,
    );
  });

  it("does not mutate the plan", () => {
    const plan = structuredClone(defaultPlan);
    simulate(plan, catalog, { ...options, seed: 3 });
    expect(plan).toEqual(defaultPlan);
  });
});

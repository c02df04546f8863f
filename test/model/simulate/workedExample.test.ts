import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { PlanSchema } from "../../../src/model/plan.ts";
import { simulate } from "../../../src/model/simulate/index.ts";
import { workedExampleInput } from "../workedExample.ts";

// The article's deployment, fixed at x = 12 and y = 19, fed evenly at its λ = 120 req/s: each
// prefill slot takes a prompt exactly as it frees one (12 · 8 slots, 800 ms each, a request every
// 1/120 s), and decode holds 120 · 40 s = 4800 of its 19 · 256 = 4864 slots.
const fixed = { mode: "fixed", prefillInstances: 12, decodeInstances: 19 } as const;
const evenLoad = { arrival: "constant", sizes: "mean", routing: "leastLoaded" } as const;

describe("the worked example under constant arrivals at λ = 120 req/s", () => {
  it("reproduces TTFT = t1 = 800 ms for every request and mean TPOT = t2 = 60 / 1.5 = 40 ms within 0.5%", () => {
    const plan = PlanSchema.parse({ ...workedExampleInput, allocation: fixed, load: evenLoad });
    const report = simulate(plan, catalog, { ratePerSecond: 120, requests: 20_000 });
    expect(report.stable).toBe(true);
    expect(report.ttftMs?.mean).toBeCloseTo(800, 6);
    expect(report.cdf?.ttftMs[0]).toBeCloseTo(800, 6);
    expect(report.cdf?.ttftMs[200]).toBeCloseTo(800, 6);
    expect(report.tpotMs?.mean).toBeGreaterThan(40 * 0.995);
    expect(report.tpotMs?.mean).toBeLessThan(40 * 1.005);
    // Every chunk but a sequence's first comes one 60 ms step after the one before.
    expect(report.itlMs?.p50).toBe(60);
    expect(report.itlMs?.p99).toBe(60);
    expect(report.waits.decodeQueueMs?.["p99.9"]).toBe(0);
    expect(report.utilization.prefill).toBeCloseTo(1, 6);
  });

  it("gives TPOT = ITL = 40 ms without speculation, but for the wait to join the next step: within [40, 40 · 1000 / 999] ms", () => {
    const plan = PlanSchema.parse({
      ...workedExampleInput,
      decode: { ...workedExampleInput.decode, itlMs: 40 },
      specDecode: { draftTokens: 0 },
      allocation: fixed,
      load: evenLoad,
    });
    const report = simulate(plan, catalog, { ratePerSecond: 120, requests: 20_000 });
    expect(report.ttftMs?.mean).toBeCloseTo(800, 6);
    // 999 steps of 40 ms after the first token, and at most one step's wait to join the batch.
    expect(report.cdf?.tpotMs[0]).toBeGreaterThanOrEqual(40);
    expect(report.cdf?.tpotMs[200]).toBeLessThanOrEqual((40 * 1000) / 999 + 1e-9);
    expect(report.itlMs?.p99).toBe(40);
  });
});

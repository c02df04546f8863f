import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { defaultPlan } from "../../../src/model/plan.ts";
import { solve } from "../../../src/model/solve.ts";
import { headroomZ } from "../../../src/model/sustainable/concurrency.ts";
import { workedExample } from "../workedExample.ts";

describe("the recommended router concurrency", () => {
  it("is the in-flight count at the sustainable load plus 2.326 √L, rounded up", () => {
    const result = solve(defaultPlan, catalog);
    const { recommended } = result.concurrency;
    expect(recommended.reason).toBe("sustainableInFlight");
    expect(recommended.params.ratePerSecond).toBe(result.sustainable.requestsPerSecond);
    expect(recommended.params.inFlight).toBe(result.sustainable.inFlight);
    const { inFlight } = recommended.params;
    expect(recommended.maxConcurrency).toBe(Math.ceil(inFlight + headroomZ * Math.sqrt(inFlight)));
    // Little's law with the waits: λ_s · (waits + 800 ms + 30 ms + 39,973.33 ms).
    const waits = result.sustainable.waits;
    const perMs = result.sustainable.requestsPerSecond / 1000;
    expect(inFlight).toBeCloseTo(
      perMs * (waits.prefillQueueMs + waits.decodeQueueMs + 800 + 30 + (999 / 1.5 + 1 / 4.5) * 60),
      6,
    );
  });

  it("is the count in service at capacity when only capacity bounds the load: ⌈4,896.4 + 2.326 · √4,896.4⌉ = 5,060", () => {
    // 120 req/s · (800 + 30 + 39,973.33) ms = 4,896.4 requests, + 2.326 · 69.97 = 5,059.2 → 5,060.
    const { recommended } = solve(workedExample(), catalog).concurrency;
    const inFlight = 0.12 * (800 + 30 + (999 / 1.5 + 1 / 4.5) * 60);
    expect(recommended.reason).toBe("capacityInFlight");
    expect(recommended.params.inFlight).toBeCloseTo(inFlight, 6);
    expect(recommended.maxConcurrency).toBe(5060);
  });

  it("does not warn when the plan's router is set to it, and warns below it", () => {
    const recommended = solve(defaultPlan, catalog).concurrency.recommended.maxConcurrency;
    const at = solve(
      {
        ...defaultPlan,
        engine: { ...defaultPlan.engine, router: { maxConcurrency: recommended } },
      },
      catalog,
    );
    expect(at.warnings).toEqual([]);
    expect(at.concurrency.recommended.maxConcurrency).toBe(recommended);
    const below = solve(
      {
        ...defaultPlan,
        engine: { ...defaultPlan.engine, router: { maxConcurrency: recommended - 200 } },
      },
      catalog,
    );
    expect(below.warnings.map((w) => w.code)).toEqual(["routerBinds"]);
  });

  it("warns that a cap above every slot and the recommendation never holds requests back", () => {
    const result = solve(
      {
        ...defaultPlan,
        engine: { ...defaultPlan.engine, router: { maxConcurrency: 20_000 } },
      },
      catalog,
    );
    expect(result.warnings.map((w) => w.code)).toEqual(["routerAboveSlots"]);
  });
});

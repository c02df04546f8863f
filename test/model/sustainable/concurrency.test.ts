import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { firstVisitPlan } from "../../../src/data/examples.ts";
import { defaultPlan, type Plan, PlanSchema } from "../../../src/model/plan.ts";
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
    const withRouter = (maxConcurrency: number) =>
      solve(
        { ...defaultPlan, engine: { ...defaultPlan.engine, router: { maxConcurrency } } },
        catalog,
      );
    // Below the recommendation but above the decode slots capacity needs: requests wait.
    const slots = Math.ceil(solve(defaultPlan, catalog).concurrency.recommended.params.decodeSlots);
    expect(slots).toBeLessThan(recommended - 1);
    expect(withRouter(recommended - 1).warnings.map((w) => w.code)).toEqual(["routerBinds"]);
    expect(withRouter(slots).warnings.map((w) => w.code)).toEqual(["routerBinds"]);
    // Below the slots: capacity falls too.
    expect(withRouter(slots - 1).warnings.map((w) => w.code)).toEqual(["routerCutsCapacity"]);
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

  // The first-visit plan (Llama-3.1-70B on H100s, roofline) with a P90 TTFT of 500 ms: Little's law
  // counts fewer requests in the servers than the decode slots the capacity model holds at λ_s.
  const tightTtft = PlanSchema.parse({
    ...firstVisitPlan,
    slo: { ...firstVisitPlan.slo, ttftMs: 500 },
  });
  const withCap = (plan: Plan, maxConcurrency: number): Plan => ({
    ...plan,
    engine: { ...plan.engine, router: { maxConcurrency } },
  });

  it("covers the decode slots capacity needs, ⌈λ · l_o · t2 / η_d⌉, where those are more than the requests in flight", () => {
    const result = solve(tightTtft, catalog);
    const { recommended } = result.concurrency;
    const capacity = result.throughput.requestsPerSecond;
    // 500 output tokens of t2 each at capacity, η_d = 1: the article's λ · l_o · t2.
    const slots = (capacity * 500 * result.latency.tpotMs) / 1000;
    expect(recommended.reason).toBe("sustainableInFlight");
    expect(recommended.covers).toBe("decodeSlots");
    expect(recommended.params.inFlight).toBe(result.sustainable.inFlight);
    expect(recommended.params.capacityPerSecond).toBe(capacity);
    expect(recommended.params.decodeSlots).toBeCloseTo(slots, 6);
    expect(recommended.params.decodeSlots).toBeCloseTo(result.concurrency.article, 6);
    const { inFlight, headroom } = recommended.params;
    expect(slots).toBeGreaterThan(Math.ceil(inFlight + headroom));
    expect(recommended.maxConcurrency).toBe(Math.ceil(slots));
  });

  it("keeps the plan's capacity when set, where Little's law alone lowered it, and warns below it", () => {
    const result = solve(tightTtft, catalog);
    const cap = result.concurrency.recommended.maxConcurrency;
    const set = solve(withCap(tightTtft, cap), catalog);
    expect(set.throughput.requestsPerSecond).toBe(result.throughput.requestsPerSecond);
    expect(set.sustainable.requestsPerSecond).toBeCloseTo(result.sustainable.requestsPerSecond, 3);
    expect(set.warnings).toEqual([]);
    // The count Little's law gives, as the cap, took its share out of the decode batch.
    const { inFlight, headroom } = result.concurrency.recommended.params;
    const littleOnly = Math.ceil(inFlight + headroom);
    const cut = solve(withCap(tightTtft, littleOnly), catalog);
    expect(cut.throughput.requestsPerSecond).toBeLessThan(result.throughput.requestsPerSecond);
    expect(cut.warnings).toEqual([
      {
        code: "routerCutsCapacity",
        field: "engine.router.maxConcurrency",
        params: {
          maxConcurrency: littleOnly,
          perInstance: littleOnly / 7,
          slots: cap,
          needed: cap,
        },
      },
    ]);
  });

  it("keeps, when set, the capacity of the plan it was sized for, for any SLO and batch", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 5_000 }),
        fc.integer({ min: 10, max: 200 }),
        fc.integer({ min: 8, max: 256 }),
        (ttftMs, tpotMs, decodeBatch) => {
          // Roofline decode: its step time grows with the batch, so Little's law and the
          // capacity model's decode slots part.
          const plan = PlanSchema.parse({
            ...firstVisitPlan,
            decode: { ...firstVisitPlan.decode, batchSize: decodeBatch },
            slo: { ...firstVisitPlan.slo, ttftMs, tpotMs },
          });
          const result = solve(plan, catalog);
          const cap = result.concurrency.recommended.maxConcurrency;
          const set = solve(withCap(plan, cap), catalog);
          // Binding on about 1% of arrivals at most, it may hold the sustainable load back a
          // little (router waits add to TTFT); the capacity it leaves alone.
          expect(set.throughput.requestsPerSecond).toBeCloseTo(
            result.throughput.requestsPerSecond,
            9,
          );
          expect(set.warnings.map((w) => w.code)).not.toContain("routerCutsCapacity");
        },
      ),
      { numRuns: 40 },
    );
  });

  it("is the plan's own without its cap where the cap chose the pair (nodeBudget, targetQpm)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 4_000 }),
        fc.constantFrom(
          { mode: "nodeBudget" as const, totalNodes: 24 },
          { mode: "targetQpm" as const, targetQpm: 4_000 },
        ),
        (cap, allocation) => {
          const uncapped = PlanSchema.parse({ ...firstVisitPlan, allocation });
          const free = solve(uncapped, catalog);
          const capped = solve(withCap(uncapped, cap), catalog);
          expect(capped.concurrency.recommended).toEqual(free.concurrency.recommended);
          // Set, it gives the uncapped plan's pair and capacity, and recommends itself.
          const set = solve(
            withCap(uncapped, free.concurrency.recommended.maxConcurrency),
            catalog,
          );
          expect(set.allocation.prefillInstances).toBe(free.allocation.prefillInstances);
          expect(set.allocation.decodeInstances).toBe(free.allocation.decodeInstances);
          expect(set.throughput.requestsPerSecond).toBeCloseTo(
            free.throughput.requestsPerSecond,
            9,
          );
          expect(set.warnings).toEqual([]);
        },
      ),
      { numRuns: 25 },
    );
  });

  it("warns that a cap cutting a nodeBudget fleet's capacity does so: first-visit plan, cap 512", () => {
    const plan = PlanSchema.parse({ ...firstVisitPlan, slo: {} });
    const free = solve(plan, catalog);
    const capped = solve(withCap(plan, 512), catalog);
    expect(capped.throughput.requestsPerSecond).toBeLessThan(free.throughput.requestsPerSecond);
    expect(capped.warnings.map((w) => w.code)).toEqual(["routerCutsCapacity"]);
  });
});

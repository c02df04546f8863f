import fc from "fast-check";
import { createRoot } from "solid-js";
import { describe, expect, it } from "vitest";
import { draftFromPlan, planInputFromDraft, restoreDraft } from "../../../src/io/draft.ts";
import { defaultPlan, type Plan, PlanSchema, parsePlan } from "../../../src/model/index.ts";
import { sloStatistics } from "../../../src/model/plan.ts";
import { createPlanner } from "../../../src/ui/state/planner.tsx";

const roundTrip = (plan: Plan) => parsePlan(planInputFromDraft(draftFromPlan(plan)));

const sized = { file: "run.json", inputTokens: [100, 300], outputTokens: [10, 30] };

describe("the draft of a plan's statistics, attainment, load and chunked prefill", () => {
  it("gives back a plan with every new field set", () => {
    const plan = PlanSchema.parse({
      ...defaultPlan,
      engine: { ...defaultPlan.engine, prefill: { maxNumSeqs: 8, chunkedPrefill: true } },
      slo: {
        ttftMs: 2000,
        ttftStatistic: "p99",
        tpotMs: 50,
        tpotStatistic: "p90",
        attainment: 0.99,
      },
      load: {
        arrival: "gamma",
        arrivalCv: 2,
        sizes: "empirical",
        empirical: sized,
        routing: "roundRobin",
      },
    });
    expect(roundTrip(plan)).toEqual({ ok: true, value: plan });
  });

  it("adds nothing to a plan that names none of them, so old links keep their meaning", () => {
    expect(roundTrip(defaultPlan)).toEqual({ ok: true, value: defaultPlan });
    expect(planInputFromDraft(draftFromPlan(defaultPlan))).not.toHaveProperty("load");
  });

  it("keeps imported sizes in the draft while another size model is chosen, but not in the plan", () => {
    const plan = PlanSchema.parse({
      ...defaultPlan,
      load: { sizes: "empirical", empirical: sized },
    });
    createRoot((dispose) => {
      const planner = createPlanner(draftFromPlan(plan));
      planner.setValue("load.sizes", "mean");
      expect(planner.plan().load?.empirical).toBeUndefined();
      planner.setValue("load.sizes", "empirical");
      expect(planner.plan().load?.empirical).toEqual(sized);
      dispose();
    });
  });

  it("restores a stored switch only as true or false", () => {
    const stored = {
      values: { "engine.prefill.chunkedPrefill": "yes", "slo.ttftStatistic": "p99" },
    };
    expect(restoreDraft(stored)?.values).toEqual({ "slo.ttftStatistic": "p99" });
    const kept = { values: { "engine.prefill.chunkedPrefill": true } };
    expect(restoreDraft(kept)?.values).toEqual({ "engine.prefill.chunkedPrefill": true });
  });

  it("round-trips any mix of statistics, attainment and load", () => {
    const statistic = fc.option(fc.constantFrom(...sloStatistics), { nil: undefined });
    fc.assert(
      fc.property(
        statistic,
        statistic,
        fc.option(fc.double({ min: 0.01, max: 1, noNaN: true }), { nil: undefined }),
        fc.constantFrom("poisson", "gamma", "constant"),
        fc.constantFrom("mean", "distribution"),
        fc.constantFrom("leastLoaded", "roundRobin"),
        fc.boolean(),
        (ttftStatistic, e2elStatistic, attainment, arrival, sizes, routing, chunked) => {
          const plan = PlanSchema.parse({
            ...defaultPlan,
            engine: { ...defaultPlan.engine, prefill: { chunkedPrefill: chunked } },
            slo: { ...defaultPlan.slo, ttftStatistic, e2elStatistic, attainment },
            load: {
              arrival,
              ...(arrival === "gamma" ? { arrivalCv: 1.5 } : {}),
              sizes,
              ...(sizes === "distribution" ? { inputCv: 0.5, outputCv: 1 } : {}),
              routing,
            },
          });
          expect(roundTrip(plan)).toEqual({ ok: true, value: plan });
        },
      ),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { draftFromPlan, planInputFromDraft, restoreDraft } from "../../src/io/draft.ts";
import { defaultPlan, parsePlan } from "../../src/model/index.ts";
import { planArbitrary } from "../model/planArbitrary.ts";

describe("the form draft", () => {
  it("turns any valid plan into a draft and back into the same plan", () => {
    fc.assert(
      fc.property(planArbitrary, (plan) => {
        expect(parsePlan(planInputFromDraft(draftFromPlan(plan)))).toEqual({
          ok: true,
          value: plan,
        });
      }),
      { numRuns: 200 },
    );
  });

  it("treats an empty required number as invalid, not zero", () => {
    const draft = draftFromPlan(defaultPlan);
    draft.values["prefill.batchSize"] = Number.NaN;
    const parsed = parsePlan(planInputFromDraft(draft));
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problems[0]).toMatchObject({
      field: "prefill.batchSize",
      rule: "empty",
    });
  });

  it("treats an empty optional number as not set", () => {
    const draft = draftFromPlan(defaultPlan);
    draft.values["slo.ttftMs"] = Number.NaN;
    const parsed = parsePlan(planInputFromDraft(draft));
    expect(parsed.ok && parsed.value.slo.ttftMs).toBeUndefined();
  });

  it("sends only the acceptance the person chose to enter", () => {
    const draft = draftFromPlan(defaultPlan);
    draft.values["specDecode.perPositionAcceptance"] = 0.5;
    draft.acceptanceInput = "positions";
    const parsed = parsePlan(planInputFromDraft(draft));
    expect(parsed.ok && parsed.value.specDecode).toEqual({
      draftTokens: 1,
      perPositionAcceptance: 0.5,
      stepCostRatio: 1,
    });
  });

  it("keeps the numbers of other allocation modes without requiring them", () => {
    const draft = draftFromPlan(defaultPlan);
    draft.values["allocation.mode"] = "ratio";
    draft.values["allocation.targetQpm"] = Number.NaN;
    const parsed = parsePlan(planInputFromDraft(draft));
    expect(parsed.ok && parsed.value.allocation).toEqual({ mode: "ratio", totalNodes: 100 });
  });

  it("restores a stored draft, empty fields included, and ignores what it does not know", () => {
    const stored = JSON.parse(JSON.stringify({ ...draftFromPlan(defaultPlan), extra: 1 }));
    stored.values["decode.itlMs"] = null;
    stored.values["decode.batchSize"] = "lots";
    stored.values.unknown = 3;
    const restored = restoreDraft(stored);
    expect(restored?.values["decode.itlMs"]).toBeNaN();
    expect(restored?.values["decode.batchSize"]).toBeUndefined();
    expect(restored && "unknown" in restored.values).toBe(false);
  });

  it("restores nothing from something that is no draft", () => {
    expect(restoreDraft(null)).toBeNull();
    expect(restoreDraft("text")).toBeNull();
    expect(restoreDraft({ values: 3 })).toBeNull();
  });
  it("carries measured provenance from the plan through the draft and back", () => {
    const measured = {
      "decode.itlMs": { file: "bench.json", statistic: "p50" },
      "latency.decode.profile": { file: "sweep.jsonl", statistic: "mean", runs: 3 },
    };
    const draft = draftFromPlan({ ...defaultPlan, measured });
    expect(draft.structured.measured).toEqual(measured);
    const back = parsePlan(planInputFromDraft(draft));
    expect(back.ok && back.value.measured).toEqual(measured);
  });

  it("leaves measured out of the draft and the plan when nothing was measured", () => {
    const draft = draftFromPlan(defaultPlan);
    expect("measured" in draft.structured).toBe(false);
    expect("measured" in planInputFromDraft(draft)).toBe(false);
  });

  it("restores a stored draft's measured provenance", () => {
    const measured = { "prefill.batchTimeMs": { file: "prefill.json", statistic: "median" } };
    const stored = JSON.parse(JSON.stringify(draftFromPlan({ ...defaultPlan, measured })));
    expect(restoreDraft(stored)?.structured.measured).toEqual(measured);
  });
});

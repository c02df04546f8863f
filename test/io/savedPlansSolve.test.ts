import { describe, expect, it, vi } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { readSavedPlanList } from "../../src/io/savedPlans.ts";
import { defaultPlan } from "../../src/model/index.ts";

// A batch size that makes the solver throw here, standing in for any future fault in it.
const faultyBatch = 7777;

vi.mock("../../src/model/index.ts", async (original) => {
  const model = await original<typeof import("../../src/model/index.ts")>();
  return {
    ...model,
    solve: (plan: Parameters<typeof model.solve>[0]) => {
      if (plan.prefill.batchSize === faultyBatch) throw new RangeError("solver fault");
      return model.solve(plan, catalog);
    },
  };
});

describe("saved plans the solver cannot take", () => {
  it("drops them, counts them, and keeps the others", () => {
    const good = { id: "a", name: "Good", savedAt: "2026-11-29T08:00:00.000Z", plan: defaultPlan };
    const faulty = {
      ...good,
      id: "b",
      plan: { ...defaultPlan, prefill: { ...defaultPlan.prefill, batchSize: faultyBatch } },
    };
    expect(readSavedPlanList(JSON.stringify([faulty, good]))).toEqual({
      plans: [good],
      dropped: 1,
    });
  });
});

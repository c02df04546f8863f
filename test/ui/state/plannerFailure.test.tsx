import { createRoot } from "solid-js";
import { describe, expect, it, vi } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { draftFromPlan } from "../../../src/io/draft.ts";
import { defaultPlan } from "../../../src/model/index.ts";
import { createPlanner } from "../../../src/ui/state/planner.tsx";

// A batch size that makes the solver throw here, standing in for any future fault in it.
const faultyBatch = 7777;

vi.mock("../../../src/model/index.ts", async (original) => {
  const model = await original<typeof import("../../../src/model/index.ts")>();
  return {
    ...model,
    solveTraced: (plan: Parameters<typeof model.solveTraced>[0]) => {
      if (plan.prefill.batchSize === faultyBatch) throw new RangeError("solver fault");
      return model.solveTraced(plan, catalog);
    },
  };
});

describe("the planner when the solver throws", () => {
  it("keeps the last plan that solved and its result, and says the inputs could not be computed", () => {
    createRoot((dispose) => {
      const planner = createPlanner(draftFromPlan(defaultPlan));
      const before = planner.result();
      planner.setValue("prefill.batchSize", faultyBatch);
      expect(planner.parsed().ok).toBe(true);
      expect(planner.failed()).toBe(true);
      expect(planner.stale()).toBe(true);
      expect(planner.plan().prefill.batchSize).toBe(defaultPlan.prefill.batchSize);
      expect(planner.result()).toBe(before);

      planner.setValue("prefill.batchSize", 2);
      expect(planner.failed()).toBe(false);
      expect(planner.stale()).toBe(false);
      expect(planner.plan().prefill.batchSize).toBe(2);
      dispose();
    });
  });

  it("starts on the default plan's result when the opening draft cannot be solved", () => {
    createRoot((dispose) => {
      const draft = draftFromPlan({
        ...defaultPlan,
        prefill: { ...defaultPlan.prefill, batchSize: faultyBatch },
      });
      const planner = createPlanner(draft);
      expect(planner.failed()).toBe(true);
      expect(planner.plan()).toEqual(defaultPlan);
      dispose();
    });
  });

  it("refuses a nested part 5,000 levels deep instead of overflowing the stack", () => {
    createRoot((dispose) => {
      const planner = createPlanner(draftFromPlan(defaultPlan));
      let deep: unknown = [];
      for (let level = 0; level < 5000; level += 1) deep = [deep];
      planner.setStructured("customGpus", deep);
      expect(planner.draft.structured.customGpus).toEqual(defaultPlan.customGpus);
      expect(() => JSON.stringify(planner.draft)).not.toThrow();
      dispose();
    });
  });
});

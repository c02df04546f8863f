// @vitest-environment happy-dom
import { createRoot } from "solid-js";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  maxSavedPlans,
  maxSavedPlansChars,
  readSavedPlans,
  type SavedPlan,
  writeSavedPlans,
} from "../../../src/io/savedPlans.ts";
import { defaultPlan, type Plan } from "../../../src/model/index.ts";
import { maxEmpiricalRequests } from "../../../src/model/load.ts";
import {
  createSavedPlans,
  currentPlanChoice,
  type SaveOutcome,
  savedPlansKey,
} from "../../../src/ui/saved/savedPlansStore.ts";

const clock = () => new Date("2026-11-29T08:00:00.000Z");

// Created in a root of its own and used outside it, as event handlers use it.
const withStore = (test: (store: ReturnType<typeof createSavedPlans>) => void) => {
  let dispose = () => {};
  const store = createRoot((disposeRoot) => {
    dispose = disposeRoot;
    return createSavedPlans(clock);
  });
  try {
    test(store);
  } finally {
    dispose();
  }
};

const stored = () => readSavedPlans(localStorage.getItem(savedPlansKey));

/** The entry a save made; fails the test if the store refused it. */
const saved = (outcome: SaveOutcome): SavedPlan => {
  if (!outcome.ok) throw new Error(`refused: ${outcome.problem}`);
  return outcome.entry;
};

afterEach(() => localStorage.clear());

describe("saved plans store", () => {
  it("reads the list kept in storage", () => {
    const entry = { id: "a", name: "Kept", savedAt: clock().toISOString(), plan: defaultPlan };
    localStorage.setItem(savedPlansKey, writeSavedPlans([entry]));
    withStore((store) => expect(store.plans()).toEqual([entry]));
  });

  it("does not write on start, so nothing in storage changes until the list is edited", () => {
    localStorage.setItem(savedPlansKey, "[5]");
    withStore(() => expect(localStorage.getItem(savedPlansKey)).toBe("[5]"));
  });

  it("saves newest first with the time of saving, and writes the list back", () => {
    withStore((store) => {
      store.save("First", defaultPlan);
      const second = saved(store.save("Second", defaultPlan));
      expect(store.plans().map((entry) => entry.name)).toEqual(["Second", "First"]);
      expect(second.savedAt).toBe("2026-11-29T08:00:00.000Z");
      expect(stored()).toEqual(store.plans());
    });
  });

  it("renames one plan and keeps its id", () => {
    withStore((store) => {
      const entry = saved(store.save("Old", defaultPlan));
      store.rename(entry.id, "New");
      expect(stored()).toEqual([{ ...entry, name: "New" }]);
    });
  });

  it("puts a deleted plan back where it was on undo", () => {
    withStore((store) => {
      store.save("C", defaultPlan);
      const b = saved(store.save("B", defaultPlan));
      store.save("A", defaultPlan);
      const removed = store.remove(b.id);
      expect(stored().map((entry) => entry.name)).toEqual(["A", "C"]);
      if (removed) store.restore(removed);
      expect(stored().map((entry) => entry.name)).toEqual(["A", "B", "C"]);
    });
  });

  it("chooses at most two plans to compare and forgets a deleted one", () => {
    withStore((store) => {
      const a = saved(store.save("A", defaultPlan));
      const b = saved(store.save("B", defaultPlan));
      store.choose(currentPlanChoice, true);
      store.choose(a.id, true);
      store.choose(b.id, true);
      expect(store.chosen()).toEqual([currentPlanChoice, a.id]);
      store.remove(a.id);
      expect(store.chosen()).toEqual([currentPlanChoice]);
      store.choose(currentPlanChoice, false);
      expect(store.chosen()).toEqual([]);
    });
  });

  it("keeps working when storage refuses to write, and says the list is not stored", () => {
    const refuse = vi.spyOn(localStorage, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    try {
      withStore((store) => {
        expect(store.stored()).toBe(true);
        store.save("Only here", defaultPlan);
        expect(store.plans()).toHaveLength(1);
        expect(store.stored()).toBe(false);
      });
    } finally {
      refuse.mockRestore();
    }
  });

  it("refuses the plan past the most the list keeps, and keeps the list as it was", () => {
    withStore((store) => {
      for (let count = 0; count < maxSavedPlans; count += 1) {
        saved(store.save(`P${count}`, defaultPlan));
      }
      const before = stored();
      expect(before).toHaveLength(100);
      expect(store.save("One more", defaultPlan)).toEqual({ ok: false, problem: "full" });
      expect(store.plans()).toHaveLength(100);
      expect(stored()).toEqual(before);
    });
  });

  it("refuses a plan that would make the stored list longer than it reads back", () => {
    withStore((store) => {
      // 4,096 imported sizes of seven digits each: about 64 kB a plan in storage.
      const tokens = Array.from({ length: maxEmpiricalRequests }, (_, i) => 1_000_000 + i);
      const heavy: Plan = {
        ...defaultPlan,
        load: {
          arrival: "poisson",
          sizes: "empirical",
          empirical: { file: "run.json", inputTokens: tokens, outputTokens: tokens },
          routing: "leastLoaded",
        },
      };
      const perPlan = writeSavedPlans([{ id: "x", name: "x", savedAt: "", plan: heavy }]).length;
      const fits = Math.floor(maxSavedPlansChars / perPlan);
      for (let count = 0; count < fits; count += 1) saved(store.save(`H${count}`, heavy));
      expect(store.save("Too much", heavy)).toEqual({ ok: false, problem: "tooLarge" });
      expect(store.plans()).toHaveLength(fits);
      expect(stored()).toHaveLength(fits);
    });
  });
});

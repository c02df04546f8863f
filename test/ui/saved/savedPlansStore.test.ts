// @vitest-environment happy-dom
import { createRoot } from "solid-js";
import { afterEach, describe, expect, it } from "vitest";
import { readSavedPlans, writeSavedPlans } from "../../../src/io/savedPlans.ts";
import { defaultPlan } from "../../../src/model/index.ts";
import {
  createSavedPlans,
  currentPlanChoice,
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
      const second = store.save("Second", defaultPlan);
      expect(store.plans().map((entry) => entry.name)).toEqual(["Second", "First"]);
      expect(second.savedAt).toBe("2026-11-29T08:00:00.000Z");
      expect(stored()).toEqual(store.plans());
    });
  });

  it("renames one plan and keeps its id", () => {
    withStore((store) => {
      const entry = store.save("Old", defaultPlan);
      store.rename(entry.id, "New");
      expect(stored()).toEqual([{ ...entry, name: "New" }]);
    });
  });

  it("puts a deleted plan back where it was on undo", () => {
    withStore((store) => {
      store.save("C", defaultPlan);
      const b = store.save("B", defaultPlan);
      store.save("A", defaultPlan);
      const removed = store.remove(b.id);
      expect(stored().map((entry) => entry.name)).toEqual(["A", "C"]);
      if (removed) store.restore(removed);
      expect(stored().map((entry) => entry.name)).toEqual(["A", "B", "C"]);
    });
  });

  it("chooses at most two plans to compare and forgets a deleted one", () => {
    withStore((store) => {
      const a = store.save("A", defaultPlan);
      const b = store.save("B", defaultPlan);
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

  it("keeps working when storage refuses to write", () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    try {
      withStore((store) => {
        store.save("Only here", defaultPlan);
        expect(store.plans()).toHaveLength(1);
      });
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});

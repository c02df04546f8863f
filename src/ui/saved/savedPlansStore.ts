import { createEffect, createMemo, createRoot, createSignal, on } from "solid-js";
import {
  readSavedPlanList,
  type SavedPlan,
  type SavedPlanList,
  writeSavedPlans,
} from "../../io/savedPlans.ts";
import type { Plan } from "../../model/index.ts";

export const savedPlansKey = "xpyd.savedPlans";

/** The compare choice that stands for the plan in the form rather than a saved one. */
export const currentPlanChoice = ":current";

/** A deleted entry and where it stood, so that undo puts it back in place. */
export interface RemovedPlan {
  entry: SavedPlan;
  index: number;
}

export interface SavedPlans {
  /** Newest first. */
  plans: () => SavedPlan[];
  /** How many stored entries could not be read when the list was opened. */
  dropped: () => number;
  save: (name: string, plan: Plan) => SavedPlan;
  rename: (id: string, name: string) => void;
  remove: (id: string) => RemovedPlan | undefined;
  restore: (removed: RemovedPlan) => void;
  /** Up to two plans ticked for comparison, saved ids or currentPlanChoice, in the order ticked. */
  chosen: () => string[];
  choose: (id: string, ticked: boolean) => void;
}

const readStored = (): SavedPlanList => {
  try {
    return readSavedPlanList(localStorage.getItem(savedPlansKey));
  } catch {
    return { plans: [], dropped: 0 };
  }
};

const newId = (): string =>
  globalThis.crypto?.randomUUID?.() ??
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The saved plans: read from storage once, written back by one effect after each change (not on
 * start, so entries that no longer validate are only dropped once the list is edited).
 */
export const createSavedPlans = (now: () => Date = () => new Date()): SavedPlans => {
  const stored = readStored();
  const [plans, setPlans] = createSignal<SavedPlan[]>(stored.plans);
  const [ticked, setTicked] = createSignal<string[]>([]);
  createEffect(
    on(
      plans,
      (list) => {
        try {
          localStorage.setItem(savedPlansKey, writeSavedPlans(list));
        } catch {
          // Storage can be full or off (private mode); the list then lasts for this visit.
        }
      },
      { defer: true },
    ),
  );
  const chosen = createMemo(() =>
    ticked().filter((id) => id === currentPlanChoice || plans().some((entry) => entry.id === id)),
  );
  return {
    plans,
    dropped: () => stored.dropped,
    save: (name, plan) => {
      const entry = { id: newId(), name, savedAt: now().toISOString(), plan };
      setPlans((list) => [entry, ...list]);
      return entry;
    },
    rename: (id, name) =>
      setPlans((list) => list.map((entry) => (entry.id === id ? { ...entry, name } : entry))),
    remove: (id) => {
      const index = plans().findIndex((entry) => entry.id === id);
      const entry = plans()[index];
      if (!entry) return undefined;
      setPlans((list) => list.filter((candidate) => candidate.id !== id));
      return { entry, index };
    },
    restore: ({ entry, index }) =>
      setPlans((list) =>
        list.some((candidate) => candidate.id === entry.id)
          ? list
          : [...list.slice(0, index), entry, ...list.slice(index)],
      ),
    chosen,
    choose: (id, tick) =>
      setTicked(() => {
        const kept = chosen().filter((candidate) => candidate !== id);
        return tick && kept.length < 2 ? [...kept, id] : kept;
      }),
  };
};

let shared: SavedPlans | undefined;

/** One list for the page's life, so leaving the tab keeps the comparison that was open. */
export const sharedSavedPlans = (): SavedPlans => {
  shared ??= createRoot(() => createSavedPlans());
  return shared;
};

import { createEffect, createMemo, createRoot, createSignal, on } from "solid-js";
import {
  maxSavedPlans,
  maxSavedPlansChars,
  readSavedPlanList,
  type SavedPlan,
  type SavedPlanList,
  writeSavedPlans,
} from "../../io/index.ts";
import type { Plan } from "../../model/index.ts";

export const savedPlansKey = "xpyd.savedPlans";

/** The compare choice that stands for the plan in the form rather than a saved one. */
export const currentPlanChoice = ":current";

/** A deleted entry and where it stood, so that undo puts it back in place. */
export interface RemovedPlan {
  entry: SavedPlan;
  index: number;
}

/** Why a plan was not saved: the list holds its most entries, or would outgrow what it reads back. */
export type SaveRefusal = "full" | "tooLarge";

export type SaveOutcome = { ok: true; entry: SavedPlan } | { ok: false; problem: SaveRefusal };

export interface SavedPlans {
  /** Newest first. */
  plans: () => SavedPlan[];
  /** How many stored entries could not be read when the list was opened. */
  dropped: () => number;
  /** Saves newest first, or refuses with the reason and leaves the list as it was. */
  save: (name: string, plan: Plan) => SaveOutcome;
  /** False once storage refused the list: the plans then last only as long as the page. */
  stored: () => boolean;
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
  const opened = readStored();
  const [plans, setPlans] = createSignal<SavedPlan[]>(opened.plans);
  const [ticked, setTicked] = createSignal<string[]>([]);
  const [stored, setStored] = createSignal(true);
  createEffect(
    on(
      plans,
      (list) => {
        try {
          localStorage.setItem(savedPlansKey, writeSavedPlans(list));
          setStored(true);
        } catch {
          // Storage can be full or off (private mode); the list then lasts for this visit.
          setStored(false);
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
    dropped: () => opened.dropped,
    stored,
    save: (name, plan) => {
      // Past either bound the list would read back short or empty: refuse now, while it is whole.
      if (plans().length >= maxSavedPlans) return { ok: false, problem: "full" };
      const entry = { id: newId(), name, savedAt: now().toISOString(), plan };
      const list = [entry, ...plans()];
      if (writeSavedPlans(list).length > maxSavedPlansChars) {
        return { ok: false, problem: "tooLarge" };
      }
      setPlans(list);
      return { ok: true, entry };
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

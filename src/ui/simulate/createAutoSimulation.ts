import { type Accessor, createEffect, createMemo, createSignal, on, onCleanup } from "solid-js";
import { checkRun, type Plan, type PlanResult } from "../../model/index.ts";
import { createSimulationClient, type SimulationRun } from "./createSimulationClient.ts";

// A run starts this long after the last edit, so typing a number runs once, not per keystroke.
export const settleMs = 1000;

/** A run with what it was asked: the plan (and its solved result) and the load. */
export interface PanelRun {
  run: SimulationRun;
  plan: Plan;
  result: PlanResult;
  ratePerSecond: number;
}

export interface AutoSimulation {
  /** The newest run started, whatever its state. */
  latest: Accessor<PanelRun | null>;
  /** The newest run that finished with a report; kept while a newer one runs. */
  shown: Accessor<PanelRun | null>;
  /** True from an edit until its run starts. */
  waiting: Accessor<boolean>;
  start: () => void;
  cancel: () => void;
}

/**
 * Simulates the plan at a load, by itself once edits settle (each edit cancels the run going) or
 * at once when asked. A null load means there is nothing to run.
 */
export const createAutoSimulation = (
  plan: Accessor<Plan>,
  result: Accessor<PlanResult>,
  ratePerSecond: Accessor<number | null>,
): AutoSimulation => {
  const client = createSimulationClient();
  const [latest, setLatest] = createSignal<PanelRun | null>(null);
  // The plan whose scheduled run was cancelled before it started: nothing is waiting for it.
  const [dismissed, setDismissed] = createSignal<Plan | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    clearTimeout(timer);
    const rate = ratePerSecond();
    if (rate === null) return;
    const current = plan();
    const run = client.run(current, checkRun(rate));
    setLatest({ run, plan: current, result: result(), ratePerSecond: rate });
  };
  const stop = () => {
    clearTimeout(timer);
    latest()?.run.cancel();
  };
  // The report replaces the one shown only when it arrives, so the table never blanks.
  const shown = createMemo<PanelRun | null>((previous) => {
    const entry = latest();
    return entry?.run.state() === "done" ? entry : previous;
  }, null);
  // The edge to the worker: an edit stops the run going and schedules the next.
  createEffect(
    on([plan, ratePerSecond], () => {
      stop();
      timer = setTimeout(start, settleMs);
    }),
  );
  onCleanup(() => clearTimeout(timer));
  return {
    latest,
    shown,
    waiting: () => {
      const entry = latest();
      const asked = entry?.plan === plan() && entry.ratePerSecond === ratePerSecond();
      return !asked && dismissed() !== plan() && ratePerSecond() !== null;
    },
    start,
    cancel: () => {
      stop();
      setDismissed(plan());
    },
  };
};

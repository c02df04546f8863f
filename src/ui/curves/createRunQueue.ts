import { type Accessor, createEffect, createSignal, on } from "solid-js";
import type { Plan, SimulationOptions, SimulationReport } from "../../model/index.ts";
import { createSimulationClient, type SimulationRun } from "../simulate/createSimulationClient.ts";

/** One simulation to run, with what the caller wants back beside its report. */
export interface QueuedRun<T> {
  tag: T;
  plan: Plan;
  options: SimulationOptions;
}

export interface DoneRun<T> {
  tag: T;
  report: SimulationReport;
  elapsedMs: number;
}

export interface RunQueue<T> {
  /** Drops whatever is queued or running and runs these, one after another. */
  start: (runs: readonly QueuedRun<T>[]) => void;
  stop: () => void;
  /** The runs done so far, in the order they were queued, with the time each took in the worker. */
  done: Accessor<DoneRun<T>[]>;
  /** Share of the queue's runs done, 0 to 1, the one running counted by its own progress. */
  progress: Accessor<number>;
  running: Accessor<boolean>;
  /** Runs that stopped with an error (their reports are missing from `done`). */
  failed: Accessor<number>;
}

/**
 * Runs simulations in the app's simulation worker one after another: the next starts when the
 * one before has reported. Starting again or stopping cancels what is left.
 */
export const createRunQueue = <T>(): RunQueue<T> => {
  const client = createSimulationClient();
  const [queued, setQueued] = createSignal<readonly QueuedRun<T>[]>([]);
  const [done, setDone] = createSignal<DoneRun<T>[]>([]);
  const [failed, setFailed] = createSignal(0);
  const [current, setCurrent] = createSignal<{ index: number; run: SimulationRun } | null>(null);
  const begin = (runs: readonly QueuedRun<T>[], index: number) => {
    const next = runs[index];
    setCurrent(next ? { index, run: client.run(next.plan, next.options) } : null);
  };
  // The edge where the worker's answers come in: each report is kept and the next run begins.
  createEffect(
    on(
      () => current()?.run.state(),
      (state) => {
        const now = current();
        if (!now || state === "running" || state === "cancelled") return;
        const runs = queued();
        const report = now.run.report();
        const finished = runs[now.index];
        if (state === "done" && report && finished)
          setDone((list) => [
            ...list,
            { tag: finished.tag, report, elapsedMs: now.run.elapsedMs() ?? 0 },
          ]);
        else setFailed((count) => count + 1);
        begin(runs, now.index + 1);
      },
    ),
  );
  const stop = () => {
    current()?.run.cancel();
    setCurrent(null);
  };
  return {
    start: (runs) => {
      setQueued(runs);
      setDone([]);
      setFailed(0);
      begin(runs, 0);
    },
    stop,
    done,
    progress: () => {
      const total = queued().length;
      if (total === 0) return 0;
      const now = current();
      return now ? (now.index + now.run.progress()) / total : (done().length + failed()) / total;
    },
    running: () => current() !== null,
    failed,
  };
};

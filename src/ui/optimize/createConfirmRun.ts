import { type Accessor, createEffect, createMemo, mapArray, on, onCleanup } from "solid-js";
import { catalog } from "../../data/index.ts";
import {
  type Confirmation,
  confirmationOf,
  confirmOptions,
  estimator,
  type OptimizeResult,
  solve,
} from "../../model/index.ts";
import { createRunQueue } from "../curves/createRunQueue.ts";
import type { ConfirmState } from "./ConfirmationBlock.tsx";

export interface ConfirmRun {
  /** Each listed configuration's check, by rank. */
  stateOf: (rank: number) => ConfirmState;
  running: Accessor<boolean>;
  progress: Accessor<number>;
}

/**
 * After each search, simulates its configurations one after another at their sustainable loads in
 * the simulation worker; a newer search drops what is left of the older one's checks.
 */
export const createConfirmRun = (result: Accessor<OptimizeResult | null>): ConfirmRun => {
  const queue = createRunQueue<number>();
  // The edge to the simulation worker: each new answer's configurations are queued.
  createEffect(
    on(result, (answer) =>
      queue.start(
        (answer?.top ?? []).map((config) => ({
          tag: config.rank,
          plan: config.plan,
          options: confirmOptions(config),
        })),
      ),
    ),
  );
  onCleanup(() => queue.stop());
  // Each report once: the estimate at the same load is read beside it (one solve a configuration).
  const confirmations = mapArray(queue.done, (run): Confirmation | null => {
    const config = result()?.top.find((entry) => entry.rank === run.tag);
    if (!config) return null;
    const solved = solve(config.plan, catalog);
    const estimate = estimator(config.plan, catalog, solved)(run.report.ratePerSecond);
    return confirmationOf(config, run.report, estimate, config.plan.slo.attainment);
  });
  const byRank = createMemo(
    () =>
      new Map(
        confirmations()
          .filter((entry): entry is Confirmation => entry !== null)
          .map((entry) => [entry.rank, entry]),
      ),
  );
  const stateOf = (rank: number): ConfirmState => {
    const confirmation = byRank().get(rank);
    if (confirmation) return { kind: "done", confirmation };
    const config = result()?.top.find((entry) => entry.rank === rank);
    const doneCount = queue.done().length + queue.failed();
    const index = result()?.top.findIndex((entry) => entry.rank === rank) ?? -1;
    // Runs go in rank order: one already past that has no confirmation failed.
    if (index < doneCount) return { kind: "failed" };
    if (queue.running() && index === doneCount)
      return { kind: "running", ratePerSecond: config?.sustainable.requestsPerSecond ?? 0 };
    return { kind: "waiting" };
  };
  return { stateOf, running: queue.running, progress: queue.progress };
};

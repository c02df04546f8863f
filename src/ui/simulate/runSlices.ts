import { catalog } from "../../data/index.ts";
import type { Plan, SimulationOptions } from "../../model/index.ts";
import { createSimulation } from "../../model/index.ts";
import type { SimulateAnswer } from "./messages.ts";

// Events per call to advance: small enough that a check of the clock comes often.
const eventsPerAdvance = 500;
// A slice stops at this much work, then yields, so a cancel or a newer run is seen between slices
// and, run in the page, no slice is a long task (50 ms).
const sliceBudgetMs = 8;
// Progress goes out at most this often: a bar redrawn 20 times a second looks smooth.
const progressEveryMs = 50;

/** Schedules the next slice after whatever else is waiting (a message, a frame). */
export type Schedule = (task: () => void) => void;

/**
 * Runs one simulation in slices, posting progress and at last the report; the same loop runs in
 * the worker and, where there are no workers, in the page. Returns a function that stops it.
 */
export const runSlices = (
  request: { id: number; plan: Plan; options: SimulationOptions },
  post: (answer: SimulateAnswer) => void,
  schedule: Schedule,
): (() => void) => {
  const started = performance.now();
  let stopped = false;
  let lastProgressAt = started;
  const fail = (error: unknown) => post({ kind: "failed", id: request.id, message: String(error) });
  let simulation: ReturnType<typeof createSimulation>;
  try {
    simulation = createSimulation(request.plan, catalog, request.options);
  } catch (error) {
    fail(error);
    return () => undefined;
  }
  const slice = () => {
    if (stopped) return;
    try {
      const sliceStart = performance.now();
      let progress = 0;
      do progress = simulation.advance(eventsPerAdvance);
      while (!simulation.done && performance.now() - sliceStart < sliceBudgetMs);
      const now = performance.now();
      if (simulation.done) {
        post({
          kind: "report",
          id: request.id,
          report: simulation.report(),
          elapsedMs: now - started,
        });
        return;
      }
      if (now - lastProgressAt >= progressEveryMs) {
        lastProgressAt = now;
        post({ kind: "progress", id: request.id, progress });
      }
      schedule(slice);
    } catch (error) {
      fail(error);
    }
  };
  schedule(slice);
  return () => {
    stopped = true;
  };
};

import { type Accessor, createEffect, createSignal, on, onCleanup } from "solid-js";
import type { Plan } from "../../model/index.ts";
import { answerEstimate, type EstimateAnswer, type EstimateRequest } from "./estimateMessages.ts";

type Post = (request: EstimateRequest) => void;

/** Estimates in a worker where the browser has them, else in the page (tests under happy-dom). */
const startEstimator = (onAnswer: (answer: EstimateAnswer) => void) => {
  if (typeof Worker === "undefined") {
    const inPage: Post = (request) => onAnswer(answerEstimate(request));
    return { post: inPage, stop: () => undefined };
  }
  const worker = new Worker(new URL("./estimateWorker.ts", import.meta.url), { type: "module" });
  worker.onmessage = (event: MessageEvent<EstimateAnswer>) => onAnswer(event.data);
  return {
    post: ((request) => worker.postMessage(request)) as Post,
    stop: () => worker.terminate(),
  };
};

/**
 * The queueing estimate's curves for the plan being edited, read off the main thread. One plan is
 * estimated at a time: plans that arrive meanwhile wait, and only the newest of them is sent, so a
 * drag never builds a backlog. The last answer stays drawn until the next arrives.
 */
export const createEstimateRun = (plan: Accessor<Plan>): Accessor<EstimateAnswer | null> => {
  const [answer, setAnswer] = createSignal<EstimateAnswer | null>(null);
  let latest = 0;
  let inFlight = false;
  let waiting: Plan | null = null;
  const send = (current: Plan) => {
    latest += 1;
    inFlight = true;
    estimator.post({ id: latest, plan: current });
  };
  const estimator = startEstimator((reply) => {
    inFlight = false;
    if (waiting) {
      const next = waiting;
      waiting = null;
      send(next);
    } else if (reply.id === latest) setAnswer(reply);
  });
  // The one edge to an outside system: hand each new plan to the estimator.
  createEffect(
    on(plan, (current) => {
      if (inFlight) waiting = current;
      else send(current);
    }),
  );
  onCleanup(() => estimator.stop());
  return answer;
};

import { type Accessor, createEffect, createSignal, on, onCleanup } from "solid-js";
import { catalog } from "../../data/index.ts";
import type { Plan } from "../../model/index.ts";
import { optimize } from "../../model/index.ts";
import { answer as answerTo, type OptimizeAnswer, type OptimizeRequest } from "./messages.ts";

// Re-runs wait this long after the last change, so typing or dragging a slider does not queue searches.
const debounceMs = 250;

export interface OptimizeRun {
  answer: Accessor<OptimizeAnswer | null>;
  /** True from a plan change until its search answers. */
  searching: Accessor<boolean>;
}

type Post = (request: OptimizeRequest) => void;

/** Searches in a worker where the browser has them, else in the page. */
const startSearcher = (
  onAnswer: (answer: OptimizeAnswer) => void,
): { post: Post; stop: () => void } => {
  if (typeof Worker === "undefined") {
    const inPage: Post = (request) =>
      onAnswer(answerTo(request, (plan) => optimize(plan, catalog)));
    return { post: inPage, stop: () => undefined };
  }
  const worker = new Worker(new URL("./optimizeWorker.ts", import.meta.url), { type: "module" });
  worker.onmessage = (event: MessageEvent<OptimizeAnswer>) => onAnswer(event.data);
  return { post: (request) => worker.postMessage(request), stop: () => worker.terminate() };
};

/**
 * The optimizer's answer for the plan being edited: searched off the main thread, first at once
 * and then after each pause in editing; answers to older plans are dropped.
 */
export const createOptimizeRun = (plan: Accessor<Plan>): OptimizeRun => {
  const [answer, setAnswer] = createSignal<OptimizeAnswer | null>(null);
  const [asked, setAsked] = createSignal(0);
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const searcher = startSearcher((reply) => {
    if (reply.id === latest) setAnswer(reply);
  });
  const send = (current: Plan) => {
    latest += 1;
    setAsked(latest);
    searcher.post({ id: latest, plan: current });
  };
  // The one edge to an outside system: hand each new plan to the searcher.
  createEffect(
    on(plan, (current, previous) => {
      clearTimeout(timer);
      timer = setTimeout(() => send(current), previous === undefined ? 0 : debounceMs);
    }),
  );
  onCleanup(() => {
    clearTimeout(timer);
    searcher.stop();
  });
  return { answer, searching: () => (answer()?.id ?? 0) !== asked() };
};

import { type Accessor, createSignal, getOwner, onCleanup } from "solid-js";
import type { Plan, SimulationOptions, SimulationReport } from "../../model/index.ts";
import type { SimulateAnswer, SimulateRequest } from "./messages.ts";

export type RunState = "running" | "done" | "cancelled" | "failed";

/** One simulation run: read its progress and report as signals; cancel stops it at once. */
export interface SimulationRun {
  /** Share of the run's work done, 0 to 1. */
  progress: Accessor<number>;
  /** The report once the run is done; null until then. */
  report: Accessor<SimulationReport | null>;
  state: Accessor<RunState>;
  /** Wall time the run took in the worker, once done. */
  elapsedMs: Accessor<number | null>;
  /** Why a failed run stopped. */
  failure: Accessor<string | null>;
  cancel: () => void;
}

export interface SimulationClient {
  /** Starts a run; one at a time, so a run still going is cancelled first. */
  run: (plan: Plan, options: SimulationOptions) => SimulationRun;
}

interface Runner {
  post: (request: SimulateRequest) => void;
  stop: () => void;
}

/**
 * The same slices in the page, where there are no workers (tests under happy-dom); the simulator
 * loads on the first run, so it never weighs on the page's first load.
 */
const startInPage = (onAnswer: (answer: SimulateAnswer) => void): Runner => {
  let stopCurrent = () => {};
  let latest = 0;
  const loading = import("./runSlices.ts");
  const post = (request: SimulateRequest) => {
    stopCurrent();
    stopCurrent = () => {};
    latest = request.id;
    if (request.kind !== "run") return;
    void loading.then(({ runSlices }) => {
      if (request.id !== latest) return;
      stopCurrent = runSlices(request, onAnswer, (task) => setTimeout(task, 0));
    });
  };
  return { post, stop: () => stopCurrent() };
};

/** A worker where the browser has them, else the page. */
const startRunner = (onAnswer: (answer: SimulateAnswer) => void): Runner => {
  if (typeof Worker === "undefined") return startInPage(onAnswer);
  const worker = new Worker(new URL("./simulationWorker.ts", import.meta.url), { type: "module" });
  worker.onmessage = (event: MessageEvent<SimulateAnswer>) => onAnswer(event.data);
  return { post: (request) => worker.postMessage(request), stop: () => worker.terminate() };
};

/**
 * Simulations off the main thread. Cancelling terminates the worker, which stops a run mid-slice;
 * the next run starts a fresh one. The worker ends with the owner that made the client.
 */
export const createSimulationClient = (): SimulationClient => {
  let runner: Runner | null = null;
  let latest = 0;
  // The run going now: its id and what to do with its answers (or with being stopped).
  let current: { id: number; answer: (answer: SimulateAnswer) => void; stop: () => void } | null =
    null;
  const stopRunner = () => {
    runner?.stop();
    runner = null;
  };
  if (getOwner()) onCleanup(stopRunner);
  const run = (plan: Plan, options: SimulationOptions): SimulationRun => {
    current?.stop();
    latest += 1;
    const id = latest;
    const [progress, setProgress] = createSignal(0);
    const [report, setReport] = createSignal<SimulationReport | null>(null);
    const [state, setState] = createSignal<RunState>("running");
    const [elapsedMs, setElapsedMs] = createSignal<number | null>(null);
    const [failure, setFailure] = createSignal<string | null>(null);
    const finish = (next: RunState) => {
      if (current?.id === id) current = null;
      setState(next);
    };
    current = {
      id,
      answer: (answer) => {
        if (answer.kind === "progress") setProgress(answer.progress);
        else if (answer.kind === "report") {
          setProgress(1);
          setReport(answer.report);
          setElapsedMs(answer.elapsedMs);
          finish("done");
        } else {
          setFailure(answer.message);
          finish("failed");
        }
      },
      stop: () => finish("cancelled"),
    };
    runner ??= startRunner((answer) => {
      if (answer.id === current?.id) current.answer(answer);
    });
    runner.post({ kind: "run", id, plan, options });
    return {
      progress,
      report,
      state,
      elapsedMs,
      failure,
      cancel: () => {
        if (current?.id !== id) return;
        stopRunner();
        finish("cancelled");
      },
    };
  };
  return { run };
};

import { type Accessor, createEffect, createSignal, on, onCleanup } from "solid-js";
import { createMeasureStore, type MeasureSnapshot } from "../../io/index.ts";
import type { AnalyzeOptions } from "../../model/index.ts";
import {
  answerTo,
  type MeasureAnswer,
  type MeasureCommand,
  type MeasureRequest,
  type MeasureSource,
} from "./messages.ts";

export interface MeasureClient {
  snapshot: Accessor<MeasureSnapshot>;
  /** Names of the files being read now; empty when idle. */
  reading: Accessor<string[]>;
  busy: Accessor<boolean>;
  add: (sources: readonly MeasureSource[]) => void;
  remove: (name: string) => void;
  clear: () => void;
}

type Post = (request: MeasureRequest) => void;

/** The store in a worker where the browser has them, else in the page (tests under happy-dom). */
const startStore = (onAnswer: (answer: MeasureAnswer) => void) => {
  if (typeof Worker === "undefined") {
    const store = createMeasureStore();
    let queue: Promise<void> = Promise.resolve();
    const inPage: Post = (request) => {
      queue = queue
        .then(async () => onAnswer(await answerTo(store, request)))
        .catch(() => undefined);
    };
    return { post: inPage, stop: () => undefined };
  }
  const worker = new Worker(new URL("./measureWorker.ts", import.meta.url), { type: "module" });
  worker.onmessage = (event: MessageEvent<MeasureAnswer>) => onAnswer(event.data);
  return {
    post: ((request) => worker.postMessage(request)) as Post,
    stop: () => worker.terminate(),
  };
};

/** The kept files and their analyses; every change goes to the store and comes back whole. */
export const createMeasureClient = (options: Accessor<AnalyzeOptions>): MeasureClient => {
  const [snapshot, setSnapshot] = createSignal<MeasureSnapshot>({ files: [], runs: [] });
  const [asked, setAsked] = createSignal(0);
  const [answered, setAnswered] = createSignal(0);
  const [reading, setReading] = createSignal<{ id: number; names: string[] }[]>([]);
  let latest = 0;
  // Answers come back in order, so each one is the newest state up to its request.
  const store = startStore((answer) => {
    setSnapshot(answer.snapshot);
    setAnswered(answer.id);
    setReading((now) => now.filter((entry) => entry.id > answer.id));
  });
  const send = (command: MeasureCommand) => {
    latest += 1;
    setAsked(latest);
    store.post({ ...command, id: latest, options: options() });
    return latest;
  };
  createEffect(on(options, () => send({ kind: "analyze" }), { defer: true }));
  onCleanup(() => store.stop());
  return {
    snapshot,
    reading: () => reading().flatMap((entry) => entry.names),
    busy: () => answered() !== asked(),
    add: (sources) => {
      if (sources.length === 0) return;
      const id = send({ kind: "add", sources });
      setReading((now) => [...now, { id, names: sources.map((source) => source.name) }]);
    },
    remove: (name) => send({ kind: "remove", name }),
    clear: () => send({ kind: "clear" }),
  };
};

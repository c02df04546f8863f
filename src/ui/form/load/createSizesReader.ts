import { type Accessor, createSignal, onCleanup } from "solid-js";
import { answerTo, type SizesAnswer, type SizesRequest } from "./sizesMessages.ts";

export interface SizesReader {
  /** The name of the file being read, null when idle. */
  reading: Accessor<string | null>;
  /** The newest file's answer, null before any. */
  answer: Accessor<SizesAnswer | null>;
  read: (source: SizesRequest["source"]) => void;
}

type Post = (request: SizesRequest) => void;

/** A worker where the browser has them, else the page (tests under happy-dom). */
const startReader = (onAnswer: (answer: SizesAnswer) => void): { post: Post; stop: () => void } => {
  if (typeof Worker === "undefined") {
    return { post: (request) => void answerTo(request).then(onAnswer), stop: () => undefined };
  }
  const worker = new Worker(new URL("./requestSizesWorker.ts", import.meta.url), {
    type: "module",
  });
  worker.onmessage = (event: MessageEvent<SizesAnswer>) => onAnswer(event.data);
  return { post: (request) => worker.postMessage(request), stop: () => worker.terminate() };
};

/**
 * Reads request-size files one after another; only the newest file's answer is kept, and handed
 * to `onAnswer` as it arrives (the edge where it may change the plan).
 */
export const createSizesReader = (onAnswer: (answer: SizesAnswer) => void): SizesReader => {
  const [reading, setReading] = createSignal<string | null>(null);
  const [answer, setAnswer] = createSignal<SizesAnswer | null>(null);
  let latest = 0;
  let reader: ReturnType<typeof startReader> | null = null;
  onCleanup(() => reader?.stop());
  return {
    reading,
    answer,
    read: (source) => {
      latest += 1;
      setReading(source.name);
      reader ??= startReader((reply) => {
        if (reply.id !== latest) return;
        setReading(null);
        setAnswer(reply);
        onAnswer(reply);
      });
      reader.post({ id: latest, source });
    },
  };
};

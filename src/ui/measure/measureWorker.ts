import { createMeasureStore } from "../../io/index.ts";
import { answerTo, type MeasureRequest } from "./messages.ts";

// Reads and analyzes measurement files off the main thread and keeps the parsed runs here, so a
// 50 MB file never freezes the page and only small results cross back.

interface WorkerScope {
  onmessage: ((event: MessageEvent<MeasureRequest>) => void) | null;
  postMessage: (message: unknown) => void;
}

const scope = self as unknown as WorkerScope;
const store = createMeasureStore();
// One request at a time, in order: reading a file is asynchronous.
let queue: Promise<void> = Promise.resolve();
// A failed step must not leave the queue rejected: every later request would be skipped.
scope.onmessage = (event) => {
  queue = queue
    .then(async () => scope.postMessage(await answerTo(store, event.data)))
    .catch(() =>
      scope.postMessage({ id: event.data.id, snapshot: { files: [], runs: [] }, elapsedMs: 0 }),
    );
};

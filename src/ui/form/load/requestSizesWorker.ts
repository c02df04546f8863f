import { answerTo, type SizesRequest } from "./sizesMessages.ts";

// Reads request-size files off the main thread: a 50 MB detailed result never freezes the page.

interface WorkerScope {
  onmessage: ((event: MessageEvent<SizesRequest>) => void) | null;
  postMessage: (message: unknown) => void;
}

const scope = self as unknown as WorkerScope;
scope.onmessage = async (event) => scope.postMessage(await answerTo(event.data));

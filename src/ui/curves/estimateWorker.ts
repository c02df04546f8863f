import { answerEstimate, type EstimateRequest } from "./estimateMessages.ts";

// Reads the queueing estimate at many loads off the main thread: the dozens of estimates a plan
// needs would take more than a drag's frame.

interface WorkerScope {
  onmessage: ((event: MessageEvent<EstimateRequest>) => void) | null;
  postMessage: (message: unknown) => void;
}

const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => scope.postMessage(answerEstimate(event.data));

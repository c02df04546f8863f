import { catalog } from "../../data/index.ts";
import { optimize } from "../../model/index.ts";
import { answer, type OptimizeRequest } from "./messages.ts";

// Runs the optimizer off the main thread, so the form stays responsive while it searches.

interface WorkerScope {
  onmessage: ((event: MessageEvent<OptimizeRequest>) => void) | null;
  postMessage: (message: unknown) => void;
}

const scope = self as unknown as WorkerScope;
scope.onmessage = (event) =>
  scope.postMessage(answer(event.data, (plan) => optimize(plan, catalog)));

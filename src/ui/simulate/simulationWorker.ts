import type { SimulateRequest } from "./messages.ts";
import { runSlices, type Schedule } from "./runSlices.ts";

// Runs simulations off the main thread, one at a time: a newer run or a cancel stops the current
// one at its next slice.

interface WorkerScope {
  onmessage: ((event: MessageEvent<SimulateRequest>) => void) | null;
  postMessage: (message: unknown) => void;
}

const scope = self as unknown as WorkerScope;

// A message to itself yields to the event loop without the 4 ms clamp nested timers get.
const channel = new MessageChannel();
let next: (() => void) | null = null;
channel.port1.onmessage = () => {
  const task = next;
  next = null;
  task?.();
};
const schedule: Schedule = (task) => {
  next = task;
  channel.port2.postMessage(null);
};

let stopCurrent = () => {};
scope.onmessage = (event) => {
  stopCurrent();
  stopCurrent = () => {};
  const request = event.data;
  if (request.kind === "run") {
    stopCurrent = runSlices(request, (answer) => scope.postMessage(answer), schedule);
  }
};

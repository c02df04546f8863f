import { resized } from "./resize.ts";

// The requests in flight, one slot each in parallel typed arrays; a finished request's slot is
// reused, so memory follows the requests in the system, not the requests simulated.

export interface Requests {
  capacity: number;
  free: Int32Array;
  freeCount: number;
  inputTokens: Int32Array;
  outputTokens: Int32Array;
  /** Index among the measured requests; −1 for warm-up and drain requests. */
  measured: Int32Array;
  /** Decode steps the request needs after its first token. */
  steps: Float64Array;
  arrivalMs: Float64Array;
  /** When the router let it into the servers. */
  dispatchMs: Float64Array;
  prefillStartMs: Float64Array;
  prefillEndMs: Float64Array;
  /** When its KV cache reached a decode instance. */
  kvArrivalMs: Float64Array;
  /** When a decode slot took it: its first token. */
  firstTokenMs: Float64Array;
}

const fields = [
  "inputTokens",
  "outputTokens",
  "measured",
  "steps",
  "arrivalMs",
  "dispatchMs",
  "prefillStartMs",
  "prefillEndMs",
  "kvArrivalMs",
  "firstTokenMs",
] as const;

const initialCapacity = 1024;

export const createRequests = (): Requests => {
  const free = new Int32Array(initialCapacity);
  for (let i = 0; i < initialCapacity; i += 1) free[i] = initialCapacity - 1 - i;
  return {
    capacity: initialCapacity,
    free,
    freeCount: initialCapacity,
    inputTokens: new Int32Array(initialCapacity),
    outputTokens: new Int32Array(initialCapacity),
    measured: new Int32Array(initialCapacity),
    steps: new Float64Array(initialCapacity),
    arrivalMs: new Float64Array(initialCapacity),
    dispatchMs: new Float64Array(initialCapacity),
    prefillStartMs: new Float64Array(initialCapacity),
    prefillEndMs: new Float64Array(initialCapacity),
    kvArrivalMs: new Float64Array(initialCapacity),
    firstTokenMs: new Float64Array(initialCapacity),
  };
};

const grow = (requests: Requests): void => {
  const capacity = requests.capacity * 2;
  for (const field of fields) {
    (requests[field] as Int32Array | Float64Array) = resized(requests[field], capacity);
  }
  const free = new Int32Array(capacity);
  for (let i = 0; i < capacity - requests.capacity; i += 1) free[i] = capacity - 1 - i;
  requests.free = free;
  requests.freeCount = capacity - requests.capacity;
  requests.capacity = capacity;
};

/** A free slot for a new request. */
export const takeSlot = (requests: Requests): number => {
  if (requests.freeCount === 0) grow(requests);
  requests.freeCount -= 1;
  return requests.free[requests.freeCount] as number;
};

export const releaseSlot = (requests: Requests, slot: number): void => {
  requests.free[requests.freeCount] = slot;
  requests.freeCount += 1;
};

// The pending events: a binary min-heap over typed arrays, keyed by time. Events at one instant
// run in priority order (lower first), so a slot freed at t serves a request that arrives at t;
// "one instant" is within a few parts in 10¹¹ of the time, wider than rounding in summed times.
// An event is a kind and an id packed in one integer, and its time.

// 2^-36 of the time, and at least 2^-36 ms.
const tieShare = 2 ** -36;
const kindBits = 2;
const kindMask = (1 << kindBits) - 1;

export interface EventQueue {
  size: number;
  keys: Float64Array;
  times: Float64Array;
  codes: Int32Array;
  /** The last popped event. */
  timeMs: number;
  kind: number;
  id: number;
}

const initialCapacity = 64;

export const createEventQueue = (): EventQueue => ({
  size: 0,
  keys: new Float64Array(initialCapacity),
  times: new Float64Array(initialCapacity),
  codes: new Int32Array(initialCapacity),
  timeMs: 0,
  kind: 0,
  id: 0,
});

const grow = (queue: EventQueue): void => {
  const capacity = queue.keys.length * 2;
  const keys = new Float64Array(capacity);
  keys.set(queue.keys);
  queue.keys = keys;
  const times = new Float64Array(capacity);
  times.set(queue.times);
  queue.times = times;
  const codes = new Int32Array(capacity);
  codes.set(queue.codes);
  queue.codes = codes;
};

/** The time within which two events count as one instant. */
export const tieMs = (timeMs: number): number => tieShare * Math.max(1, Math.abs(timeMs));

/** The heap's order: the time, pushed later by a priority's share of an instant. */
export const eventKey = (timeMs: number, priority: number): number =>
  timeMs + priority * tieMs(timeMs);

/** The earliest event's key; Infinity when empty. */
export const firstKey = (queue: EventQueue): number =>
  queue.size === 0 ? Number.POSITIVE_INFINITY : (queue.keys[0] as number);

/** Adds an event of a kind (0 to 3) about `id`; `priority` orders events at one instant. */
export const pushEvent = (
  queue: EventQueue,
  timeMs: number,
  priority: number,
  kind: number,
  id: number,
): void => {
  if (queue.size === queue.keys.length) grow(queue);
  const key = eventKey(timeMs, priority);
  const code = (id << kindBits) | kind;
  const { keys, times, codes } = queue;
  let at = queue.size;
  queue.size += 1;
  while (at > 0) {
    const parent = (at - 1) >> 1;
    if ((keys[parent] as number) <= key) break;
    keys[at] = keys[parent] as number;
    times[at] = times[parent] as number;
    codes[at] = codes[parent] as number;
    at = parent;
  }
  keys[at] = key;
  times[at] = timeMs;
  codes[at] = code;
};

/** Removes the earliest event into the queue's `timeMs`, `kind`, `id`; false when empty. */
export const popEvent = (queue: EventQueue): boolean => {
  if (queue.size === 0) return false;
  const { keys, times, codes } = queue;
  const code = codes[0] as number;
  queue.timeMs = times[0] as number;
  queue.kind = code & kindMask;
  queue.id = code >> kindBits;
  queue.size -= 1;
  const size = queue.size;
  if (size === 0) return true;
  const key = keys[size] as number;
  let at = 0;
  for (;;) {
    let child = 2 * at + 1;
    if (child >= size) break;
    if (child + 1 < size && (keys[child + 1] as number) < (keys[child] as number)) child += 1;
    if ((keys[child] as number) >= key) break;
    keys[at] = keys[child] as number;
    times[at] = times[child] as number;
    codes[at] = codes[child] as number;
    at = child;
  }
  keys[at] = key;
  times[at] = times[size] as number;
  codes[at] = codes[size] as number;
  return true;
};

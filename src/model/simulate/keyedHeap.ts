// A min-heap of (key, value) pairs over typed arrays: an instance's requests by the virtual time
// or the step at which each finishes.

export interface KeyedHeap {
  size: number;
  keys: Float64Array;
  values: Int32Array;
}

const initialCapacity = 8;

export const createKeyedHeap = (): KeyedHeap => ({
  size: 0,
  keys: new Float64Array(initialCapacity),
  values: new Int32Array(initialCapacity),
});

export const heapPush = (heap: KeyedHeap, key: number, value: number): void => {
  if (heap.size === heap.keys.length) {
    const keys = new Float64Array(heap.keys.length * 2);
    keys.set(heap.keys);
    heap.keys = keys;
    const values = new Int32Array(heap.values.length * 2);
    values.set(heap.values);
    heap.values = values;
  }
  const { keys, values } = heap;
  let at = heap.size;
  heap.size += 1;
  while (at > 0) {
    const parent = (at - 1) >> 1;
    if ((keys[parent] as number) <= key) break;
    keys[at] = keys[parent] as number;
    values[at] = values[parent] as number;
    at = parent;
  }
  keys[at] = key;
  values[at] = value;
};

/** The smallest key; Infinity when empty. */
export const heapMinKey = (heap: KeyedHeap): number =>
  heap.size === 0 ? Number.POSITIVE_INFINITY : (heap.keys[0] as number);

/** Removes the pair with the smallest key and returns its value (−1 when empty). */
export const heapPop = (heap: KeyedHeap): number => {
  if (heap.size === 0) return -1;
  const { keys, values } = heap;
  const top = values[0] as number;
  heap.size -= 1;
  const size = heap.size;
  if (size === 0) return top;
  const key = keys[size] as number;
  const value = values[size] as number;
  let at = 0;
  for (;;) {
    let child = 2 * at + 1;
    if (child >= size) break;
    if (child + 1 < size && (keys[child + 1] as number) < (keys[child] as number)) child += 1;
    if ((keys[child] as number) >= key) break;
    keys[at] = keys[child] as number;
    values[at] = values[child] as number;
    at = child;
  }
  keys[at] = key;
  values[at] = value;
  return top;
};

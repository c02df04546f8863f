/** A binary min-heap under `before`; small and allocation-light for the pair search. */
export interface Heap<T> {
  push: (item: T) => void;
  pop: () => T | undefined;
  size: () => number;
}

export const createHeap = <T>(before: (a: T, b: T) => boolean): Heap<T> => {
  const items: T[] = [];
  const swap = (i: number, j: number) => {
    const held = items[i] as T;
    items[i] = items[j] as T;
    items[j] = held;
  };
  return {
    push: (item) => {
      items.push(item);
      let at = items.length - 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!before(items[at] as T, items[parent] as T)) break;
        swap(at, parent);
        at = parent;
      }
    },
    pop: () => {
      const top = items[0];
      const last = items.pop();
      if (items.length > 0 && last !== undefined) {
        items[0] = last;
        let at = 0;
        for (;;) {
          const left = 2 * at + 1;
          const right = left + 1;
          let least = at;
          if (left < items.length && before(items[left] as T, items[least] as T)) least = left;
          if (right < items.length && before(items[right] as T, items[least] as T)) least = right;
          if (least === at) break;
          swap(at, least);
          at = least;
        }
      }
      return top;
    },
    size: () => items.length,
  };
};

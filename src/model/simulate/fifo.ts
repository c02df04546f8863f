// A first-in first-out queue of request slots: a ring buffer whose power-of-two size doubles when full.

export interface Fifo {
  items: Int32Array;
  head: number;
  size: number;
}

export const createFifo = (): Fifo => ({ items: new Int32Array(8), head: 0, size: 0 });

export const fifoPush = (fifo: Fifo, value: number): void => {
  if (fifo.size === fifo.items.length) {
    const items = new Int32Array(fifo.items.length * 2);
    for (let i = 0; i < fifo.size; i += 1) {
      items[i] = fifo.items[(fifo.head + i) & (fifo.items.length - 1)] as number;
    }
    fifo.items = items;
    fifo.head = 0;
  }
  fifo.items[(fifo.head + fifo.size) & (fifo.items.length - 1)] = value;
  fifo.size += 1;
};

/** The oldest value, left in place; −1 when empty. */
export const fifoPeek = (fifo: Fifo): number =>
  fifo.size === 0 ? -1 : (fifo.items[fifo.head] as number);

/** Removes and returns the oldest value; −1 when empty. */
export const fifoShift = (fifo: Fifo): number => {
  if (fifo.size === 0) return -1;
  const value = fifo.items[fifo.head] as number;
  fifo.head = (fifo.head + 1) & (fifo.items.length - 1);
  fifo.size -= 1;
  return value;
};

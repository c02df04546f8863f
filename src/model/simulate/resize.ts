// Typed arrays that grow by doubling. A fleet holds state only for the instances a run has used:
// least-loaded dispatch fills the lowest indexes first and round robin takes them in turn, so a
// plan of a billion instances costs what the few thousand a run can keep busy cost.

type Typed = Float64Array | Int32Array | Uint8Array;

/** Capacity at least `needed`, doubling from `current` and at most `limit`. */
export const grownCapacity = (current: number, needed: number, limit: number): number => {
  let capacity = Math.max(8, current);
  while (capacity < needed) capacity *= 2;
  return Math.min(limit, capacity);
};

/** A copy of `array` of `length`, the new places set to `empty`. */
export const resized = <T extends Typed>(array: T, length: number, empty = 0): T => {
  const next = new (array.constructor as new (size: number) => T)(length);
  if (empty !== 0) next.fill(empty, array.length);
  next.set(array.length <= length ? array : array.subarray(0, length));
  return next;
};

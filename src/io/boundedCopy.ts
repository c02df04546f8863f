// A copy of JSON-shaped data that cannot overflow the stack: walked with an explicit stack, and
// refused past a depth or a size, where structuredClone and JSON.stringify recurse until they throw.

export interface CopyLimits {
  /** Deepest nesting of arrays and objects kept; the value itself is depth 0. */
  maxDepth: number;
  /** Most values (containers and leaves) in the copy. */
  maxValues: number;
}

// A plan nests at most six levels (latency.prefill.profile[i].batch); the rest is room to spare.
export const draftCopyLimits: CopyLimits = { maxDepth: 32, maxValues: 100_000 };

type Container = Record<string, unknown> | unknown[];

// An own "__proto__" key from JSON.parse must stay a key: plain assignment would set the prototype.
const put = (target: Container, key: string | number, value: unknown): void => {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
};

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

const emptyLike = (value: unknown): Container | undefined => {
  if (Array.isArray(value)) return [];
  return value !== null && typeof value === "object" && isPlainObject(value) ? {} : undefined;
};

const isLeaf = (value: unknown): boolean =>
  value === null || ["string", "number", "boolean"].includes(typeof value);

/**
 * A deep copy of arrays, plain objects, strings, numbers, booleans and null; undefined when the
 * value is deeper or larger than the limits or holds anything else (a function, a Date, a cycle).
 */
export const boundedCopy = (value: unknown, limits: CopyLimits = draftCopyLimits): unknown => {
  if (isLeaf(value)) return value;
  const root = emptyLike(value);
  if (root === undefined) return undefined;
  const pending: { source: Container; target: Container; depth: number }[] = [
    { source: value as Container, target: root, depth: 0 },
  ];
  let count = 1;
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { source, target, depth } = next;
    const entries: [string | number, unknown][] = Array.isArray(source)
      ? source.map((item, index) => [index, item])
      : Object.keys(source).map((key) => [key, source[key]]);
    count += entries.length;
    if (count > limits.maxValues) return undefined;
    for (const [key, item] of entries) {
      if (isLeaf(item)) {
        put(target, key, item);
        continue;
      }
      const child = emptyLike(item);
      if (child === undefined || depth + 1 > limits.maxDepth) return undefined;
      put(target, key, child);
      pending.push({ source: item as Container, target: child, depth: depth + 1 });
    }
  }
  return root;
};

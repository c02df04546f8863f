// Reading a parsed JSON value before its schema runs: format sniffers test keys without trusting
// the shape, and a key is read only when the object holds it itself (never `__proto__`).

export type JsonRecord = Record<string, unknown>;

/** Whether a JSON value is an object (not null, not an array). */
export const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `record[key]` when `record` is an object that holds `key` itself, else undefined. */
export const ownField = (record: unknown, key: string): unknown =>
  isRecord(record) && Object.hasOwn(record, key) ? record[key] : undefined;

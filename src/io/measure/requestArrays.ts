// The per-request arrays of a detailed result hold millions of numbers (one chunk gap a streamed
// chunk). Checked element by element through zod, each number costs a parse context, an issue list
// and a copy of its array: a 50 MB file spent more time there and in collecting that garbage than
// in JSON.parse. These checks accept exactly what the readers' zod schemas accept, in one plain
// loop an array and without copying; the readers run their schema only when a check fails, so a
// bad file is still described by zod, with its field, index and reason.

/** `z.number().int().min(0)`: zod's int is a safe integer; -0 passes `min(0)` as it does here. */
export const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0;

/** `z.number().finite().min(0)`: zod's number() already refuses NaN and ±Infinity. */
export const isFiniteAtLeastZero = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0;

/** `z.number().finite()`. */
export const isFiniteNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** `z.string()`. */
export const isText = (value: unknown): value is string => typeof value === "string";

/** Whether `value` is an array whose every element passes `check`, as `z.array(element)` asks. */
export const isArrayOf = <T>(
  value: unknown,
  check: (element: unknown) => element is T,
): value is T[] => {
  if (!Array.isArray(value)) return false;
  for (let i = 0; i < value.length; i += 1) if (!check(value[i])) return false;
  return true;
};

/**
 * Whether `value` is an array of arrays of finite numbers of at least 0, as
 * `z.array(z.array(z.number().finite().min(0)))` asks: the chunk gaps, written out as one loop
 * since they are most of a detailed file's numbers.
 */
export const isGapLists = (value: unknown): value is number[][] => {
  if (!Array.isArray(value)) return false;
  for (let i = 0; i < value.length; i += 1) {
    const gaps: unknown = value[i];
    if (!Array.isArray(gaps)) return false;
    for (let j = 0; j < gaps.length; j += 1) {
      const gap: unknown = gaps[j];
      if (typeof gap !== "number" || !(gap >= 0) || gap === Number.POSITIVE_INFINITY) return false;
    }
  }
  return true;
};

import fc from "fast-check";

// Hostile input shared by every boundary's fuzz tests: what a person can paste, be sent, or find
// in corrupt storage. `npm test` runs each property a few hundred times; `npm run fuzz` sets
// FUZZ_RUNS (100,000 by default) for a long round.

const askedRuns = Number(process.env.FUZZ_RUNS);
const longRound = Number.isInteger(askedRuns) && askedRuns > 0;

/**
 * A fuzz round's share for a property whose every case is megabytes of text or a whole
 * simulation: tens of milliseconds each, so a full share would take hours on two cores.
 */
export const heavyShare = 0.02;

/**
 * Runs for one property: `quick` in the suite; in a fuzz round FUZZ_RUNS times `roundShare`,
 * never fewer than `quick`.
 */
export const fuzzRuns = (quick: number, roundShare = 1): number =>
  longRound ? Math.max(quick, Math.round(askedRuns * roundShare)) : quick;

/** A test's time limit: `quickMs` in the suite, an hour in a fuzz round. */
export const fuzzTimeoutMs = (quickMs: number): number => (longRound ? 3_600_000 : quickMs);

/** Keys every JavaScript object answers to, and the ones that reach its prototype. */
export const prototypeKeys = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "isPrototypeOf",
  "__defineGetter__",
  "toLocaleString",
] as const;

export const prototypeKey = fc.constantFrom(...prototypeKeys);

/** `depth` nested arrays, built without recursion: `[[[…]]]`. */
export const deepArray = (depth: number): unknown => {
  let value: unknown = [];
  for (let level = 1; level < depth; level += 1) value = [value];
  return value;
};

/** The text of `depth` nested arrays or objects, closed or truncated. */
export const deepText = fc
  .record({
    depth: fc.integer({ min: 1000, max: 20_000 }),
    open: fc.constantFrom("[", '{"a":'),
    closed: fc.boolean(),
  })
  .map(({ depth, open, closed }) => {
    const head = open.repeat(depth);
    if (!closed) return head;
    return open === "[" ? `${head}${"]".repeat(depth)}` : `${head}1${"}".repeat(depth)}`;
  });

/** A string of up to about 2 MB: one character repeated, or a short pattern. */
export const hugeText = fc
  .record({
    unit: fc.constantFrom("a", "{", "[", '"', "\n", "a{\n", "\u0000", "é", "😀", "\\"),
    times: fc.integer({ min: 100_000, max: 1_000_000 }),
  })
  .map(({ unit, times }) => unit.repeat(times));

/** Every prefix-cut and one-character flip of `text`, chosen at random. */
export const damagedText = (text: string) =>
  fc.oneof(
    fc.nat({ max: text.length }).map((cut) => text.slice(0, cut)),
    fc
      .record({ at: fc.nat({ max: Math.max(0, text.length - 1) }), code: fc.nat({ max: 0xffff }) })
      .map(
        ({ at, code }) => `${text.slice(0, at)}${String.fromCharCode(code)}${text.slice(at + 1)}`,
      ),
  );

/** JSON values with prototype keys at any depth, and wrong types where numbers belong. */
export const prototypeJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.oneof(fc.integer(), fc.double(), fc.string(), fc.boolean(), fc.constant(null)),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(prototypeKey, fc.string({ maxLength: 8 })), tie("value"), {
      maxKeys: 4,
    }),
  ),
})).value;

/** Any text a user might paste at a boundary that expects `valid`. */
export const hostileText = (valid: string) =>
  fc.oneof(
    fc.string(),
    fc.json(),
    prototypeJson.map((value) => JSON.stringify(value) ?? ""),
    damagedText(valid),
    deepText,
  );

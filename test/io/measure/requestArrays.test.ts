import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readJsonDocuments } from "../../../src/io/measure/readJsonDocuments.ts";
import {
  isArrayOf,
  isCount,
  isFiniteAtLeastZero,
  isFiniteNumber,
  isGapLists,
  isText,
} from "../../../src/io/measure/requestArrays.ts";
import { readVllmBench } from "../../../src/io/measure/vllmBench.ts";
import { checkedDetail, DetailSchema } from "../../../src/io/measure/vllmDetail.ts";
import { fuzzRuns, fuzzTimeoutMs, prototypeJson, prototypeKey } from "../../hostile.ts";
import { detailedResult, generatedRequests } from "./vllmResult.ts";

// The fast checks must accept exactly what the zod schema accepts: the reader trusts them to let
// through what zod would, and asks zod to word whatever they refuse.

const maxSafe = Number.MAX_SAFE_INTEGER;

describe("the element checks", () => {
  it("take a count as zod's int().min(0) does", () => {
    for (const good of [0, -0, 1, 4096, maxSafe]) expect(isCount(good)).toBe(true);
    for (const bad of [-1, 2.5, maxSafe + 1, 1e300, Number.NaN, Infinity, "3", null, true]) {
      expect(isCount(bad)).toBe(false);
    }
  });

  it("take a time as zod's finite().min(0) does", () => {
    for (const good of [0, -0, 0.004, 1e308, Number.MIN_VALUE]) {
      expect(isFiniteAtLeastZero(good)).toBe(true);
    }
    for (const bad of [-1e-9, Number.NaN, Infinity, -Infinity, "0.1", null, [0.1], {}]) {
      expect(isFiniteAtLeastZero(bad)).toBe(false);
    }
    expect(isFiniteNumber(-3.5)).toBe(true);
    expect(isFiniteNumber(-Infinity)).toBe(false);
    expect(isText("")).toBe(true);
    expect(isText(0)).toBe(false);
  });

  it("check arrays element by element, and nothing that is not an array", () => {
    expect(isArrayOf([1, 2, 3], isCount)).toBe(true);
    expect(isArrayOf([], isCount)).toBe(true);
    expect(isArrayOf([1, 2, -3], isCount)).toBe(false);
    expect(isArrayOf({ 0: 1, length: 1 }, isCount)).toBe(false);
    expect(isArrayOf("123", isCount)).toBe(false);
    expect(isGapLists([[0.01, 0.02], [], [0]])).toBe(true);
    expect(isGapLists([[0.01], [Number.NaN]])).toBe(false);
    expect(isGapLists([[0.01], [Infinity]])).toBe(false);
    expect(isGapLists([[0.01], [-0.01]])).toBe(false);
    expect(isGapLists([[0.01], 0.02])).toBe(false);
    expect(isGapLists([[0.01], null])).toBe(false);
    expect(isGapLists({ 0: [0.01] })).toBe(false);
  });
});

/** What zod alone makes of a document: the data, or the field of every issue. */
const byZod = (document: Record<string, unknown>) => {
  const parsed = DetailSchema.safeParse(document);
  return parsed.success
    ? { ok: true as const, data: parsed.data }
    : { ok: false as const, paths: parsed.error.issues.map((issue) => issue.path) };
};

const hostileElement = fc.oneof(
  fc.constantFrom(
    -1,
    -0,
    0.5,
    -1e-300,
    maxSafe + 2,
    1e300,
    Number.NaN,
    Infinity,
    -Infinity,
    "0.1",
    "",
    null,
    true,
    [],
    [0.1],
    {},
  ),
  fc.double(),
  fc.integer(),
  prototypeJson,
);

const arrayKeys = ["input_lens", "output_lens", "ttfts", "itls", "errors", "start_times"] as const;

/** A valid detailed document, then one of: an element replaced, an array cut, a key dropped or
 * replaced, prototype keys added. */
const documents = fc
  .record({
    requests: fc.integer({ min: 0, max: 40 }),
    seed: fc.integer(),
    withStarts: fc.boolean(),
    withErrors: fc.boolean(),
    damage: fc.oneof(
      fc.record({
        kind: fc.constant("element" as const),
        key: fc.constantFrom(...arrayKeys),
        at: fc.nat(),
        inner: fc.nat(),
        value: hostileElement,
      }),
      fc.record({
        kind: fc.constant("cut" as const),
        key: fc.constantFrom(...arrayKeys),
        keep: fc.nat(),
      }),
      fc.record({
        kind: fc.constant("whole" as const),
        key: fc.constantFrom(...arrayKeys),
        value: fc.oneof(hostileElement, fc.constant(undefined)),
      }),
      fc.record({
        kind: fc.constant("prototype" as const),
        key: prototypeKey,
        value: prototypeJson,
      }),
      fc.constant({ kind: "none" as const }),
    ),
  })
  .map(({ requests, seed, withStarts, withErrors, damage }) => {
    const document: Record<string, unknown> = detailedResult(
      generatedRequests(requests, seed),
      10,
      withStarts ? { start_times: Array.from({ length: requests }, (_, i) => i * 0.1 - 1) } : {},
    );
    if (!withErrors) delete document.errors;
    if (damage.kind === "element") {
      const array = document[damage.key];
      if (Array.isArray(array) && array.length > 0) {
        const at = damage.at % array.length;
        const inner: unknown = array[at];
        if (damage.key === "itls" && Array.isArray(inner) && inner.length > 0 && damage.at % 2) {
          inner[damage.inner % inner.length] = damage.value;
        } else {
          array[at] = damage.value;
        }
      }
    } else if (damage.kind === "cut") {
      const array = document[damage.key];
      if (Array.isArray(array)) array.length = Math.min(array.length, damage.keep % 41);
    } else if (damage.kind === "whole") {
      document[damage.key] = damage.value;
    } else if (damage.kind === "prototype") {
      // Through JSON, as a file brings it: JSON.parse makes "__proto__" an own key.
      return JSON.parse(
        // A function, so a "$'" or "$&" in the generated key or value is not read as a pattern.
        JSON.stringify(document).replace(
          "{",
          () => `{${JSON.stringify(damage.key)}:${JSON.stringify(damage.value ?? null)},`,
        ),
      ) as Record<string, unknown>;
    }
    return document;
  });

describe("checkedDetail", () => {
  it("accepts the same documents as DetailSchema, with the same arrays", {
    timeout: fuzzTimeoutMs(30_000),
  }, () => {
    fc.assert(
      fc.property(documents, (document) => {
        const fast = checkedDetail(document);
        const zod = byZod(document);
        expect(fast !== undefined).toBe(zod.ok);
        if (zod.ok) expect(fast).toEqual(zod.data);
      }),
      { numRuns: fuzzRuns(400) },
    );
  });

  it("accepts a large run without copying its arrays", { timeout: fuzzTimeoutMs(30_000) }, () => {
    const document = detailedResult(generatedRequests(20_000, 5), 100, {
      start_times: Array.from({ length: 20_000 }, (_, i) => i),
    });
    const fast = checkedDetail(document);
    expect(fast?.itls).toBe(document.itls);
    expect(fast?.ttfts).toBe(document.ttfts);
    expect(fast).toEqual(DetailSchema.parse(document));
  });

  it("agrees with DetailSchema on huge gap lists with one bad gap anywhere", {
    timeout: fuzzTimeoutMs(30_000),
  }, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200_000 }),
        fc.nat(),
        fc.option(hostileElement, { nil: undefined }),
        (gapCount, at, bad) => {
          const gaps = Array.from({ length: gapCount }, (_, i) => (i % 97) / 1000);
          if (bad !== undefined) gaps[at % gapCount] = bad as number;
          const document = {
            input_lens: [1],
            output_lens: [gapCount + 1],
            ttfts: [0.1],
            itls: [gaps],
          };
          const zod = byZod(document);
          expect(checkedDetail(document) !== undefined).toBe(zod.ok);
          if (!zod.ok) expect(zod.paths[0]).toEqual(["itls", 0, at % gapCount]);
        },
      ),
      { numRuns: fuzzRuns(20, 0.01) },
    );
  });

  it("refuses a bad value however deep in a large run", { timeout: fuzzTimeoutMs(30_000) }, () => {
    const document = detailedResult(generatedRequests(20_000, 6), 100);
    const itls = document.itls as number[][];
    const last = itls.findLastIndex((gaps) => gaps.length > 0);
    (itls[last] as unknown[])[0] = "0.01";
    expect(checkedDetail(document)).toBeUndefined();
    expect(byZod(document)).toEqual({ ok: false, paths: [["itls", last, 0]] });
  });
});

const readText = (text: string) => readVllmBench(readJsonDocuments(text).documents);

describe("readVllmBench's per-request arrays", () => {
  it("names the first bad element's field and index, and why, as zod words it", () => {
    const requests = [
      { inputLen: 10, outputLen: 3, ttftS: 0.1, itlsS: [0.02, 0.03] },
      { inputLen: 20, outputLen: 2, ttftS: 0.2, itlsS: [0.04] },
    ];
    const text = JSON.stringify(detailedResult(requests, 2));
    const cases: [from: string, to: string, message: string][] = [
      ["[0.04]", '["0.04"]', "itls[1][0] must be number, got string"],
      ["0.03]", "NaN]", "itls[0][1] must be number, got NaN"],
      ["0.03]", "-Infinity]", "itls[0][1] must be number, got -Infinity"],
      ["0.03]", "-0.03]", "itls[0][1] Too small: expected number to be >=0"],
      ["[0.04]", "0.04", "itls[1] must be array, got number"],
      ['"input_lens":[10', '"input_lens":[10.5', "input_lens[0] must be int, got number"],
      [
        '"output_lens":[3',
        '"output_lens":[1e300',
        "output_lens[0] Too big: expected int to be <=9007199254740991",
      ],
      ['"ttfts":[0.1', '"ttfts":[true', "ttfts[0] must be number, got boolean"],
      ['"errors":["",', '"errors":[0,', "errors[0] must be string, got number"],
    ];
    for (const [from, to, message] of cases) {
      const { runs, problems } = readText(text.replace(from, to));
      expect(problems.map((problem) => problem.message)).toEqual([message]);
      expect(runs[0]?.requests).toBeUndefined();
    }
  });

  it("reports what zod alone reports for any damage, and reads what zod accepts", {
    timeout: fuzzTimeoutMs(30_000),
  }, () => {
    fc.assert(
      fc.property(documents, (document) => {
        const zod = byZod(document);
        const { runs, problems } = readVllmBench([{ line: 1, value: document }]);
        if (zod.ok) {
          const lengths = new Set(
            arrayKeys.flatMap((key) => {
              const array = zod.data[key];
              return array === undefined ? [] : [array.length];
            }),
          );
          // Arrays that line up are read; otherwise the one that differs is named.
          expect(runs[0]?.requests === undefined).toBe(lengths.size > 1);
          expect(problems.every((problem) => problem.rule === "length")).toBe(true);
        } else {
          const named = problems.map((problem) => problem.field);
          const expected = zod.paths
            .slice(0, 5)
            .map((path) =>
              path.reduce<string>(
                (name, key) =>
                  typeof key === "number"
                    ? `${name}[${key}]`
                    : name === ""
                      ? String(key)
                      : `${name}.${String(key)}`,
                "",
              ),
            );
          expect(named).toEqual(expected);
          expect(runs[0]?.requests).toBeUndefined();
        }
      }),
      { numRuns: fuzzRuns(300) },
    );
  });
});

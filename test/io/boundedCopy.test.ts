import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { boundedCopy, draftCopyLimits } from "../../src/io/boundedCopy.ts";
import { deepArray, fuzzRuns, prototypeJson } from "../hostile.ts";

describe("a bounded copy of stored data", () => {
  it("copies JSON data whole, as a new value, leaving the input as it was", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const before = JSON.stringify(value);
        const copy = boundedCopy(value);
        expect(copy).toEqual(value);
        if (value !== null && typeof value === "object") expect(copy).not.toBe(value);
        expect(JSON.stringify(value)).toBe(before);
      }),
      { numRuns: fuzzRuns(200) },
    );
  });

  it("keeps 32 levels of nesting and refuses 33, or 5,000, without overflowing the stack", () => {
    // deepArray(n) nests n arrays: the innermost sits n - 1 levels below the value.
    expect(boundedCopy(deepArray(33))).toEqual(deepArray(33));
    expect(boundedCopy(deepArray(34))).toBeUndefined();
    expect(boundedCopy(deepArray(5000))).toBeUndefined();
    expect(boundedCopy({ a: deepArray(5000) })).toBeUndefined();
  });

  it("keeps 100,000 values and refuses one more", () => {
    // The list itself counts as one value, each item as another.
    expect(boundedCopy(new Array(99_999).fill(1))).toHaveLength(99_999);
    expect(boundedCopy(new Array(100_000).fill(1))).toBeUndefined();
    expect(draftCopyLimits).toEqual({ maxDepth: 32, maxValues: 100_000 });
  });

  it('keeps a stored "__proto__" key as a key, never as the copy\'s prototype', () => {
    const stored = JSON.parse('{"__proto__": {"polluted": 1}, "constructor": 2}');
    const copy = boundedCopy(stored) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.hasOwn(copy, "__proto__")).toBe(true);
    expect(Object.keys(copy)).toEqual(["__proto__", "constructor"]);
    expect(copy.constructor).toBe(2);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("refuses what is not data: a cycle, a function, a Date, undefined inside a list", () => {
    const cycle: unknown[] = [];
    cycle.push(cycle);
    expect(boundedCopy(cycle)).toBeUndefined();
    expect(boundedCopy({ run: () => 1 })).toBeUndefined();
    expect(boundedCopy([new Date(0)])).toBeUndefined();
    expect(boundedCopy([undefined])).toBeUndefined();
  });

  it("gives data equal to its input, or nothing, for values with prototype keys at any depth", () => {
    fc.assert(
      fc.property(prototypeJson, (value) => {
        const copy = boundedCopy(value);
        expect(copy === undefined || JSON.stringify(copy) === JSON.stringify(value)).toBe(true);
      }),
      { numRuns: fuzzRuns(200) },
    );
  });
});

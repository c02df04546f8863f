import { describe, expect, it } from "vitest";
import { clipText, describeInput, maxExcerptChars } from "../../src/model/describeInput.ts";
import { deepArray } from "../hostile.ts";

describe("describeInput", () => {
  it("quotes text, shows numbers as typed and names what has no text", () => {
    expect(describeInput("h100")).toBe('"h100"');
    expect(describeInput("")).toBe('""');
    expect(describeInput(2.5)).toBe("2.5");
    expect(describeInput(Number.NaN)).toBe("NaN");
    expect(describeInput(true)).toBe("true");
    expect(describeInput(null)).toBe("null");
    expect(describeInput(undefined)).toBe("nothing");
    expect(describeInput(10n)).toBe("10n");
    expect(describeInput(Symbol("s"))).toBe("a symbol");
    expect(describeInput(() => 1)).toBe("a function");
  });

  it("shows a list or an object by its first three members, one level deep", () => {
    expect(describeInput([])).toBe("[]");
    expect(describeInput({})).toBe("{}");
    expect(describeInput([1, [2], "x", 4])).toBe('[1, […], "x", …]');
    expect(describeInput({ a: 1, b: { c: 2 } })).toBe('{"a": 1, "b": {…}}');
  });

  it("cuts a megabyte of text to a short quote", () => {
    expect(describeInput("a".repeat(1_000_000))).toBe(`"${"a".repeat(31)}…"`);
  });

  it("describes 100,000 nested lists without overflowing the stack", () => {
    expect(describeInput(deepArray(100_000))).toBe("[[…]]");
  });

  it("describes a cycle, a throwing getter and a revoked proxy without throwing", () => {
    const cycle: unknown[] = [];
    cycle.push(cycle);
    expect(describeInput(cycle)).toBe("[[…]]");
    const getter = Object.defineProperty({}, "x", {
      enumerable: true,
      get: () => {
        throw new Error("no");
      },
    });
    expect(describeInput(getter)).toBe("a value that cannot be read");
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(describeInput(proxy)).toBe("a value that cannot be read");
  });

  it("never quotes more than its limit", () => {
    const wide = Object.fromEntries(["k".repeat(99), "l".repeat(99)].map((key) => [key, key]));
    expect(describeInput(wide).length).toBeLessThanOrEqual(maxExcerptChars);
  });
});

describe("clipText", () => {
  it("keeps short text and ends cut text in an ellipsis", () => {
    expect(clipText("abc", 3)).toBe("abc");
    expect(clipText("abcdef", 4)).toBe("abc…");
  });

  it("never leaves half of a surrogate pair at the cut", () => {
    expect(clipText("ab😀cd", 4)).toBe("ab…");
  });
});

import { describe, expect, it } from "vitest";
import { isRecord, ownField } from "../../../src/io/measure/jsonRecord.ts";

describe("isRecord", () => {
  it("holds objects and nothing else", () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord("{}")).toBe(false);
  });
});

describe("ownField", () => {
  it("reads a key the object holds itself, never one it inherits", () => {
    expect(ownField({ a: 1 }, "a")).toBe(1);
    expect(ownField({ a: 1 }, "b")).toBeUndefined();
    expect(ownField({}, "__proto__")).toBeUndefined();
    expect(ownField({}, "constructor")).toBeUndefined();
    expect(ownField([1], "0")).toBeUndefined();
    expect(ownField(null, "a")).toBeUndefined();
  });
});

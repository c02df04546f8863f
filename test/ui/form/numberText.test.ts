import { describe, expect, it } from "vitest";
import {
  formatNumberText,
  isPartialNumber,
  parseNumberText,
  stepNumber,
} from "../../../src/ui/form/numberText.ts";

describe("isPartialNumber", () => {
  it("takes what a number looks like while it is typed", () => {
    for (const text of ["", "-", "+", "1", "1.", ".5", "-0.25", "12,5", "１２．５"]) {
      expect(isPartialNumber(text), text).toBe(true);
    }
  });

  it("refuses what no number starts with", () => {
    for (const text of ["a", "1.2.3", "1e3", "--1", "1-", "1 2", "0x10", "1,2,3"]) {
      expect(isPartialNumber(text), text).toBe(false);
    }
  });
});

describe("parseNumberText", () => {
  it("reads finished numbers, a trailing point and a comma as the decimal separator", () => {
    expect(parseNumberText("42")).toBe(42);
    expect(parseNumberText("1.")).toBe(1);
    expect(parseNumberText(".5")).toBe(0.5);
    expect(parseNumberText("-0.25")).toBe(-0.25);
    expect(parseNumberText("12,5")).toBe(12.5);
    expect(parseNumberText(" 7 ")).toBe(7);
    expect(parseNumberText("１２．５")).toBe(12.5);
  });

  it("gives NaN for an empty field or an unfinished one", () => {
    for (const text of ["", "-", ".", "+", "abc", "1.2.3"]) {
      expect(parseNumberText(text), text).toBeNaN();
    }
  });
});

describe("formatNumberText", () => {
  it("writes no grouping and at most six decimals, and nothing for NaN", () => {
    expect(formatNumberText(1234567)).toBe("1234567");
    expect(formatNumberText(0.5)).toBe("0.5");
    expect(formatNumberText(1 / 3)).toBe("0.333333");
    expect(formatNumberText(Number.NaN)).toBe("");
  });
});

describe("stepNumber", () => {
  it("moves to the next multiple of the step in the direction asked", () => {
    expect(stepNumber(5, 1)).toBe(6);
    expect(stepNumber(5, -1)).toBe(4);
    expect(stepNumber(1.23, 1)).toBe(2);
    expect(stepNumber(1.23, -1)).toBe(1);
    expect(stepNumber(1.7, -1)).toBe(1);
  });

  it("steps in decimals without binary leftovers", () => {
    expect(stepNumber(0.1, 0.05)).toBe(0.15);
    expect(stepNumber(0.2, 0.1)).toBe(0.3);
    expect(stepNumber(0.3, -0.1)).toBe(0.2);
  });

  it("starts an empty field from zero, and page steps go ten at a time", () => {
    expect(stepNumber(Number.NaN, 1)).toBe(1);
    expect(stepNumber(Number.NaN, -0.1)).toBe(-0.1);
    expect(stepNumber(40, 10)).toBe(50);
  });
});

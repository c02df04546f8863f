import { describe, expect, it } from "vitest";
import {
  formatDisplay,
  formatNumber,
  formatPercent,
  formatTwoDecimals,
} from "../../src/model/format.ts";

describe("formatNumber", () => {
  it("groups thousands and keeps integers exact", () => {
    expect(formatNumber(480_000)).toBe("480,000");
    expect(formatNumber(1_234_567_891)).toBe("1,234,567,891");
    expect(formatNumber(-7200)).toBe("-7,200");
    expect(formatNumber(0)).toBe("0");
  });

  it("keeps six significant digits below 100,000", () => {
    expect(formatNumber(1578.947368421)).toBe("1,578.95");
    expect(formatNumber(0.986842105)).toBe("0.986842");
    expect(formatNumber(4891.2)).toBe("4,891.2");
    expect(formatNumber(0.04)).toBe("0.04");
    expect(formatNumber(3.7037037)).toBe("3.7037");
  });

  it("keeps two decimals from 100,000 up", () => {
    expect(formatNumber(123_456.789)).toBe("123,456.79");
    expect(formatNumber(100_000.5)).toBe("100,000.5");
  });

  it("writes tiny numbers without an exponent", () => {
    expect(formatNumber(0.00000012345)).toBe("0.00000012345");
  });

  it("prints non-finite values as JavaScript does", () => {
    expect(formatNumber(Number.NaN)).toBe("NaN");
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe("Infinity");
  });
});

describe("formatTwoDecimals and formatPercent", () => {
  it("print two decimals with grouping, as vllm bench serve does", () => {
    expect(formatTwoDecimals(1234.567)).toBe("1,234.57");
    expect(formatTwoDecimals(0.004)).toBe("0.00");
    expect(formatTwoDecimals(-0.001)).toBe("0.00");
    expect(formatTwoDecimals(Number.POSITIVE_INFINITY)).toBe("Infinity");
    expect(formatPercent(0.986842)).toBe("98.68%");
  });
});

describe("formatDisplay", () => {
  it("shows results at most to two decimals, and below 1 to three significant digits", () => {
    expect(formatDisplay(15.8337)).toBe("15.83");
    expect(formatDisplay(3.69454)).toBe("3.69");
    expect(formatDisplay(126.6667)).toBe("126.67");
    expect(formatDisplay(41.142857)).toBe("41.14");
    expect(formatDisplay(12_345.678)).toBe("12,345.68");
    expect(formatDisplay(1_578.947368)).toBe("1,578.95");
    expect(formatDisplay(0.0421357)).toBe("0.0421");
    expect(formatDisplay(0.5)).toBe("0.5");
  });

  it("keeps integers whole and says what is not a number", () => {
    expect(formatDisplay(7200)).toBe("7,200");
    expect(formatDisplay(-4800)).toBe("-4,800");
    expect(formatDisplay(0)).toBe("0");
    expect(formatDisplay(Number.NaN)).toBe("NaN");
    expect(formatDisplay(Number.POSITIVE_INFINITY)).toBe("Infinity");
  });

  it("rounds to within half of its last shown digit", () => {
    for (const value of [1.005, 2.675, 99.995, -Math.PI, 0.999951]) {
      const shown = Number(formatDisplay(value).replaceAll(",", ""));
      expect(Math.abs(shown - value)).toBeLessThanOrEqual(Math.abs(value) >= 1 ? 0.005 : 0.0005);
    }
  });
});

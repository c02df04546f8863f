import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatBand,
  formatDisplay,
  formatEstimate,
  formatGapPercent,
  formatNumber,
  formatPercent,
  formatShare,
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

describe("formatGapPercent", () => {
  it("keeps two decimals from a hundredth of a percent up, two significant digits below", () => {
    expect(formatGapPercent(0.0125)).toBe("1.25%");
    expect(formatGapPercent(0.0001)).toBe("0.01%");
    // SGLang's TPOT against TTFT + the gaps in a real detailed file: 1.7e-5 apart.
    expect(formatGapPercent(1.7e-5)).toBe("0.0017%");
    expect(formatGapPercent(1.1e-6)).toBe("0.00011%");
    expect(formatGapPercent(-2.5e-5)).toBe("-0.0025%");
    expect(formatGapPercent(0)).toBe("0.00%");
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

describe("formatEstimate", () => {
  it("shows an estimate to three significant digits", () => {
    expect(formatEstimate(62.77)).toBe("62.8");
    expect(formatEstimate(176_180.51)).toBe("176,000");
    expect(formatEstimate(264.368328)).toBe("264");
    expect(formatEstimate(12.0743629)).toBe("12.1");
    expect(formatEstimate(8_170.41895)).toBe("8,170");
    expect(formatEstimate(1.4012808)).toBe("1.4");
    expect(formatEstimate(0.0421357)).toBe("0.0421");
    expect(formatEstimate(-2_675)).toBe("-2,680");
    expect(formatEstimate(7)).toBe("7");
    expect(formatEstimate(0)).toBe("0");
    expect(formatEstimate(Number.NaN)).toBe("NaN");
    expect(formatEstimate(Number.POSITIVE_INFINITY)).toBe("Infinity");
  });

  it("rounds to within half of its third significant digit and shows no more digits", () => {
    const magnitude = fc.double({ min: 1e-5, max: 1e15, noNaN: true });
    fc.assert(
      fc.property(magnitude, fc.boolean(), (size, negative) => {
        const value = negative ? -size : size;
        const text = formatEstimate(value);
        const shown = Number(text.replaceAll(",", ""));
        const lastDigit = 10 ** (Math.floor(Math.log10(Math.abs(value))) - 2);
        expect(Math.abs(shown - value)).toBeLessThanOrEqual(
          lastDigit / 2 + Math.abs(value) * 1e-12,
        );
        const significant = text.replace(/[-,.]/g, "").replace(/^0+/, "").replace(/0+$/, "");
        expect(significant.length).toBeLessThanOrEqual(3);
      }),
    );
  });
});

describe("formatBand", () => {
  it("shows a band as a percentage to two significant digits", () => {
    expect(formatBand(0.182)).toBe("±18%");
    expect(formatBand(0.4858)).toBe("±49%");
    expect(formatBand(0.3149125)).toBe("±31%");
    expect(formatBand(0.7562156)).toBe("±76%");
    expect(formatBand(0.045)).toBe("±4.5%");
    expect(formatBand(1.234)).toBe("±120%");
    expect(formatBand(0)).toBe("±0%");
  });
});

describe("formatShare", () => {
  it("writes a share to a whole percent, and a sliver as <1% rather than 0%", () => {
    expect(formatShare(0.583)).toBe("58%");
    expect(formatShare(0.005)).toBe("1%");
    expect(formatShare(0.0049)).toBe("<1%");
    expect(formatShare(0)).toBe("0%");
    expect(formatShare(1)).toBe("100%");
    expect(formatShare(0.996)).toBe(">99%");
    expect(formatShare(0.994)).toBe("99%");
  });
});

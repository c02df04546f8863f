import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { percentileKey, percentileText, statedNumber } from "../../../src/io/measure/statedKeys.ts";

describe("percentileKey", () => {
  it("writes an integral percentile as an integer, as vLLM does for p99 and p50", () => {
    expect(percentileKey("ttft", 99)).toBe("p99_ttft_ms");
    expect(percentileKey("e2el", 50)).toBe("p50_e2el_ms");
    expect(percentileKey("tpot", 99.0)).toBe("p99_tpot_ms");
  });

  it("writes a fractional percentile like Python's str(float)", () => {
    expect(percentileKey("itl", 99.9)).toBe("p99.9_itl_ms");
    expect(percentileKey("ttft", 12.5)).toBe("p12.5_ttft_ms");
    expect(percentileKey("ttft", 0.0001)).toBe("p0.0001_ttft_ms");
  });

  it("writes a tiny percentile in Python's exponent form with a two-digit exponent", () => {
    expect(percentileText(0.00001)).toBe("1e-05");
    expect(percentileText(0.000015)).toBe("1.5e-05");
  });

  it("names every integral percentile from 0 to 100 as p{P}", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (percentile) => {
        expect(percentileKey("itl", percentile)).toBe(`p${percentile}_itl_ms`);
      }),
    );
  });
});

describe("statedNumber", () => {
  it("reads Python's NaN and Infinity as not stated, and keeps null and numbers", () => {
    expect(statedNumber.parse(Number.NaN)).toBeNull();
    expect(statedNumber.parse(Number.POSITIVE_INFINITY)).toBeNull();
    expect(statedNumber.parse(null)).toBeNull();
    expect(statedNumber.parse(12.5)).toBe(12.5);
    expect(statedNumber.safeParse("12.5").success).toBe(false);
  });
});

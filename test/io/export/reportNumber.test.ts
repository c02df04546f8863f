import { describe, expect, it } from "vitest";
import {
  concurrencyText,
  countText,
  durationText,
  rateText,
  shareText,
  usdText,
} from "../../../src/io/export/reportNumber.ts";

describe("report numbers", () => {
  it("gives durations 1 decimal below 100 ms, whole ms up to 10 s, then seconds", () => {
    expect(durationText(12.345)).toBe("12.3 ms");
    expect(durationText(40)).toBe("40 ms");
    expect(durationText(565.933)).toBe("566 ms");
    expect(durationText(9_999.4)).toBe("9,999 ms");
    expect(durationText(40_760)).toBe("40.8 s");
    expect(durationText(-19_240)).toBe("-19.2 s");
    expect(durationText(-300)).toBe("-300 ms");
    // Under a millisecond, two significant digits: a hand-off of 0.044 ms does not print as 0.
    expect(durationText(0.0442)).toBe("0.044 ms");
    expect(durationText(0.915)).toBe("0.92 ms");
    expect(durationText(-0.5)).toBe("-0.5 ms");
    expect(durationText(0)).toBe("0 ms");
  });

  it("gives rates whole from 100 up and to 3 significant digits below", () => {
    expect(rateText(873_135.83)).toBe("873,136");
    expect(rateText(4_471.18)).toBe("4,471");
    expect(rateText(2.5333)).toBe("2.53");
    expect(rateText(45.64)).toBe("45.6");
    expect(rateText(0)).toBe("0");
  });

  it("gives money to the cent", () => {
    expect(usdText(2.03608)).toBe("2.04");
    expect(usdText(1600)).toBe("1,600.00");
    expect(usdText(0.5)).toBe("0.50");
    expect(usdText(-3.006)).toBe("-3.01");
  });

  it("gives shares as percentages to 2 decimals and concurrency to 1 decimal", () => {
    expect(shareText(120 / 121.6)).toBe("98.68%");
    expect(shareText(0.2)).toBe("20%");
    expect(concurrencyText(4_891.2)).toBe("4,891.2");
    expect(concurrencyText(4_471.18)).toBe("4,471.2");
    expect(concurrencyText(4_800)).toBe("4,800");
  });

  it("puts a count of one in the singular and leaves other units alone", () => {
    expect(countText(1, "engines")).toBe("1 engine");
    expect(countText(1, "tokens")).toBe("1 token");
    expect(countText(2, "tokens")).toBe("2 tokens");
    expect(countText(1, "ms")).toBe("1 ms");
    expect(countText(1, "个")).toBe("1 个");
    expect(countText(1, "")).toBe("1");
  });
});

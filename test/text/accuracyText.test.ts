import { describe, expect, it } from "vitest";
import type { ErrorBand } from "../../src/model/index.ts";
import {
  accuracyReportEn,
  accuracyReportZh,
  accuracyEn as accuracyResultsEn,
  accuracyZh as accuracyResultsZh,
  bandHintText,
  bandLongText,
  bandText,
  casesText,
  curveBandLegend,
  curveBandNote,
  curvePointBandText,
  derivedBandText,
  uncoveredText,
} from "../../src/text/index.ts";

// Every band word, as a report has them.
const accuracyEn = { ...accuracyResultsEn, ...accuracyReportEn };
const accuracyZh = { ...accuracyResultsZh, ...accuracyReportZh };

// The first-visit plan's prefill band: 6 cases, no published case of its model kind.
const prefill: ErrorBand = {
  fraction: 0.182,
  cases: 6,
  matched: ["weightFormat", "specDecode"],
  uncovered: ["moe"],
};

describe("error bands in words", () => {
  it("states the band and the cases it was read from", () => {
    expect(bandText(prefill, accuracyEn)).toBe("±18% · 6 published cases");
    expect(bandText(prefill, accuracyZh)).toBe("±18% · 6 个公开案例");
    expect(bandLongText(prefill, accuracyEn)).toBe("±18% (80% of 6 published cases)");
    expect(bandLongText(prefill, accuracyZh)).toBe("±18%（6 个公开案例中的 80%）");
    expect(bandHintText(prefill, accuracyEn)).toBe(
      "The truth lay within ±18% of the roofline estimate in at least 80% of the 6 published cases it was checked against.",
    );
    expect(bandHintText(prefill, accuracyZh)).toBe(
      "在用于校验的 6 个公开案例中，至少有 80% 的实测值落在 roofline 估算值的 ±18% 以内。",
    );
  });

  it("counts one case in the singular", () => {
    expect(casesText(1, accuracyEn)).toBe("1 published case");
    expect(casesText(7, accuracyEn)).toBe("7 published cases");
    expect(casesText(1, accuracyZh)).toBe("1 个公开案例");
  });

  it("says a band built from both phases' is derived", () => {
    expect(derivedBandText(0.3149125, accuracyEn)).toBe("±31% (from the t1 and ITL bands)");
    expect(derivedBandText(0.7562156, accuracyZh)).toBe("±76%（由 t1 与 ITL 的误差带推得）");
    expect(curvePointBandText(0.4858, accuracyEn)).toBe(
      "Estimate error: y ±49% (at least 80% of published cases lay within it)",
    );
  });

  it("names each regime no published case covers, in order", () => {
    expect(uncoveredText([], accuracyEn)).toBe("");
    expect(uncoveredText(["gpu", "size"], accuracyEn)).toBe(
      "no published case on this GPU; no published case at this batch size",
    );
    expect(uncoveredText(["moe", "weightFormat", "specDecode"], accuracyZh)).toBe(
      "没有同类模型（稠密或 MoE）的公开案例；没有这种权重格式的公开案例；没有使用草稿 token 的公开案例",
    );
  });

  it("names a curve's band in the legend, as a range when its points differ", () => {
    expect(curveBandLegend([0.4858, 0.4858], accuracyEn)).toBe("Estimate error (±49%)");
    expect(curveBandLegend([0.3149, 0.3612], accuracyEn)).toBe("Estimate error (±31%–36%)");
    expect(curveBandLegend([0.182], accuracyZh)).toBe("估算误差（±18%）");
    expect(curveBandLegend([], accuracyEn)).toBeUndefined();
    expect(curveBandNote(accuracyEn)).toContain("in at least 80% of the cases");
    expect(curveBandNote(accuracyZh)).toContain("80% 的公开案例中");
  });
});

import { describe, expect, it } from "vitest";
import { catalog, firstVisitPlan } from "../../../src/data/index.ts";
import { durationText, rateText } from "../../../src/io/index.ts";
import { defaultPlan, formatBand, solve } from "../../../src/model/index.ts";
import { accuracyReportWords } from "../../../src/text/accuracyReport.ts";
import { en } from "../../../src/text/en.ts";
import { zh } from "../../../src/text/zh.ts";
import { accuracyLines, resultLines } from "../../../src/ui/print/resultLines.ts";
import { printTexts } from "../../../src/ui/print/text.ts";

// The first-visit plan's step times are roofline estimates (a dense model, whose prefill no
// published case covers); the expected text is built from its solved bands, so the model's own
// numbers may move without this test.
const roofline = solve(firstVisitPlan, catalog);
const { prefill, decode, throughput, ratio } = roofline.accuracy;
if (prefill === null || decode === null || throughput === null || ratio === null) {
  throw new Error("the first-visit plan's step times are roofline estimates");
}

describe("the printed report's error bands", () => {
  it("puts the throughput band after each throughput and the decode band after the ITL", () => {
    const lines = resultLines(roofline, en, printTexts.en);
    const value = (label: string) => lines.find((line) => line.label === label)?.value;
    const band = formatBand(throughput);
    expect(value(en.results.qpm)).toBe(`${rateText(roofline.throughput.qpm)} req/min ${band}`);
    expect(value(en.results.qpmPerGpu)).toBe(
      `${rateText(roofline.throughput.qpmPerGpu)} req/min ${band}`,
    );
    expect(value(en.results.itl)).toBe(
      `${durationText(roofline.latency.itlMs)} ${formatBand(decode.fraction)}`,
    );
  });

  it("lists each band, what no case covers and the derived bands", () => {
    expect(accuracyLines(roofline, en, accuracyReportWords.en)).toEqual([
      {
        label: "t1 estimate error",
        value: `${formatBand(prefill.fraction)} (80% of ${prefill.cases} published cases)`,
      },
      { label: "t1 extrapolated", value: "no published case of this model kind (dense or MoE)" },
      {
        label: "ITL estimate error",
        value: `${formatBand(decode.fraction)} (80% of ${decode.cases} published cases)`,
      },
      {
        label: "Throughput estimate error",
        value: `${formatBand(throughput)} (from the t1 and ITL bands)`,
      },
      {
        label: "Balanced x / y estimate error",
        value: `${formatBand(ratio)} (from the t1 and ITL bands)`,
      },
    ]);
    expect(accuracyLines(roofline, zh, accuracyReportWords.zh)[0]).toEqual({
      label: "t1 估算误差",
      value: `${formatBand(prefill.fraction)}（${prefill.cases} 个公开案例中的 80%）`,
    });
  });

  it("has none for entered step times", () => {
    const entered = solve(defaultPlan, catalog);
    expect(accuracyLines(entered, en, accuracyReportWords.en)).toEqual([]);
    expect(resultLines(entered, en, printTexts.en).some((line) => line.value.includes("±"))).toBe(
      false,
    );
  });
});

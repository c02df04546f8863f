import { describe, expect, it } from "vitest";
import { catalog, firstVisitPlan } from "../../../src/data/index.ts";
import { defaultPlan, solve } from "../../../src/model/index.ts";
import { en } from "../../../src/text/en.ts";
import { zh } from "../../../src/text/zh.ts";
import { accuracyLines, resultLines } from "../../../src/ui/print/resultLines.ts";
import { printTexts } from "../../../src/ui/print/text.ts";

// The first-visit plan's step times are roofline estimates: t1 ±18% (6 cases, none of a dense
// model), the ITL ±49% (7 cases), the throughput ±31%, the ratio ±76%.
const roofline = solve(firstVisitPlan, catalog);

describe("the printed report's error bands", () => {
  it("puts the throughput band after each throughput and the decode band after the ITL", () => {
    const lines = resultLines(roofline, en, printTexts.en);
    const value = (label: string) => lines.find((line) => line.label === label)?.value;
    expect(value(en.results.qpm)).toBe("8,170 req/min ±31%");
    expect(value(en.results.qpmPerGpu)).toBe("63.8 req/min ±31%");
    expect(value(en.results.itl)).toBe("12.1 ms ±49%");
  });

  it("lists each band, what no case covers and the derived bands", () => {
    expect(accuracyLines(roofline, en)).toEqual([
      { label: "t1 estimate error", value: "±18% (80% of 6 published cases)" },
      { label: "t1 extrapolated", value: "no published case of this model kind (dense or MoE)" },
      { label: "ITL estimate error", value: "±49% (80% of 7 published cases)" },
      { label: "Throughput estimate error", value: "±31% (from the t1 and ITL bands)" },
      { label: "Balanced x / y estimate error", value: "±76% (from the t1 and ITL bands)" },
    ]);
    expect(accuracyLines(roofline, zh)[0]).toEqual({
      label: "t1 估算误差",
      value: "±18%（6 个公开案例中的 80%）",
    });
  });

  it("has none for entered step times", () => {
    const entered = solve(defaultPlan, catalog);
    expect(accuracyLines(entered, en)).toEqual([]);
    expect(resultLines(entered, en, printTexts.en).some((line) => line.value.includes("±"))).toBe(
      false,
    );
  });
});

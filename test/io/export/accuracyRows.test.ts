import { describe, expect, it } from "vitest";
import { catalog, firstVisitPlan } from "../../../src/data/index.ts";
import { accuracyRows } from "../../../src/io/export/accuracyRows.ts";
import { planMarkdown } from "../../../src/io/export/planMarkdown.ts";
import { resultCsv } from "../../../src/io/export/resultCsv.ts";
import { defaultPlan, formatBand, solve } from "../../../src/model/index.ts";
import { en, reportZh, zh } from "../../../src/text/index.ts";
import { parseCsv } from "./parseCsv.ts";

// The first-visit plan prices both phases with the roofline (a dense model, whose prefill no
// published case covers). Expected rows are built from its solved bands, so the model's own
// numbers may move without this test.
const roofline = solve(firstVisitPlan, catalog);
const { prefill, decode, throughput, ratio } = roofline.accuracy;
if (prefill === null || decode === null || throughput === null || ratio === null) {
  throw new Error("the first-visit plan's step times are roofline estimates");
}
const inPercent = (fraction: number) => fraction * 100;

describe("accuracy rows", () => {
  it("give each band in percent, labelled with the cases it was read from, and what no case covers", () => {
    expect(accuracyRows(roofline)).toEqual([
      {
        section: "accuracy",
        metric: `t1 estimate error (80% of ${prefill.cases} published cases)`,
        value: expect.closeTo(inPercent(prefill.fraction), 9),
        unit: "±%",
      },
      {
        section: "accuracy",
        metric: "t1 extrapolated",
        value: "no published case of this model kind (dense or MoE)",
        unit: "",
      },
      {
        section: "accuracy",
        metric: `ITL estimate error (80% of ${decode.cases} published cases)`,
        value: expect.closeTo(inPercent(decode.fraction), 9),
        unit: "±%",
      },
      {
        section: "accuracy",
        metric: "Throughput estimate error (from the t1 and ITL bands)",
        value: expect.closeTo(inPercent(throughput), 9),
        unit: "±%",
      },
      {
        section: "accuracy",
        metric: "Balanced x / y estimate error (from the t1 and ITL bands)",
        value: expect.closeTo(inPercent(ratio), 9),
        unit: "±%",
      },
    ]);
  });

  it("are absent when no step time is an estimate", () => {
    expect(accuracyRows(solve(defaultPlan, catalog))).toEqual([]);
    expect(resultCsv(defaultPlan, solve(defaultPlan, catalog))).not.toContain("Estimate accuracy");
  });

  it("reach the CSV with full precision and the Markdown as bands, in either language", () => {
    const csv = parseCsv(resultCsv(firstVisitPlan, roofline));
    const t1Row = csv.find((cells) => cells[1]?.startsWith("t1 estimate error"));
    expect(t1Row?.[0]).toBe("Estimate accuracy");
    expect(Number(t1Row?.[2])).toBeCloseTo(inPercent(prefill.fraction), 9);
    expect(t1Row?.[3]).toBe("±%");
    const markdown = planMarkdown(firstVisitPlan, roofline);
    expect(markdown).toContain(
      `| Estimate accuracy | t1 estimate error (80% of ${prefill.cases} published cases) | ${formatBand(prefill.fraction)} |`,
    );
    expect(markdown).toContain(
      "| Estimate accuracy | t1 extrapolated | no published case of this model kind (dense or MoE) |",
    );
    expect(markdown).toContain(
      `| Estimate accuracy | Throughput estimate error (from the t1 and ITL bands) | ${formatBand(throughput)} |`,
    );
    const chinese = planMarkdown(firstVisitPlan, roofline, undefined, {
      report: reportZh,
      dictionary: zh,
    });
    expect(chinese).toContain(
      `| 估算精度 | ITL 估算误差（${decode.cases} 个公开案例中的 80%） | ${formatBand(decode.fraction)} |`,
    );
    expect(
      planMarkdown(firstVisitPlan, roofline, undefined, { report: reportZh, dictionary: en }),
    ).toContain("| 估算精度 | t1 外推 | 没有同类模型（稠密或 MoE）的公开案例 |");
  });
});

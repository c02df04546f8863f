import { describe, expect, it } from "vitest";
import { catalog, firstVisitPlan } from "../../../src/data/index.ts";
import { accuracyRows } from "../../../src/io/export/accuracyRows.ts";
import { planMarkdown } from "../../../src/io/export/planMarkdown.ts";
import { resultCsv } from "../../../src/io/export/resultCsv.ts";
import { defaultPlan, solve } from "../../../src/model/index.ts";
import { en, reportZh, zh } from "../../../src/text/index.ts";
import { parseCsv } from "./parseCsv.ts";

// The first-visit plan prices both phases with the roofline: t1 ±18.2% from 6 published cases
// (none of a dense model), the ITL ±48.58% from 7, the throughput ±31.49%, the ratio ±75.62%.
const roofline = solve(firstVisitPlan, catalog);

describe("accuracy rows", () => {
  it("give each band in percent, labelled with the cases it was read from, and what no case covers", () => {
    expect(accuracyRows(roofline)).toEqual([
      {
        section: "accuracy",
        metric: "t1 estimate error (80% of 6 published cases)",
        value: 18.2,
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
        metric: "ITL estimate error (80% of 7 published cases)",
        value: 48.58,
        unit: "±%",
      },
      {
        section: "accuracy",
        metric: "Throughput estimate error (from the t1 and ITL bands)",
        value: expect.closeTo(31.49125, 9),
        unit: "±%",
      },
      {
        section: "accuracy",
        metric: "Balanced x / y estimate error (from the t1 and ITL bands)",
        value: expect.closeTo(75.62156, 9),
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
    expect(csv).toContainEqual([
      "Estimate accuracy",
      "t1 estimate error (80% of 6 published cases)",
      "18.2",
      "±%",
    ]);
    const markdown = planMarkdown(firstVisitPlan, roofline);
    expect(markdown).toContain(
      "| Estimate accuracy | t1 estimate error (80% of 6 published cases) | ±18% |",
    );
    expect(markdown).toContain(
      "| Estimate accuracy | t1 extrapolated | no published case of this model kind (dense or MoE) |",
    );
    expect(markdown).toContain(
      "| Estimate accuracy | Throughput estimate error (from the t1 and ITL bands) | ±31% |",
    );
    const chinese = planMarkdown(firstVisitPlan, roofline, undefined, {
      report: reportZh,
      dictionary: zh,
    });
    expect(chinese).toContain("| 估算精度 | ITL 估算误差（7 个公开案例中的 80%） | ±49% |");
    expect(
      planMarkdown(firstVisitPlan, roofline, undefined, { report: reportZh, dictionary: en }),
    ).toContain("| 估算精度 | t1 外推 | 没有同类模型（稠密或 MoE）的公开案例 |");
  });
});

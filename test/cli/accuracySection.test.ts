import { describe, expect, it } from "vitest";
import { formatResult } from "../../src/cli/formatResult.ts";
import { catalog, firstVisitPlan } from "../../src/data/index.ts";
import { defaultPlan, solveTraced } from "../../src/model/index.ts";

// The `solve` report of the first-visit plan, whose step times are roofline estimates.
const report = (format: "table" | "markdown", language: "en" | "zh" = "en") =>
  formatResult(firstVisitPlan, solveTraced(firstVisitPlan, catalog), format, false, language);

describe("the solve report's estimate accuracy", () => {
  it("shows each estimate to three significant digits with its band", () => {
    const table = report("table");
    expect(table).toMatch(
      /t1, prefill batch +264 ms \(roofline, compute-bound, ±18%, extrapolated\)/,
    );
    expect(table).toMatch(/ITL +12\.1 ms \(roofline, memory-bound, ±49%\)/);
    expect(table).toMatch(/QPM +8,170 req\/min ±31%/);
    expect(table).toMatch(/QPM per GPU +63\.8 req\/min ±31%/);
    expect(table).toMatch(/Balanced x \/ y +1\.4 ±76%/);
    expect(table).toMatch(/r_p, one prefill instance +15\.1 req\/s ±18%/);
  });

  it("ends with each band, the cases behind it and what no case covers", () => {
    const table = report("table");
    const section = table.slice(table.indexOf("Estimate accuracy"));
    expect(section).toMatch(/t1 estimate error +±18% \(80% of 6 published cases\)/);
    expect(section).toMatch(
      /t1 extrapolated +no published case of this model kind \(dense or MoE\)/,
    );
    expect(section).toMatch(/ITL estimate error +±49% \(80% of 7 published cases\)/);
    expect(section).toMatch(/Throughput estimate error +±31% \(from the t1 and ITL bands\)/);
    expect(section).toMatch(/Balanced x \/ y estimate error +±76% \(from the t1 and ITL bands\)/);
    expect(report("markdown")).toContain("| t1 estimate error | ±18% (80% of 6 published cases) |");
    expect(report("table", "zh")).toMatch(/t1 估算误差 +±18%（6 个公开案例中的 80%）/);
  });

  it("leaves a plan of entered step times as it was", () => {
    const table = formatResult(defaultPlan, solveTraced(defaultPlan, catalog), "table", false);
    expect(table).not.toContain("Estimate accuracy");
    expect(table).not.toContain("±");
    expect(table).toMatch(/QPM +7,200 req\/min\n/);
  });

  it("keeps result.accuracy in the JSON", () => {
    const json = JSON.parse(
      formatResult(firstVisitPlan, solveTraced(firstVisitPlan, catalog), "json", false),
    );
    expect(json.accuracy.prefill).toMatchObject({ fraction: 0.182, cases: 6, uncovered: ["moe"] });
    expect(json.accuracy.throughput).toBeCloseTo(0.3149125, 9);
  });
});

import { describe, expect, it } from "vitest";
import { formatResult } from "../../src/cli/formatResult.ts";
import { catalog, firstVisitPlan } from "../../src/data/index.ts";
import { defaultPlan, formatBand, formatEstimate, solveTraced } from "../../src/model/index.ts";

// The `solve` report of the first-visit plan, whose step times are roofline estimates (a dense
// model, whose prefill no published case covers). Expected text is built from the solved bands,
// so the model's own numbers may move without this test.
const solved = solveTraced(firstVisitPlan, catalog);
const report = (format: "table" | "markdown", language: "en" | "zh" = "en") =>
  formatResult(firstVisitPlan, solved, format, false, language);
const { accuracy, latency, throughput } = solved.result;
const { prefill, decode } = accuracy;
if (
  prefill === null ||
  decode === null ||
  accuracy.throughput === null ||
  accuracy.ratio === null
) {
  throw new Error("the first-visit plan's step times are roofline estimates");
}
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const line = (label: string, value: string) => new RegExp(`${escaped(label)} +${escaped(value)}`);

describe("the solve report's estimate accuracy", () => {
  it("shows each estimate to three significant digits with its band", () => {
    const table = report("table");
    expect(table).toMatch(
      new RegExp(
        `t1, prefill batch +${escaped(formatEstimate(latency.prefillBatchTimeMs))} ms \\(roofline, [a-z -]+, ${escaped(formatBand(prefill.fraction))}, extrapolated\\)`,
      ),
    );
    expect(table).toMatch(
      new RegExp(
        `ITL +${escaped(formatEstimate(latency.itlMs))} ms \\(roofline, [a-z -]+, ${escaped(formatBand(decode.fraction))}\\)`,
      ),
    );
    const band = formatBand(accuracy.throughput ?? 0);
    expect(table).toMatch(line("QPM", `${formatEstimate(throughput.qpm)} req/min ${band}`));
    expect(table).toMatch(
      line("QPM per GPU", `${formatEstimate(throughput.qpmPerGpu)} req/min ${band}`),
    );
  });

  it("writes the latencies built on those step times to three significant digits, as the app does", () => {
    const table = report("table");
    expect(table).toMatch(line("TTFT", `${formatEstimate(latency.ttftMs)} ms`));
    expect(table).toMatch(line("E2EL", `${formatEstimate(latency.e2elMs)} ms`));
    const { ttft } = solved.result.sustainable;
    expect(table).toMatch(line("TTFT there", `${formatEstimate(ttft.valueMs)} ms (p90`));
    // Not the two decimals an entered time keeps: 266.74 reads 267.
    expect(table).not.toContain(`${latency.ttftMs.toFixed(2)} ms`);
  });

  it("ends with each band, the cases behind it and what no case covers", () => {
    const table = report("table");
    const section = table.slice(table.indexOf("Estimate accuracy"));
    expect(section).toMatch(
      line(
        "t1 estimate error",
        `${formatBand(prefill.fraction)} (80% of ${prefill.cases} published cases)`,
      ),
    );
    expect(section).toMatch(
      line("t1 extrapolated", "no published case of this model kind (dense or MoE)"),
    );
    expect(section).toMatch(
      line(
        "ITL estimate error",
        `${formatBand(decode.fraction)} (80% of ${decode.cases} published cases)`,
      ),
    );
    expect(section).toMatch(
      line(
        "Throughput estimate error",
        `${formatBand(accuracy.throughput ?? 0)} (from the t1 and ITL bands)`,
      ),
    );
    expect(report("markdown")).toContain(
      `| t1 estimate error | ${formatBand(prefill.fraction)} (80% of ${prefill.cases} published cases) |`,
    );
    expect(report("table", "zh")).toMatch(
      line("t1 估算误差", `${formatBand(prefill.fraction)}（${prefill.cases} 个公开案例中的 80%）`),
    );
  });

  it("leaves a plan of entered step times as it was", () => {
    const table = formatResult(defaultPlan, solveTraced(defaultPlan, catalog), "table", false);
    expect(table).not.toContain("Estimate accuracy");
    expect(table).not.toContain("±");
    expect(table).toMatch(/QPM +7,200 req\/min\n/);
  });

  it("keeps result.accuracy in the JSON", () => {
    const json = JSON.parse(formatResult(firstVisitPlan, solved, "json", false));
    expect(json.accuracy).toEqual(JSON.parse(JSON.stringify(accuracy)));
  });
});

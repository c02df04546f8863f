import { describe, expect, it } from "vitest";
import { formatResult } from "../../src/cli/formatResult.ts";
import { firstVisitPlan } from "../../src/data/examples.ts";
import { catalog } from "../../src/data/index.ts";
import { planMarkdown } from "../../src/io/export/planMarkdown.ts";
import { resultCsv } from "../../src/io/export/resultCsv.ts";
import { PlanSchema, solveTraced } from "../../src/model/index.ts";

// DeepSeek-V3's FP8 weights fill one node of eight 80 GB H100s: no KV cache, no request served.
const unserved = PlanSchema.parse({
  ...firstVisitPlan,
  latency: { ...firstVisitPlan.latency, model: "deepseek-v3" },
});

describe("the SLO checks of a plan that serves nothing", () => {
  const solved = solveTraced(unserved, catalog);
  const report = (language: "en" | "zh") =>
    formatResult(unserved, solved, "table", false, language);
  const section = (table: string, heading: string) =>
    table.slice(table.indexOf(heading)).split("\n\n")[0] ?? "";

  it("are not judged: no load is served at which an SLO could hold", () => {
    expect(solved.result.throughput.requestsPerSecond).toBe(0);
    // The estimate still reads latencies of no request, under the targets: not met all the same,
    // so a reader of the JSON's met alone does not take the plan for one that holds its SLOs.
    const ttft = solved.result.slo.ttft;
    expect(ttft?.valueMs).toBeLessThan(ttft?.targetMs ?? 0);
    expect(ttft?.met).toBe(false);
    const json = JSON.parse(formatResult(unserved, solved, "json", false, "en"));
    expect(json.slo.ttft.met).toBe(false);
    expect(json.slo.tpot.met).toBe(false);
    // Its reason is among the violations already; no SLO miss is added beside it.
    expect(solved.result.violations.some((v) => v.code === "sloMissed")).toBe(false);
    const checks = section(report("en"), "SLO checks");
    expect(checks).toContain("not judged: the plan serves no requests (see the violations)");
    expect(checks).not.toContain(": met");
    expect(section(report("zh"), "SLO 检查")).toContain("不作判断：方案不承载任何请求");
  });

  it("nor in the exports nor beside the sustainable load", () => {
    const { result } = solved;
    const markdown = planMarkdown(unserved, result);
    expect(markdown).toContain("not judged: the plan serves no requests");
    expect(markdown).not.toMatch(/\| met \|/);
    const csv = resultCsv(unserved, result);
    expect(csv).toContain("not judged: the plan serves no requests");
    expect(csv).not.toMatch(/TTFT met,yes/);
    // The estimate states an attainment of no request: not shown.
    expect(result.sustainable.attainment).not.toBeNull();
    expect(report("en")).not.toContain("SLO attainment there");
  });
});

import { describe, expect, it } from "vitest";
import { formatResult } from "../../src/cli/formatResult.ts";
import { catalog, firstVisitPlan } from "../../src/data/index.ts";
import { formatEstimate, PlanSchema, solveTraced } from "../../src/model/index.ts";

// The first-visit plan prices both phases with the roofline: every figure resting on its step
// times shows the three significant digits its band allows, not six.
const plan = PlanSchema.parse(firstVisitPlan);
const solved = solveTraced(plan, catalog);
const table = formatResult(plan, solved, "table", false, "en");
const line = (label: string) => table.split("\n").find((row) => row.includes(label)) ?? "";

describe("solve's table, for a roofline plan", () => {
  it("gives the article's and Little's law's concurrency and p_loop the estimate's digits", () => {
    const { concurrency, rates } = solved.result;
    expect(solved.result.accuracy.throughput).not.toBeNull();
    expect(line("requests decoding (article)")).toMatch(
      new RegExp(`\\s${formatEstimate(concurrency.article)} req$`),
    );
    expect(line("requests in flight (Little's law)")).toMatch(
      new RegExp(`\\s${formatEstimate(concurrency.littlesLaw)} req$`),
    );
    expect(line("p_loop")).toMatch(new RegExp(`\\s${formatEstimate(rates.prefillLoops)}$`));
    // 838.1, 872.67 and 23.28 were printed before: three significant digits now.
    for (const label of ["requests decoding (article)", "Little's law", "p_loop"]) {
      const value =
        line(label)
          .trim()
          .split(/\s{2,}/)[1] ?? "";
      expect(value.replace(/[^\d]/g, "").replace(/^0+/, "").length).toBeLessThanOrEqual(3);
    }
    // The decode slots are a count the plan sets: exact.
    expect(line("Decode slots")).toMatch(/\s896 req$/);
  });
});

// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { llmdReportJson } from "../../../src/io/export/llmdReport.ts";
import { readMeasurements } from "../../../src/io/measure/readMeasurements.ts";
import { solve } from "../../../src/model/index.ts";
import { fuzzRuns, fuzzTimeoutMs } from "../../hostile.ts";
import { extremePlanArbitrary, planArbitrary } from "../../model/planArbitrary.ts";

// Whatever valid plan is exported, the report is one this planner's reader takes back whole.

const readsBack = (plan: Parameters<typeof solve>[0]): void => {
  const text = llmdReportJson(plan, solve(plan, catalog));
  const { files, runs } = readMeasurements([{ name: "predicted.json", text }]);
  expect(files[0]?.problems).toEqual([]);
  expect(files[0]?.format).toBe("llmdReport");
  expect(runs).toHaveLength(1);
};

describe("llmdReportJson for any plan", () => {
  it("writes a report the reader accepts, for ordinary and extreme plans", {
    timeout: fuzzTimeoutMs(60_000),
  }, () => {
    fc.assert(fc.property(fc.oneof(planArbitrary, extremePlanArbitrary), readsBack), {
      numRuns: fuzzRuns(200),
    });
  });
});

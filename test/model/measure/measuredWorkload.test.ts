import { describe, expect, it } from "vitest";
import { defaultPlan, PlanSchema } from "../../../src/model/index.ts";
import { measuredWorkloadWarnings } from "../../../src/model/measure/measuredWorkload.ts";

const planMeasured = (measured: Record<string, unknown>) =>
  PlanSchema.parse({ ...defaultPlan, measured });

describe("measuredWorkloadWarnings", () => {
  it("warns once a file whose run's requests differ from the plan's by over a tenth", () => {
    const source = { file: "a.json", statistic: "mean", inputTokens: 999.2, outputTokens: 269.8 };
    const warnings = measuredWorkloadWarnings(
      planMeasured({ "prefill.batchTimeMs": source, "decode.itlMs": source }),
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      code: "measuredWorkload",
      field: "prefill.batchTimeMs",
      // Rounded to whole tokens for the sentence.
      params: {
        file: "a.json",
        inputTokens: 999,
        outputTokens: 270,
        planInputTokens: 4000,
        planOutputTokens: 1000,
      },
    });
  });

  it("says nothing within a tenth, without recorded sizes, or without measured values", () => {
    // 4,400 / 4,000 = +10% and 910 / 1,000 = −9%.
    const close = { file: "b.json", statistic: "mean", inputTokens: 4400, outputTokens: 910 };
    expect(measuredWorkloadWarnings(planMeasured({ "decode.itlMs": close }))).toEqual([]);
    expect(
      measuredWorkloadWarnings(planMeasured({ "decode.itlMs": { file: "c", statistic: "mean" } })),
    ).toEqual([]);
    expect(measuredWorkloadWarnings(defaultPlan)).toEqual([]);
  });

  it("warns for each file apart", () => {
    const one = { file: "one.json", statistic: "mean", inputTokens: 100, outputTokens: 100 };
    const two = { file: "two.json", statistic: "p90", inputTokens: 100, outputTokens: 100 };
    const warnings = measuredWorkloadWarnings(
      planMeasured({ "prefill.batchTimeMs": one, "decode.itlMs": two }),
    );
    expect(warnings.map((w) => w.params.file)).toEqual(["one.json", "two.json"]);
  });
});

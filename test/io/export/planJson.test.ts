import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planJson } from "../../../src/io/export/planJson.ts";
import { readPlanText } from "../../../src/io/planFile.ts";
import { defaultPlan } from "../../../src/model/index.ts";
import { planArbitrary } from "../../model/planArbitrary.ts";

describe("planJson", () => {
  it("writes the default plan as indented JSON that reads back as the same plan", () => {
    const text = planJson(defaultPlan);
    expect(text.startsWith('{\n  "version": 1,')).toBe(true);
    expect(text.endsWith("}\n")).toBe(true);
    expect(readPlanText(text)).toEqual({ ok: true, value: defaultPlan });
  });

  it("round-trips any valid plan through readPlanText", () => {
    fc.assert(
      fc.property(planArbitrary, (plan) => {
        expect(readPlanText(planJson(plan))).toEqual({ ok: true, value: plan });
      }),
      { numRuns: 50 },
    );
  });
});

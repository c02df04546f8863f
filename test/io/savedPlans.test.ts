import { describe, expect, it } from "vitest";
import { readSavedPlans, writeSavedPlans } from "../../src/io/savedPlans.ts";
import { defaultPlan } from "../../src/model/index.ts";

const saved = { id: "a", name: "Baseline", savedAt: "2026-11-29T08:00:00.000Z", plan: defaultPlan };

describe("saved plans", () => {
  it("reads back what it wrote", () => {
    expect(readSavedPlans(writeSavedPlans([saved]))).toEqual([saved]);
  });

  it("drops entries that no longer validate and keeps the rest", () => {
    const broken = { ...saved, id: "b", plan: { ...defaultPlan, version: 7 } };
    expect(readSavedPlans(JSON.stringify([saved, broken, 5]))).toEqual([saved]);
  });

  it("reads nothing from missing, garbled or non-list storage", () => {
    expect(readSavedPlans(null)).toEqual([]);
    expect(readSavedPlans("{oops")).toEqual([]);
    expect(readSavedPlans('{"a":1}')).toEqual([]);
  });
});

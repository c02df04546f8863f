import { describe, expect, it } from "vitest";
import {
  maxSavedPlans,
  maxSavedPlansChars,
  readSavedPlanList,
  readSavedPlans,
  writeSavedPlans,
} from "../../src/io/savedPlans.ts";
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

  it("counts what it drops, so the Saved tab can say so", () => {
    const broken = { ...saved, id: "b", plan: { ...defaultPlan, version: 7 } };
    expect(readSavedPlanList(JSON.stringify([saved, broken, 5]))).toEqual({
      plans: [saved],
      dropped: 2,
    });
    expect(readSavedPlanList("{oops")).toEqual({ plans: [], dropped: 1 });
    expect(readSavedPlanList(null)).toEqual({ plans: [], dropped: 0 });
  });

  it("keeps the first of two entries with one id", () => {
    const twin = { ...saved, name: "Twin" };
    expect(readSavedPlanList(JSON.stringify([saved, twin]))).toEqual({
      plans: [saved],
      dropped: 1,
    });
  });

  it("drops an entry nested 5,000 levels deep and keeps the rest", () => {
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    const text = `[${JSON.stringify(saved)},${deep}]`;
    expect(readSavedPlanList(text)).toEqual({ plans: [saved], dropped: 1 });
  });

  it('keeps an entry whose id is "__proto__" as an ordinary entry', () => {
    const entry = { ...saved, id: "__proto__" };
    const [read] = readSavedPlans(JSON.stringify([entry]));
    expect(read?.id).toBe("__proto__");
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
  });

  it("reads nothing from text longer than storage holds, and at most 100 entries", {
    timeout: 30_000,
  }, () => {
    expect(readSavedPlanList("a".repeat(maxSavedPlansChars + 1))).toEqual({
      plans: [],
      dropped: 1,
    });
    const many = Array.from({ length: 102 }, (_, index) => ({ ...saved, id: `p${index}` }));
    const read = readSavedPlanList(JSON.stringify(many));
    expect(maxSavedPlans).toBe(100);
    expect(read.plans).toHaveLength(100);
    expect(read.dropped).toBe(2);
  });
});

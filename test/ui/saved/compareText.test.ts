import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { compareInputs, compareResults, resultKeys } from "../../../src/io/compare.ts";
import { defaultPlan, solve } from "../../../src/model/index.ts";
import { en } from "../../../src/text/en.ts";
import { zh } from "../../../src/text/zh.ts";
import { deltaText, resultLabel, valueText } from "../../../src/ui/saved/compareText.ts";
import { savedTexts } from "../../../src/ui/saved/text.ts";

const text = savedTexts.en;

describe("compare table text", () => {
  it("shows a number's difference with its sign and share of A", () => {
    const row = { key: "workload.inputTokens", a: 4000, b: 5000, differs: true, delta: 1000 };
    expect(deltaText({ ...row, deltaFraction: 0.25 }, text)).toBe("+1,000 (+25%)");
    expect(deltaText({ ...row, a: 5000, b: 4000, delta: -1000, deltaFraction: -0.2 }, text)).toBe(
      "\u22121,000 (\u221220%)",
    );
  });

  it("leaves out the share when A is zero", () => {
    const row = { key: "throughput.qpm", a: 0, b: 60, differs: true, delta: 60 };
    expect(deltaText(row, text)).toBe("+60");
  });

  it("gives utilization differences in percentage points", () => {
    const row = {
      key: "utilization.decode",
      a: 1,
      b: 0.986842,
      differs: true,
      delta: -0.013158,
      deltaFraction: -0.013158,
    };
    expect(deltaText(row, text)).toBe("\u22121.32\u00a0pp");
    expect(deltaText(row, savedTexts.zh)).toBe("\u22121.32\u00a0个百分点");
  });

  it("says a changed choice or a field set on one side changed, and leaves equal rows blank", () => {
    expect(deltaText({ key: "allocation.mode", a: "ratio", b: "fixed", differs: true }, text)).toBe(
      "changed",
    );
    expect(deltaText({ key: "slo.ttftMs", a: 5, b: 5, differs: false, delta: 0 }, text)).toBe("");
  });

  it("shows values as numbers, percentages, translated choices, yes or no, or not set", () => {
    expect(valueText("throughput.qpm", 7200, en, text)).toBe("7,200");
    expect(valueText("utilization.decode", 0.986842, en, text)).toBe("98.68%");
    expect(valueText("allocation.mode", "nodeBudget", en, text)).toBe("Node budget");
    expect(valueText("decode.itlMeasuredWith", "plainDecode", zh, savedTexts.zh)).toBe(
      zh.choices.itlMeasuredWith.plainDecode,
    );
    expect(valueText("feasible", false, en, text)).toBe("No");
    expect(valueText("slo.ttftMs", undefined, zh, savedTexts.zh)).toBe("未设置");
  });

  it("labels every compared result in both languages", () => {
    for (const key of resultKeys) {
      expect(resultLabel(key, en, text).label).not.toBe("");
      expect(resultLabel(key, zh, savedTexts.zh).label).not.toBe("");
    }
    expect(resultLabel("latency.tpotMs", en, text)).toEqual({ label: "TPOT t2", unit: "ms" });
  });

  it("has text for every row of a real comparison", () => {
    const other = { ...defaultPlan, allocation: { mode: "ratio" as const } };
    const rows = [
      ...compareInputs(defaultPlan, other),
      ...compareResults(solve(defaultPlan, catalog), solve(other, catalog)),
    ];
    for (const row of rows) {
      expect(valueText(row.key, row.a, en, text)).not.toMatch(/undefined|NaN/);
      expect(deltaText(row, text)).not.toMatch(/undefined|NaN/);
    }
  });
});

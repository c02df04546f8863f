import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import {
  cdfCurves,
  curvePoints,
  curvesFor,
  kneeCurves,
  kneeEstimate,
} from "../../../src/model/curves/index.ts";
import { defaultPlan, PlanSchema } from "../../../src/model/index.ts";
import { solve } from "../../../src/model/solve.ts";
import { describePoint, seriesText } from "../../../src/ui/curves/describePoint.ts";
import { curvesTexts } from "../../../src/ui/curves/text.ts";
import { report } from "../../model/curves/simulatedReports.ts";

const point = {
  x: 40,
  y: 200,
  detail: { decodeBatch: 256, tpotMs: 40, prefillUtilization: 0.5, somethingNew: 1234.5 },
  notes: { latencySource: "roofline", boundBy: "memory" },
  flags: ["sloMissed" as const],
};

describe("describePoint", () => {
  it("names every number of the operating point, then its notes and flags", () => {
    expect(describePoint(curvesTexts.en, point)).toEqual([
      "Decode batch b_d: 256",
      "TPOT (ms): 40",
      "Prefill utilization: 50%",
      "somethingNew: 1,234.5",
      "Latency source: roofline estimate",
      "Bound by: memory bandwidth",
      "⚠ misses an SLO",
    ]);
  });

  it("says first that a measured point is measured, naming its file when given, never as a warning", () => {
    const measured = { x: 30, y: 100, detail: { decodeBatch: 64 }, flags: ["measured" as const] };
    expect(describePoint(curvesTexts.en, measured)).toEqual([
      "● measured profile point",
      "Decode batch b_d: 64",
    ]);
    expect(describePoint(curvesTexts.zh, measured, "实测（bench.json）")[0]).toBe(
      "● 实测（bench.json）",
    );
  });

  it("speaks Chinese with the Chinese dictionary", () => {
    expect(describePoint(curvesTexts.zh, point)).toContain("Decode 批大小 b_d: 256");
    expect(describePoint(curvesTexts.zh, point)).toContain("延迟来源: roofline 估算");
  });

  it("labels series in the current language and falls back to the model's label", () => {
    expect(seriesText(curvesTexts.zh, "aggregated", "x")).toBe("聚合式（分块 prefill）");
    expect(seriesText(curvesTexts.en, "unknown", "fallback")).toBe("fallback");
  });
});

describe("the Curves dictionaries", () => {
  it("label every number and note any curve reports, so hover text never shows a raw key", () => {
    const roofline = PlanSchema.parse({
      ...defaultPlan,
      latency: {
        model: "llama-3.1-70b",
        prefill: { source: "roofline", gpu: "h100" },
        decode: { source: "roofline", gpu: "h100" },
      },
    });
    const labelled = new Set(Object.keys(curvesTexts.en.detail));
    const notes = new Set(Object.keys(curvesTexts.en.notes));
    const knee = kneeCurves(
      defaultPlan,
      [
        {
          load: { ratePerSecond: 90, loadFraction: 0.9, sustainable: true },
          report: report(90, { ttftP99Ms: 900, tpotP99Ms: 40, attainment: 0.97 }),
        },
      ],
      kneeEstimate(defaultPlan, catalog, solve(defaultPlan, catalog)),
    );
    const cdf = cdfCurves(defaultPlan, {
      load: { ratePerSecond: 90, loadFraction: 0.9, sustainable: true },
      report: report(90, { ttftP99Ms: 900, tpotP99Ms: 40, attainment: 0.97 }),
    });
    const simulated = [knee.attainment, knee.ttft, knee.tpot, ...(cdf ? [cdf.ttft, cdf.tpot] : [])];
    for (const curve of [
      ...curvesFor(defaultPlan, catalog),
      ...curvesFor(roofline, catalog),
      ...simulated,
    ]) {
      for (const point of [...curvePoints(curve), ...(curve.current ? [curve.current] : [])]) {
        for (const key of Object.keys(point.detail)) expect(labelled).toContain(key);
        for (const key of Object.keys(point.notes ?? {})) expect(notes).toContain(key);
      }
    }
  });

  it("give every detail the model reports a label in both languages", () => {
    const en = Object.keys(curvesTexts.en.detail).sort();
    expect(Object.keys(curvesTexts.zh.detail).sort()).toEqual(en);
    for (const label of Object.values(curvesTexts.zh.charts).map((chart) => chart.title))
      expect(label).toMatch(/[\u4e00-\u9fff]/);
  });
});

import { describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { examplePlans, firstVisitPlan } from "../../src/data/examples.ts";
import { decodeCurve } from "../../src/model/curves/index.ts";
import { parsePlan, solve } from "../../src/model/index.ts";
import { optimize } from "../../src/model/optimize/index.ts";

const example = (id: string) => {
  const found = examplePlans.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no example ${id}`);
  return found;
};

describe("example plans", () => {
  it.each(examplePlans.map((entry) => [entry.id, entry] as const))(
    "%s is a valid plan that the schema reads back unchanged",
    (_id, entry) => {
      const parsed = parsePlan(entry.plan);
      expect(parsed.ok ? parsed.value : parsed.problems).toEqual(entry.plan);
    },
  );

  it("have unique ids and a title and one-line description in both languages", () => {
    expect(new Set(examplePlans.map((entry) => entry.id)).size).toBe(examplePlans.length);
    for (const entry of examplePlans) {
      for (const text of [entry.title, entry.description]) {
        expect(text.en.trim()).not.toBe("");
        expect(text.zh).toMatch(/[\u4e00-\u9fff]/);
        expect(`${text.en}${text.zh}`).not.toContain("\n");
      }
    }
  });

  it("include the worked example, which solves to 12 P + 19 D and 7,200 QPM", () => {
    const result = solve(example("worked-example").plan, catalog);
    expect(result.allocation.prefillInstances).toBe(12);
    expect(result.allocation.decodeInstances).toBe(19);
    expect(result.allocation.totalNodes).toBe(100);
    expect(result.throughput.qpm).toBeCloseTo(7200, 6);
    expect(result.feasible).toBe(true);
  });

  it("size the chat workload for its target with the TPOT SLO met", () => {
    const result = solve(example("chat").plan, catalog);
    expect(result.throughput.qpm).toBeGreaterThanOrEqual(6000);
    expect(result.slo.tpot?.met).toBe(true);
    expect(result.feasible).toBe(true);
  });

  it("make the long-context workload prefill-bound with 28 of 30 nodes on prefill", () => {
    const result = solve(example("long-context").plan, catalog);
    expect(result.bottleneck).toBe("prefill");
    expect(result.allocation.prefillNodes).toBe(28);
    expect(result.allocation.totalNodes).toBe(30);
  });

  it("derive the speculative plan's acceptance length from k = 3 and p = 0.7", () => {
    const result = solve(example("speculative").plan, catalog);
    expect(result.specDecode.acceptanceLength).toBeCloseTo((1 - 0.7 ** 4) / (1 - 0.7), 9);
    expect(result.latency.tpotMs).toBeCloseTo(45 / result.specDecode.acceptanceLength, 9);
    expect(result.feasible).toBe(true);
  });

  it("show the binding engine limit as a violation that names the field to raise", () => {
    const result = solve(example("engine-limit").plan, catalog);
    expect(result.feasible).toBe(false);
    expect(result.violations).toEqual([
      expect.objectContaining({
        code: "batchLimited",
        field: "engine.prefill.maxNumBatchedTokens",
        params: expect.objectContaining({ effective: 4, requested: 8, needed: 32_000 }),
      }),
    ]);
  });
});

describe("the first-visit plan", () => {
  it("is the roofline example, feasible, and its decode curve trades latency for throughput", () => {
    expect(firstVisitPlan).toEqual(example("llama-70b-h100").plan);
    const result = solve(firstVisitPlan, catalog);
    expect(result.feasible).toBe(true);
    expect(result.latencyModel.decode.source).toBe("roofline");
    // A constant ITL would draw every point at one latency: a vertical line.
    const points = decodeCurve(firstVisitPlan, catalog).series.flatMap((series) => series.points);
    const latencies = new Set(points.map((point) => point.y.toPrecision(6)));
    expect(points.length).toBeGreaterThan(3);
    expect(latencies.size).toBeGreaterThan(3);
  });

  it("gives the optimizer more than one configuration to weigh", () => {
    const searched = optimize(firstVisitPlan, catalog);
    expect(searched.top.length).toBeGreaterThan(1);
    expect(
      new Set(searched.top.map((config) => config.plan.decode.batchSize)).size,
    ).toBeGreaterThan(1);
  });
});

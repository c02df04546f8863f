import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { defaultEfficiency } from "../../../src/model/latency/efficiency.ts";
import { type PlanInput, PlanSchema } from "../../../src/model/plan.ts";
import { solve, solveTraced } from "../../../src/model/solve.ts";
import { derivationOf } from "../../../src/text/index.ts";
import { workedExampleInput } from "../workedExample.ts";

// DeepSeek-V3 decode on 18 H800 nodes, one attention engine per GPU (DP 144), EP over all 144
// GPUs: the all-to-all is a large share of the step, so overlap and imbalance both show.
const decodePlan = (decode: object, efficiency: object = {}) =>
  PlanSchema.parse({
    ...workedExampleInput,
    decode: { nodesPerInstance: 18, batchSize: 9216, itlMs: 60, dataParallel: 144 },
    latency: {
      model: "deepseek-v3",
      decode: { source: "roofline", gpu: "h800", ...decode },
      efficiency,
    },
  } satisfies PlanInput);

const itl = (decode: object, efficiency: object = {}) =>
  solve(decodePlan(decode, efficiency), catalog).latency.itlMs;

describe("overlap of communication with compute, as plan fields", () => {
  it("is off unless the phase says so, and a phase that overlaps takes less time", () => {
    expect(decodePlan({}).latency.decode.overlapCommunication).toBeUndefined();
    expect(itl({ overlapCommunication: false })).toBe(itl({}));
    expect(itl({ overlapCommunication: true })).toBeLessThan(itl({}));
  });

  it("hides a share of the shorter side that grows linearly with the overlap efficiency", () => {
    // busy = sum − e · min(roofline, communication): equal steps in e give equal steps in time, and
    // overlapping at e takes e · min off the sum, so the sum − t(0.5) equals t(0.5) − t(1).
    const at = (overlapEfficiency: number) =>
      itl({ overlapCommunication: true }, { overlapEfficiency });
    expect(at(0.25) - at(0.5)).toBeCloseTo(at(0.5) - at(0.75), 9);
    expect(itl({}) - at(0.5)).toBeCloseTo(at(0.5) - at(1), 9);
    expect(at(defaultEfficiency.overlapEfficiency)).toBe(itl({ overlapCommunication: true }));
  });
});

describe("expert load imbalance, as a plan field", () => {
  it("slows a step with experts spread over GPUs, 1 being perfect balance", () => {
    const balanced = itl({}, { expertLoadImbalance: 1 });
    expect(itl({})).toBeGreaterThan(balanced);
    expect(itl({}, { expertLoadImbalance: 2 })).toBeGreaterThan(itl({}));
  });

  it("changes nothing when every GPU holds every expert (EP 1)", () => {
    const ep1 = { expertParallel: 1 };
    expect(itl(ep1, { expertLoadImbalance: 3 })).toBe(itl(ep1, { expertLoadImbalance: 1 }));
  });

  it("refuses values outside its range with the field's own message", () => {
    const problems = (efficiency: object, decode: object = {}) => {
      const parsed = PlanSchema.safeParse({
        ...workedExampleInput,
        latency: {
          model: "deepseek-v3",
          decode: { source: "roofline", gpu: "h800", ...decode },
          efficiency,
        },
      });
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join("."));
    };
    expect(problems({ expertLoadImbalance: 0.9 })).toEqual([
      "latency.efficiency.expertLoadImbalance",
    ]);
    expect(problems({ overlapEfficiency: 0 })).toEqual(["latency.efficiency.overlapEfficiency"]);
    expect(problems({ overlapEfficiency: 1.2 })).toEqual(["latency.efficiency.overlapEfficiency"]);
    expect(problems({}, { overlapCommunication: "yes" })).toEqual([
      "latency.decode.overlapCommunication",
    ]);
    expect(problems({ overlapEfficiency: 1, expertLoadImbalance: 1 })).toEqual([]);
  });
});

describe("the ITL's derivation when decode overlaps", () => {
  it("says the communication is overlapped and at what efficiency, in both languages", () => {
    const plan = decodePlan({ overlapCommunication: true }, { overlapEfficiency: 0.4 });
    const solved = solveTraced(plan, catalog);
    const en = derivationOf("latency.itlMs", plan, solved, "en")?.substituted ?? "";
    const zh = derivationOf("latency.itlMs", plan, solved, "zh")?.substituted ?? "";
    expect(en).toMatch(/ms communication overlapped at 0\.4, .* → ITL = .* ms/);
    expect(zh).toContain("与计算重叠，效率 0.4");
    const plain = derivationOf(
      "latency.itlMs",
      decodePlan({}),
      solveTraced(decodePlan({}), catalog),
      "en",
    );
    expect(plain?.substituted).not.toContain("overlapped");
  });
});

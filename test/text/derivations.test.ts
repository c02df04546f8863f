import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { type Plan, type PlanInput, PlanSchema } from "../../src/model/plan.ts";
import { solveTraced } from "../../src/model/solve.ts";
import { derivationOf, derivationsOf, explainedPaths } from "../../src/text/index.ts";
import { planArbitrary } from "../model/planArbitrary.ts";
import { workedExample, workedExampleInput } from "../model/workedExample.ts";

const solvedOf = (plan: Plan) => solveTraced(plan, catalog);

const withRoofline = (extra: Partial<PlanInput> = {}): Plan =>
  PlanSchema.parse({
    ...workedExampleInput,
    latency: {
      model: "deepseek-v3",
      prefill: { source: "roofline", gpu: "h800" },
      decode: { source: "roofline", gpu: "h800" },
    },
    ...extra,
  });

// Plans that between them reach every derivation's variants: each allocation mode with and without
// SLOs, the roofline and the KV transfer, drafts from positions, and a price.
const variety: Plan[] = [
  workedExample(),
  workedExample({ mode: "fixed", prefillInstances: 3, decodeInstances: 5 }),
  workedExample({ mode: "ratio" }),
  workedExample({ mode: "targetQpm", targetQpm: 6000 }),
  PlanSchema.parse({ ...workedExampleInput, slo: { ttftMs: 2000, tpotMs: 50 } }),
  PlanSchema.parse({
    ...workedExampleInput,
    allocation: { mode: "targetQpm", targetQpm: 3000 },
    slo: { ttftMs: 1500, ttftStatistic: "p90" },
  }),
  PlanSchema.parse({ ...workedExampleInput, slo: { ttftMs: 700 } }),
  withRoofline(),
  withRoofline({ specDecode: { draftTokens: 3, perPositionAcceptance: 0.7 } }),
  withRoofline({ specDecode: { draftTokens: 0 } }),
  PlanSchema.parse({
    ...workedExampleInput,
    decode: { ...workedExampleInput.decode, itlMeasuredWith: "plainDecode" },
    specDecode: { draftTokens: 2, acceptanceLength: 2, stepCostRatio: 1.3 },
    engine: { decode: { maxNumSeqs: 64 }, router: { maxConcurrency: 500 } },
  }),
];

// Words a Chinese reader sees in formulas as written: symbols, units, metric and field names.
const keptInChinese = new Set([
  "TTFT",
  "TPOT",
  "E2EL",
  "ITL",
  "QPM",
  "KV",
  "GPU",
  "SLO",
  "FLOPs",
  "FLOP",
  "roofline",
  "req",
  "tokens",
  "token",
  "min",
  "max",
  "ms",
  "GB",
  "Erlang",
  "Allen",
  "Cunneen",
  "Little",
  "loop",
  "batchSize",
  "maxNumSeqs",
  "maxNumBatchedTokens",
  "kvCache",
  "routerMaxConcurrency",
  "router",
  "Prefill",
  "Decode",
  "CUDA",
  "Graph",
]); // prettier-ignore

const englishWords = (text: string): string[] =>
  (text.match(/[A-Za-z]{3,}/g) ?? []).filter((word) => !keptInChinese.has(word));

describe("derivations", () => {
  it("write the worked example's numbers by hand: λ = min(12 · 10, 19 · 6.4) = 120 req/s", () => {
    const solved = solvedOf(workedExample());
    expect(derivationOf("throughput.requestsPerSecond", workedExample(), solved, "zh")).toEqual({
      formula: "λ = min(x · r_p, y · r_d)",
      substituted: "λ = min(12 · 10, 19 · 6.4) = min(120, 121.6) = 120 req/s",
    });
    expect(derivationOf("throughput.qpmPerNode", workedExample(), solved, "zh")).toEqual({
      formula: "单节点 QPM = 60 · λ / (x · n_p + y · n_d)",
      substituted: "7,200 / (12 · 2 + 19 · 4 = 100 个节点) = 72",
    });
    // r_p = 1 · 8 / 0.8 s = 10 req/s; cost = 100 nodes · 8 GPUs · $2 = $1,600 per hour.
    expect(
      derivationOf("rates.prefillRequestsPerSecond", workedExample(), solved, "en")?.substituted,
    ).toBe("1 · 8 / 0.8 s = 10 req/s");
    expect(derivationOf("cost.perHourUsd", workedExample(), solved, "en")?.substituted).toBe(
      "800 · $2 = $1,600",
    );
  });

  it("exist only where the result has them: no roofline parts for an entered time", () => {
    const entered = solvedOf(workedExample());
    expect(derivationOf("latency.itlMs", workedExample(), entered, "en")).toBeNull();
    expect(derivationOf("latency.kvTransferMs", workedExample(), entered, "en")).toBeNull();
    const roofline = withRoofline();
    expect(derivationOf("latency.itlMs", roofline, solvedOf(roofline), "zh")?.substituted).toMatch(
      /^roofline：计算 .* → ITL = .* ms，受(算力|显存带宽|通信)限制$/,
    );
  });

  it("read in Chinese in 简体中文: no English word outside the symbols and names", () => {
    const english = variety.flatMap((plan) =>
      Object.entries(derivationsOf(plan, solvedOf(plan), "zh")).flatMap(([path, derivation]) =>
        englishWords(`${derivation.formula} ${derivation.substituted}`).map(
          (word) => `${path}: ${word}`,
        ),
      ),
    );
    expect(english).toEqual([]);
  });

  it("reach every path across the plans above", () => {
    const reached = new Set(
      variety.flatMap((plan) => Object.keys(derivationsOf(plan, solvedOf(plan), "en"))),
    );
    expect(explainedPaths.filter((path) => !reached.has(path))).toEqual([]);
  });

  it("fill every placeholder and stay finite for any valid plan, in both languages", () => {
    fc.assert(
      fc.property(
        planArbitrary,
        fc.constantFrom("en" as const, "zh" as const),
        (plan, language) => {
          const texts = Object.values(derivationsOf(plan, solvedOf(plan), language)).flatMap(
            (derivation) => [derivation.formula, derivation.substituted],
          );
          expect(texts.filter((text) => /\{\w+\}|NaN|undefined/.test(text))).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});

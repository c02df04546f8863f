import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { defaultPlan, type Plan, type PlanInput, PlanSchema } from "../../../src/model/plan.ts";
import { simulate } from "../../../src/model/simulate/index.ts";
import { estimateAtRate, solve } from "../../../src/model/solve.ts";

// The analytic estimate against the simulator it approximates, each at the estimate's own
// sustainable load. Near capacity a queue forgets its past slowly, so the runs are long: 200,000
// measured requests in each of two seeded replications.
const requests = 200_000;
const replications = 2;
const tolerance = 0.1;
const runMs = 240_000;

const poissonOf = (load: Partial<NonNullable<Plan["load"]>>): NonNullable<Plan["load"]> => ({
  arrival: "poisson",
  sizes: "mean",
  routing: "leastLoaded",
  ...load,
});

const cases: [string, Plan][] = [
  ["the default plan (mean TTFT)", defaultPlan],
  [
    "the default plan at p90 TTFT",
    { ...defaultPlan, slo: { ...defaultPlan.slo, ttftStatistic: "p90" } },
  ],
  [
    "the default plan at p99 TTFT",
    { ...defaultPlan, slo: { ...defaultPlan.slo, ttftStatistic: "p99" } },
  ],
  [
    "constant step times with lognormal sizes (CV 0.5)",
    { ...defaultPlan, load: poissonOf({ sizes: "distribution", inputCv: 0.5, outputCv: 0.5 }) },
  ],
  [
    "gamma arrivals with CV 2",
    { ...defaultPlan, load: poissonOf({ arrival: "gamma", arrivalCv: 2 }) },
  ],
  ["round-robin routing", { ...defaultPlan, load: poissonOf({ routing: "roundRobin" }) }],
  [
    "measured profiles: a lone prompt or sequence runs faster",
    PlanSchema.parse({
      ...defaultPlan,
      latency: {
        prefill: {
          source: "profile",
          profile: [
            { batch: 1, timeMs: 200 },
            { batch: 4, timeMs: 500 },
            { batch: 8, timeMs: 800 },
          ],
        },
        decode: {
          source: "profile",
          profile: [
            { batch: 1, timeMs: 20 },
            { batch: 128, timeMs: 40 },
            { batch: 256, timeMs: 60 },
          ],
        },
      },
    } satisfies PlanInput),
  ],
  [
    "the roofline: Llama 3.1 70B on H100 nodes, with the KV cache and its transfer",
    PlanSchema.parse({
      version: 1,
      hardware: { gpusPerNode: 8 },
      workload: { inputTokens: 2000, outputTokens: 300 },
      prefill: { nodesPerInstance: 1, batchSize: 4, batchTimeMs: 500 },
      decode: { nodesPerInstance: 1, batchSize: 128, itlMs: 30 },
      slo: { ttftMs: 1500, tpotMs: 60 },
      allocation: { mode: "fixed", prefillInstances: 3, decodeInstances: 2 },
      latency: {
        model: "llama-3.1-70b",
        prefill: { source: "roofline", gpu: "h100" },
        decode: { source: "roofline", gpu: "h100" },
      },
    } satisfies PlanInput),
  ],
  ...(["mean", "p90"] as const).map((statistic): [string, Plan] => [
    `the roofline on 100 one-node instances, where a lone prompt runs faster (${statistic} TTFT)`,
    PlanSchema.parse({
      ...defaultPlan,
      prefill: { ...defaultPlan.prefill, nodesPerInstance: 1 },
      decode: { ...defaultPlan.decode, nodesPerInstance: 1, batchSize: 64 },
      engine: { prefill: {}, decode: { maxNumBatchedTokens: 8192 }, router: {} },
      slo: { ...defaultPlan.slo, ttftStatistic: statistic },
      // Both phases near their capacity with decode binding (prefill at about 97%, decode at 99%), the
      // regime this case was written for. Its estimate of TTFT is not held to a tenth elsewhere: with
      // prefill at 99% it fell 19% below the simulated TTFT, with prefill at 86% 31% above (measured
      // when the step times were a little shorter, at 48 P + 52 D and 52 P + 48 D).
      allocation: { mode: "fixed", prefillInstances: 50, decodeInstances: 48 },
      latency: {
        model: "llama-3.1-70b",
        prefill: { source: "roofline", gpu: "h100" },
        decode: { source: "roofline", gpu: "h100" },
      },
    } satisfies PlanInput),
  ]),
];

const within = (estimate: number, simulated: number | undefined) => {
  expect(simulated).toBeDefined();
  expect(Math.abs(estimate / (simulated ?? Number.NaN) - 1)).toBeLessThanOrEqual(tolerance);
};

describe("the estimate at the sustainable load, against the simulator", () => {
  it.each(cases.map(([name, plan]) => ({ name, plan })))(
    "is within a tenth of the simulated TTFT and TPOT for $name",
    ({ plan }) => {
      const result = solve(plan, catalog);
      const rate = result.sustainable.requestsPerSecond;
      expect(rate).toBeGreaterThan(0);
      const estimate = estimateAtRate(plan, catalog, result, rate);
      const report = simulate(
        plan,
        catalog,
        { ratePerSecond: rate, requests, replications },
        result,
      );
      expect(report.stable).toBe(true);
      const ttftStatistic = plan.slo.ttftStatistic ?? "mean";
      const tpotStatistic = plan.slo.tpotStatistic ?? "mean";
      within(estimate.ttftMs[ttftStatistic], report.ttftMs?.[ttftStatistic]);
      within(estimate.ttftMs.mean, report.ttftMs?.mean);
      within(estimate.tpotMs[tpotStatistic], report.tpotMs?.[tpotStatistic]);
    },
    runMs,
  );
});

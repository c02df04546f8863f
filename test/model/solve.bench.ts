import { bench, describe } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { defaultPlan, type Plan } from "../../src/model/plan.ts";
import { solve } from "../../src/model/solve.ts";

const thousandNodeBudget: Plan = {
  ...defaultPlan,
  prefill: { ...defaultPlan.prefill, nodesPerInstance: 1 },
  decode: { ...defaultPlan.decode, nodesPerInstance: 1 },
  allocation: { mode: "nodeBudget", totalNodes: 1000 },
};

const routedBudget: Plan = {
  ...thousandNodeBudget,
  engine: { ...defaultPlan.engine, router: { maxConcurrency: 50_000 } },
};

// The default plan's SLOs make every solve search the sustainable load; the worked example, with
// none, is the same deployment at capacity alone.
const withoutSlos: Plan = { ...defaultPlan, slo: {} };
const percentileSlo: Plan = { ...defaultPlan, slo: { ...defaultPlan.slo, ttftStatistic: "p99" } };
const lognormalSizes: Plan = {
  ...defaultPlan,
  load: {
    arrival: "poisson",
    sizes: "distribution",
    inputCv: 0.5,
    outputCv: 0.5,
    routing: "leastLoaded",
  },
};

describe("solve", () => {
  bench("one solve of the default plan (100-node budget)", () => {
    solve(defaultPlan, catalog);
  });

  bench("the default plan without SLOs (no sustainable-load search)", () => {
    solve(withoutSlos, catalog);
  });

  bench("the default plan at a p99 TTFT SLO", () => {
    solve(percentileSlo, catalog);
  });

  bench("the default plan with lognormal sizes", () => {
    solve(lognormalSizes, catalog);
  });

  bench("nodeBudget search over 1,000 single-node instances", () => {
    solve(thousandNodeBudget, catalog);
  });

  bench("nodeBudget search over 1,000 nodes with a router cap", () => {
    solve(routedBudget, catalog);
  });

  bench("targetQpm with a router cap of 50,000", () => {
    solve({ ...routedBudget, allocation: { mode: "targetQpm", targetQpm: 60_000 } }, catalog);
  });
});

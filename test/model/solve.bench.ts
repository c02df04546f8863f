import { bench, describe } from "vitest";
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

describe("solve", () => {
  bench("one solve of the default plan (100-node budget)", () => {
    solve(defaultPlan);
  });

  bench("nodeBudget search over 1,000 single-node instances", () => {
    solve(thousandNodeBudget);
  });

  bench("nodeBudget search over 1,000 nodes with a router cap", () => {
    solve(routedBudget);
  });

  bench("targetQpm with a router cap of 50,000", () => {
    solve({ ...routedBudget, allocation: { mode: "targetQpm", targetQpm: 60_000 } });
  });
});

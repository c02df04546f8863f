import { bench, describe } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { curveContext, curvesFor, paretoFrontier } from "../../../src/model/curves/index.ts";
import { defaultPlan, type Plan, PlanSchema } from "../../../src/model/plan.ts";
import { solve } from "../../../src/model/solve.ts";

// Llama-3.1-70B on one H100 node per instance with roofline step times: every sweep bends, and
// the Pareto frontier also sweeps draft counts.
const roofline: Plan = PlanSchema.parse({
  ...defaultPlan,
  prefill: { ...defaultPlan.prefill, nodesPerInstance: 1 },
  decode: { ...defaultPlan.decode, nodesPerInstance: 1, batchSize: 64 },
  engine: { prefill: {}, decode: { maxNumBatchedTokens: 8192 }, router: {} },
  latency: {
    model: "llama-3.1-70b",
    prefill: { source: "roofline", gpu: "h100" },
    decode: { source: "roofline", gpu: "h100" },
  },
});
const context = curveContext(roofline, catalog, solve(roofline, catalog));

describe("curves", () => {
  bench("every curve of the default plan (constant step times)", () => {
    curvesFor(defaultPlan, catalog);
  });

  bench("every curve of a roofline plan", () => {
    curvesFor(roofline, catalog);
  });

  bench("the Pareto frontier of a roofline plan, decode sweep shared", () => {
    paretoFrontier(roofline, catalog, context);
  });
});

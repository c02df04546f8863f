import { bench, describe } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { optimize } from "../../../src/model/optimize/index.ts";
import { defaultPlan, type Plan } from "../../../src/model/plan.ts";
import { deepSeekPlan } from "./handPlans.ts";

// The bar: the full default search in under 100 ms on a two-core machine.

const rooflineDefault: Plan = {
  ...defaultPlan,
  latency: {
    model: "deepseek-v3",
    prefill: { source: "roofline", gpu: "h800" },
    decode: { source: "roofline", gpu: "h800" },
  },
};

describe("optimize", () => {
  bench("DeepSeek-V3 on H800, roofline, 4-node P and 18-node D, 100-node budget", () => {
    optimize(deepSeekPlan(), catalog);
  });

  bench("the default plan with a DeepSeek-V3 / H800 roofline source", () => {
    optimize(rooflineDefault, catalog);
  });

  bench("DeepSeek-V3 on H800 for a target of 20,000 QPM", () => {
    optimize(deepSeekPlan({ allocation: { mode: "targetQpm", targetQpm: 20_000 } }), catalog);
  });

  bench("the default plan (entered constants)", () => {
    optimize(defaultPlan, catalog);
  });
});

import { bench, describe } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { defaultPlan } from "../../../src/model/plan.ts";
import { simulate } from "../../../src/model/simulate/index.ts";
import { solve } from "../../../src/model/solve.ts";

// The default plan (12 P + 19 D, 120 req/s of capacity) at 90% of its capacity.
const result = solve(defaultPlan, catalog);
const ratePerSecond = 0.9 * result.throughput.requestsPerSecond;

describe("simulate the default plan at 90% of capacity", () => {
  bench(
    "100,000 requests",
    () => {
      simulate(defaultPlan, catalog, { ratePerSecond, requests: 100_000 }, result);
    },
    { iterations: 5, warmupIterations: 1 },
  );

  bench(
    "1,000,000 requests",
    () => {
      simulate(defaultPlan, catalog, { ratePerSecond, requests: 1_000_000 }, result);
    },
    { iterations: 3, warmupIterations: 0 },
  );
});

import { it } from "vitest";
import { defaultPlan } from "../../../src/model/plan.ts";
import { simulate } from "../../../src/model/simulate/index.ts";
import { solve } from "../../../src/model/solve.ts";
it("perf", () => {
  const result = solve(defaultPlan, { explain: false });
  const ratePerSecond = 0.9 * result.throughput.requestsPerSecond;
  for (const n of [100_000, 100_000, 100_000, 100_000, 1_000_000, 1_000_000]) {
    const t = performance.now(); const c0 = process.cpuUsage();
    simulate(defaultPlan, { ratePerSecond, requests: n }, result);
    const c = process.cpuUsage(c0);
    console.log(n, "wall", (performance.now() - t).toFixed(0), "cpu", ((c.user + c.system) / 1000).toFixed(0));
  }
}, 600_000);

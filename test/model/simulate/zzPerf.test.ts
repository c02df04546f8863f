import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { it } from "vitest";
import { defaultPlan } from "../../../src/model/plan.ts";
import { simulate } from "../../../src/model/simulate/index.ts";
import { solve } from "../../../src/model/solve.ts";
it("perf", async () => {
  const result = solve(defaultPlan, { explain: false });
  const ratePerSecond = 0.9 * result.throughput.requestsPerSecond;
  simulate(defaultPlan, { ratePerSecond, requests: 100_000 }, result);
  const session = new Session(); session.connect();
  await session.post("Profiler.enable"); await session.post("Profiler.start");
  const t = performance.now(); const c0 = process.cpuUsage();
  simulate(defaultPlan, { ratePerSecond, requests: 300_000 }, result);
  const c = process.cpuUsage(c0);
  const { profile } = await session.post("Profiler.stop");
  writeFileSync("/tmp/simplay/vitest.cpuprofile", JSON.stringify(profile));
  console.log("wall", (performance.now() - t).toFixed(0), "cpu", ((c.user + c.system) / 1000).toFixed(0));
}, 600_000);

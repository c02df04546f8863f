import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { benchCommands } from "../../../src/io/launch/benchCommand.ts";
import { defaultPlan, type Plan, PlanSchema, solve } from "../../../src/model/index.ts";
import type { PlanResult } from "../../../src/model/result.ts";
import { workedExample } from "../../model/workedExample.ts";

/** The plan's result with its sustainable rate set to `rate`, so each number below is by hand. */
const at = (plan: Plan, rate: number): PlanResult => {
  const result = solve(plan, catalog);
  return { ...result, sustainable: { ...result.sustainable, requestsPerSecond: rate } };
};
const bench = (plan: Plan, rate = 100) => benchCommands(plan, at(plan, rate));

// The worked example with a sustainable rate of 100 req/s: E2EL 40.76 s, so each run lasts
// max(300 s, 5 · 40.76 s) = 300 s: 30,000 prompts at 100 req/s and 36,000 at 120 req/s.
describe("benchCommands on the worked example (default plan)", () => {
  it("runs at the sustainable rate with no client cap, and saves per-request detail", () => {
    expect(bench(defaultPlan).commands[0]?.command).toBe(
      [
        "vllm bench serve \\",
        "  --backend vllm \\",
        "  --base-url http://<ROUTER_HOST>:<ROUTER_PORT> \\",
        "  --endpoint /v1/completions \\",
        "  --model <MODEL> \\",
        "  --dataset-name random \\",
        "  --random-input-len 4000 \\",
        "  --random-output-len 1000 \\",
        "  --random-range-ratio 0 \\",
        "  --ignore-eos \\",
        "  --num-prompts 30000 \\",
        "  --request-rate 100 \\",
        "  --burstiness 1 \\",
        "  --goodput ttft:1000 tpot:50 e2el:60000 \\",
        "  --percentile-metrics ttft,tpot,itl,e2el \\",
        "  --metric-percentiles 50,90,99 \\",
        "  --save-result \\",
        "  --save-detailed \\",
        "  --label xpyd-sustainable-100rps \\",
        "  --result-filename xpyd-sustainable-100rps.json",
      ].join("\n"),
    );
  });

  it("runs again at 120% of the sustainable rate to show the knee", () => {
    const runs = bench(defaultPlan).commands;
    expect(runs.map((run) => [run.variant, run.requestsPerSecond, run.numPrompts])).toEqual([
      ["sustainable", 100, 30_000],
      ["above", 120, 36_000],
    ]);
    expect(runs[1]?.command).toContain("--request-rate 120 \\");
    expect(runs[1]?.command).toContain("--result-filename xpyd-above-120rps.json");
    for (const run of runs) {
      expect(run.command).not.toContain("--max-concurrency");
      expect(run.goodput).toEqual(["ttft:1000", "tpot:50", "e2el:60000"]);
    }
  });

  it("writes rates to the thousandth: 117.6041 req/s is 117.604, and 120% of it 141.125", () => {
    const runs = bench(defaultPlan, 117.6041).commands;
    expect(runs[0]?.command).toContain("--request-rate 117.604 \\");
    // 117.6041 · 1.2 = 141.12492.
    expect(runs[1]?.command).toContain("--request-rate 141.125 \\");
  });

  it("marks the router address and the model as placeholders, each with a code", () => {
    expect(bench(defaultPlan).placeholders.map((p) => [p.name, p.code])).toEqual([
      ["<ROUTER_HOST>", "routerHost"],
      ["<ROUTER_PORT>", "port"],
      ["<MODEL>", "model"],
    ]);
  });
});

describe("benchCommands, plan-dependent flags", () => {
  it("leaves out --goodput when the plan sets no SLO and keeps only the SLOs set", () => {
    expect(bench(workedExample()).commands[0]?.command).not.toContain("--goodput");
    const ttftOnly = PlanSchema.parse({ ...defaultPlan, slo: { ttftMs: 900 } });
    expect(bench(ttftOnly).commands[0]?.command).toContain("--goodput ttft:900 \\");
  });

  it("adds the percentile an SLO is judged at to those vLLM reports", () => {
    const p95 = PlanSchema.parse({
      ...defaultPlan,
      slo: { ttftMs: 1500, ttftStatistic: "p95", tpotMs: 50, tpotStatistic: "p99" },
    });
    expect(bench(p95).commands[0]?.command).toContain("--metric-percentiles 50,90,95,99 \\");
  });

  it("runs at least five request lifetimes when requests live long", () => {
    // l_o = 10,000: E2EL = 0.8 + 9,999 · 0.04 = 400.76 s, so 5 · 400.76 s of arrivals at 2 req/s.
    const plan = PlanSchema.parse({
      ...defaultPlan,
      workload: { inputTokens: 4000, outputTokens: 10_000 },
      slo: {},
    });
    expect(bench(plan, 2).commands[0]?.numPrompts).toBe(Math.ceil(2 * 5 * 400.76));
  });

  it("leaves the rate and the prompts open, with the reason, when no load meets the SLOs", () => {
    const run = bench(defaultPlan, 0);
    expect(run.commands[0]?.command).toContain("--request-rate <REQUEST_RATE> \\");
    expect(run.commands[0]?.command).toContain("--num-prompts <NUM_PROMPTS> \\");
    expect(run.commands.map((c) => c.requestsPerSecond)).toEqual([null, null]);
    expect(run.placeholders.slice(-2).map((p) => [p.name, p.code])).toEqual([
      ["<REQUEST_RATE>", "sustainableRate"],
      ["<NUM_PROMPTS>", "sustainableRate"],
    ]);
  });

  it("says the plan serves nothing when its capacity is 0", () => {
    const result = solve(defaultPlan, catalog);
    const idle = { ...result, throughput: { ...result.throughput, requestsPerSecond: 0 } };
    expect(benchCommands(defaultPlan, idle).placeholders.at(-2)).toEqual({
      name: "<REQUEST_RATE>",
      code: "requestRate",
      params: {},
      why: "The plan serves no requests (λ = 0), so it has no rate to test.",
    });
  });

  it("uses a preset's Hugging Face id as the model", () => {
    const plan = PlanSchema.parse({
      ...defaultPlan,
      latency: { ...defaultPlan.latency, model: "llama-3.1-70b" },
    });
    expect(bench(plan).commands[0]?.command).toContain("--model meta-llama/Llama-3.1-70B \\");
  });
});

import { describe, expect, it } from "vitest";
import { benchCommands } from "../../../src/io/launch/benchCommand.ts";
import { expectedMetrics } from "../../../src/io/launch/expectedMetrics.ts";
import { defaultPlan, type Plan, PlanSchema, solve } from "../../../src/model/index.ts";
import { workedExample } from "../../model/workedExample.ts";

const bench = (plan: Plan) => benchCommands(plan, solve(plan));

// model.md §6: λ = 120 req/s, E2EL = 40.76 s, so L = 4,891.2 requests in flight; the run lasts
// max(300 s, 5 · 40.76 s) = 300 s, 36,000 prompts, above 4 · 5,136.
describe("benchCommands on the worked example (default plan)", () => {
  it("pins the run at the planned concurrency", () => {
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
        "  --num-prompts 36000 \\",
        "  --request-rate 120 \\",
        "  --burstiness 1 \\",
        "  --max-concurrency 4891 \\",
        "  --goodput ttft:1000 tpot:50 e2el:60000 \\",
        "  --percentile-metrics ttft,tpot,itl,e2el \\",
        "  --metric-percentiles 50,90,99 \\",
        "  --save-result \\",
        "  --save-detailed \\",
        "  --label xpyd-c4891 \\",
        "  --result-filename xpyd-c4891.json",
      ].join("\n"),
    );
  });

  it("runs 5% below and above: 4,891.2 · 0.95 ≈ 4,647 and 4,891.2 · 1.05 ≈ 5,136", () => {
    const runs = bench(defaultPlan).commands;
    expect(runs.map((run) => [run.variant, run.maxConcurrency, run.numPrompts])).toEqual([
      ["planned", 4891, 36000],
      ["minus5", 4647, 36000],
      ["plus5", 5136, 36000],
    ]);
    expect(runs[1]?.command).toContain("--max-concurrency 4647 \\");
    expect(runs[1]?.command).toContain("--result-filename xpyd-c4647.json");
    expect(runs[2]?.command).toContain("--max-concurrency 5136 \\");
    expect(runs[2]?.command).toContain("--result-filename xpyd-c5136.json");
  });

  it("marks the router address and the model as placeholders", () => {
    expect(bench(defaultPlan).placeholders.map((p) => p.name)).toEqual([
      "<ROUTER_HOST>",
      "<ROUTER_PORT>",
      "<MODEL>",
    ]);
  });

  it("gives each placeholder's reason a code for translation beside its English sentence", () => {
    expect(bench(defaultPlan).placeholders.map((p) => [p.code, p.params])).toEqual([
      ["routerHost", {}],
      ["port", {}],
      ["model", {}],
    ]);
  });
});

describe("benchCommands, plan-dependent flags", () => {
  it("leaves out --goodput when the plan sets no SLO and keeps only the SLOs set", () => {
    expect(bench(workedExample()).commands[0]?.command).not.toContain("--goodput");
    const ttftOnly = PlanSchema.parse({ ...defaultPlan, slo: { ttftMs: 900 } });
    expect(bench(ttftOnly).commands[0]?.command).toContain("--goodput ttft:900 \\");
  });

  it("runs at least five request lifetimes when requests live long", () => {
    // l_o = 10,000: E2EL = 0.8 + 9,999 · 0.04 = 400.76 s, so 5 · 400.76 s of arrivals.
    const plan = PlanSchema.parse({
      ...defaultPlan,
      workload: { inputTokens: 4000, outputTokens: 10_000 },
      slo: {},
    });
    const result = solve(plan);
    const [planned] = benchCommands(plan, result).commands;
    expect(planned?.numPrompts).toBe(
      Math.max(
        Math.ceil(result.throughput.requestsPerSecond * 5 * 400.76),
        4 * Math.round(result.concurrency.littlesLaw),
      ),
    );
  });

  it("leaves the request rate as a placeholder, with its reason, when the plan serves nothing", () => {
    const result = solve(defaultPlan);
    const idle = { ...result, throughput: { ...result.throughput, requestsPerSecond: 0 } };
    const run = benchCommands(defaultPlan, idle);
    expect(run.commands[0]?.command).toContain("--request-rate <REQUEST_RATE> \\");
    expect(run.placeholders.at(-1)).toEqual({
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

describe("expectedMetrics", () => {
  it("predicts the worked example's means under vLLM's keys", () => {
    expect(expectedMetrics(defaultPlan, solve(defaultPlan))).toEqual({
      mean_ttft_ms: 800,
      mean_tpot_ms: 40,
      // α · TPOT = 1.5 · 40 ms, the 60 ms ITL entered.
      mean_itl_ms: 60,
      mean_e2el_ms: 40_760,
      request_throughput: 120,
      output_throughput: 120_000,
      total_token_throughput: 600_000,
      request_goodput: 120,
    });
  });

  it("predicts no goodput without SLOs, or when the plan misses one", () => {
    expect(expectedMetrics(workedExample(), solve(workedExample()))).not.toHaveProperty(
      "request_goodput",
    );
    const missed = PlanSchema.parse({ ...defaultPlan, slo: { ttftMs: 500 } });
    expect(expectedMetrics(missed, solve(missed))).not.toHaveProperty("request_goodput");
  });
});

// @vitest-environment node

import { afterAll, describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { decodePlan } from "../../src/io/urlCodec.ts";
import { defaultPlan, solve } from "../../src/model/index.ts";
import { cliTimeoutMs, runCli, scratchDir, workedExample } from "./runCli.ts";

const scratch = scratchDir();
afterAll(scratch.remove);

describe("cli export", { timeout: cliTimeoutMs }, () => {
  const plan = scratch.plan("default.json", defaultPlan);

  it("prints a Markdown summary by default, with the three concurrency figures", () => {
    const run = runCli(["export", plan]);
    expect(run).toMatchObject({ status: 0, stderr: "" });
    expect(run.stdout.startsWith("# xPyD plan\n")).toBe(true);
    expect(run.stdout).toContain("| C, requests decoding (article) | 4,800 |");
    expect(run.stdout).toContain("| Decode slots y · b_d | 4,864 |");
    expect(run.stdout).toContain("| L, requests in flight (Little's law) | 4,891.2 |");
  });

  it("puts the plan's share link in the summary when given the planner's address", async () => {
    const run = runCli(["export", plan, "--link", "https://example.org/xpyd/"]);
    expect(run.status).toBe(0);
    const link = /<(https:\/\/example\.org\/xpyd\/#v2\.[^>]+)>/.exec(run.stdout)?.[1] ?? "";
    const decoded = await decodePlan(new URL(link).hash);
    expect(decoded).toEqual({ kind: "plan", plan: defaultPlan });
  });

  it("refuses a --link that is not an http(s) address, and --link on other commands", () => {
    expect(runCli(["export", plan, "--link", "ftp://x"]).stderr).toBe(
      'error: --link must be the planner\'s http(s) address (got "ftp://x")\n',
    );
    expect(runCli(["solve", plan, "--link", "https://a.b/"]).status).toBe(2);
  });

  it("prints the figures as CSV", () => {
    const run = runCli(["export", plan, "--format", "csv"]);
    expect(run).toMatchObject({ status: 0, stderr: "" });
    expect(run.stdout.split("\n")[0]).toBe("section,metric,value,unit");
    expect(run.stdout).toContain(
      'Concurrency,"L, requests in flight (Little\'s law)",4891.2,requests\n',
    );
  });

  it("prints the plan as JSON that solve reads back", () => {
    const run = runCli(["export", "-", "-f", "json"], JSON.stringify(workedExample));
    expect(run).toMatchObject({ status: 0, stderr: "" });
    const solved = runCli(["solve", scratch.file("exported.json", run.stdout), "-f", "json"]);
    expect(solved).toMatchObject({ status: 0, stderr: "" });
    expect(JSON.parse(solved.stdout).allocation.totalNodes).toBe(100);
  });

  it("prints the vLLM and SGLang launch commands with their release and placeholders", () => {
    const vllm = runCli(["export", plan, "--format", "vllm"]);
    expect(vllm).toMatchObject({ status: 0, stderr: "" });
    expect(vllm.stdout.startsWith("# vLLM 0.11 launch settings")).toBe(true);
    expect(vllm.stdout).toContain("# Prefill: 12 instances");
    expect(vllm.stdout).toContain(
      "vllm serve <MODEL> \\\n  --port <PREFILL_PORT> \\\n  --tensor-parallel-size 16 \\\n",
    );
    expect(vllm.stdout).toContain("# Decode: 19 instances");
    expect(vllm.stdout).toContain("#   <DRAFT_METHOD>: ");

    const sglang = runCli(["export", plan, "--format", "sglang"]);
    expect(sglang).toMatchObject({ status: 0, stderr: "" });
    expect(sglang.stdout.startsWith("# SGLang 0.5 launch settings")).toBe(true);
    // The recommended cap, the one the Plan tab shows.
    const recommended = solve(defaultPlan, catalog).concurrency.recommended.maxConcurrency;
    expect(sglang.stdout).toContain(`  --max-concurrent-requests ${recommended}\n`);
  });

  it("prints the two benchmark runs and what the simulator expects of each", () => {
    const run = runCli(["export", plan, "--format", "bench"]);
    expect(run).toMatchObject({ status: 0, stderr: "" });
    expect(run.stdout.match(/^vllm bench serve \\$/gm)).toHaveLength(2);
    expect(run.stdout).not.toMatch(/^ {2}--max-concurrency/m);
    const rate = solve(defaultPlan, catalog).sustainable.requestsPerSecond;
    expect(run.stdout).toContain(`  --request-rate ${Number(rate.toFixed(3))} \\\n`);
    expect(run.stdout).toContain(`  --request-rate ${Number((rate * 1.2).toFixed(3))} \\\n`);
    // Both runs are simulated as they run, so even the overloaded one has a P99 TTFT to expect.
    expect(run.stdout).toMatch(/#\s+p99_ttft_ms\s+[\d,]+\.\d\d\s+[\d,]+\.\d\d\n/);
    expect(run.stdout).toContain("TTFT should hold");
    // The run above capacity misses the TTFT SLO, and its queue grows through the run.
    expect(run.stdout).toMatch(
      /SLOs are missed \(TTFT mean [\d,.]+ ms > 1,000 ms; .*\); the rate is past the plan's capacity and the queue grows by [\d,.]+ requests a second, so TTFT and E2EL grow the longer it runs\./,
    );
  });

  it("prints the predictions as an llm-d Benchmark Report that analyze reads back", () => {
    const run = runCli(["export", plan, "--format", "llm-d-report"]);
    expect(run).toMatchObject({ status: 0, stderr: "" });
    const report = JSON.parse(run.stdout) as {
      version: string;
      scenario: { load: { standardized: { rate_qps: number } } };
      results: {
        request_performance: { aggregate: { latency: { time_to_first_token: { mean: number } } } };
      };
    };
    expect(report.version).toBe("0.2");
    // At the sustainable load, as the bench commands run it, where the 1,000 ms mean TTFT binds.
    const result = solve(defaultPlan, catalog);
    expect(report.scenario.load.standardized.rate_qps).toBe(result.sustainable.requestsPerSecond);
    const ttft = report.results.request_performance.aggregate.latency.time_to_first_token;
    // On the 1,000 ms target to the search's tolerance (one part in a million of the load).
    expect(ttft.mean).toBeCloseTo(1000, 1);
    expect(ttft.mean).toBeLessThanOrEqual(1000 * (1 + 1e-9));
    const file = scratch.file("predicted.json", run.stdout);
    const analyzed = runCli(["analyze", file, "--format", "json"]);
    expect(analyzed.status).toBe(0);
    expect(analyzed.stdout).toContain("llmdReport");
  });

  it("exits 2 on an unknown format and 1 on a bad plan file", () => {
    const format = runCli(["export", plan, "--format", "pdf"]);
    expect(format.status).toBe(2);
    expect(format.stderr).toContain(
      'error: --format for export must be one of markdown, csv, json, vllm, sglang, bench, llm-d-report, dynamo, llm-d, lws (got "pdf")',
    );
    const missing = runCli(["export"]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("export needs a plan file");
    const bad = runCli(["export", scratch.file("bad.json", "{")]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/^error: .*bad\.json: plan: is not valid JSON/);
  });
});

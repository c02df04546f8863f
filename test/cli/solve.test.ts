// @vitest-environment node

import { spawnSync } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { textWidth } from "../../src/cli/textWidth.ts";
import { catalog } from "../../src/data/catalog.ts";
import { defaultPlan, type PlanResult, solve } from "../../src/model/index.ts";
import { cliTimeoutMs, repoRoot, runCli, scratchDir, workedExample } from "./runCli.ts";

const scratch = scratchDir();
afterAll(scratch.remove);

describe("cli example", { timeout: cliTimeoutMs }, () => {
  it("prints the default plan, which solve reads back", () => {
    const example = runCli(["example"]);
    expect(example).toMatchObject({ status: 0, stderr: "" });
    expect(JSON.parse(example.stdout)).toEqual(defaultPlan);

    const solved = runCli(["solve", scratch.file("example.json", example.stdout), "-f", "json"]);
    expect(solved).toMatchObject({ status: 0, stderr: "" });
    const result = JSON.parse(solved.stdout) as PlanResult;
    expect(result.feasible).toBe(true);
    expect(result.allocation.totalNodes).toBeLessThanOrEqual(100);
  });

  it("runs as the documented npm script", () => {
    const run = spawnSync("npm", ["run", "--silent", "cli", "--", "example"], {
      cwd: repoRoot,
      encoding: "utf8",
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${JSON.stringify(defaultPlan, null, 2)}\n`);
  });

  it("solves the default plan piped from example into solve through a real shell pipe", () => {
    const run = spawnSync(
      "sh",
      ["-c", "npm run --silent cli -- example | npm run --silent cli -- solve -"],
      { cwd: repoRoot, encoding: "utf8" },
    );
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("7,200 req/min");
    expect(run.stdout).toContain("feasible: yes");
  });
});

describe("cli solve with queueing", { timeout: cliTimeoutMs }, () => {
  it("puts the sustainable load beside capacity, and the router cap to set, in the JSON", () => {
    const plan = scratch.plan("default.json", defaultPlan);
    const json = runCli(["solve", plan, "--format", "json"]);
    expect(json).toMatchObject({ status: 0, stderr: "" });
    const result = JSON.parse(json.stdout) as PlanResult;
    expect(result.sustainable.limitedBy).toBe("ttft");
    expect(result.sustainable.requestsPerSecond).toBeLessThan(result.throughput.requestsPerSecond);
    expect(result.concurrency.recommended.reason).toBe("sustainableInFlight");
  });

  it("prints the sustainable section and the router row in the table", () => {
    const plan = scratch.plan("default-table.json", defaultPlan);
    const result = solve(defaultPlan, catalog);
    const table = runCli(["solve", plan]);
    expect(table).toMatchObject({ status: 0, stderr: "" });
    expect(table.stdout).toMatch(/^Sustainable load \(with queueing\)$/m);
    expect(table.stdout).toMatch(
      /^ {2}Requests per second λ_s +[\d.]+ req\/s \(9\d\.\d\d% of capacity\) +λ_s = /m,
    );
    expect(table.stdout).toMatch(/^ {2}Limited by +the TTFT SLO$/m);
    expect(table.stdout).toMatch(/^ {2}TTFT there +1,000 ms \(mean; SLO 1,000 ms\)$/m);
    const cap = result.concurrency.recommended.maxConcurrency.toLocaleString("en-US");
    expect(table.stdout).toMatch(
      new RegExp(`^ {2}Router maxConcurrency to set +${cap} req +L = `, "m"),
    );
    expect(table.stdout).toMatch(/^SLO checks \(at the sustainable load\)$/m);
  });

  it("says capacity is the limit when the plan sets no SLO", () => {
    const run = runCli(["solve", scratch.plan("worked-sustainable.json", workedExample)]);
    expect(run.stdout).toMatch(
      /^ {2}Requests per second λ_s +120 req\/s \(100\.00% of capacity\)/m,
    );
    expect(run.stdout).toMatch(/^ {2}Limited by +capacity \(every SLO holds there\)$/m);
  });
});

describe("cli solve", { timeout: cliTimeoutMs }, () => {
  const worked = scratch.plan("worked.json", workedExample);

  it("prints the worked example's result as JSON", () => {
    const run = runCli(["solve", worked, "--format", "json"]);
    expect(run).toMatchObject({ status: 0, stderr: "" });
    const r = JSON.parse(run.stdout) as PlanResult;
    expect(r.feasible).toBe(true);
    expect(r.allocation).toMatchObject({
      prefillInstances: 12,
      decodeInstances: 19,
      totalNodes: 100,
    });
    expect(r.throughput).toMatchObject({
      qpm: 7200,
      qpmPerNode: 72,
      qpmPerGpu: 9,
      inputTokensPerSecond: 480_000,
      outputTokensPerSecond: 120_000,
      inputTokensPerSecondPerPrefillNode: 20_000,
      outputTokensPerSecondPerGpu: 150,
    });
    expect(r.throughput.outputTokensPerSecondPerDecodeNode).toBeCloseTo(120_000 / 76, 9);
    expect(r.utilization.prefill).toBe(1);
    expect(r.utilization.decode).toBeCloseTo(120 / 121.6, 9);
    expect(r.concurrency.article).toBeCloseTo(4800, 9);
    expect(r.concurrency.decodeSlots).toBe(4864);
    expect(r.concurrency.littlesLaw).toBeCloseTo(4891.2, 9);
    expect(r.latency.e2elMs).toBeCloseTo(40_760, 9);
    expect(r.cost?.perHourUsd).toBe(1600);
    expect(r.cost?.perMillionOutputTokensUsd).toBeCloseTo(1600 / 432, 9);
  });

  it("prints the same numbers as an aligned table with their formulas", () => {
    const run = runCli(["solve", worked]);
    expect(run).toMatchObject({ status: 0, stderr: "" });
    const rows = [
      /^ {2}Prefill instances x +12 \(24 nodes\) +min\(x · 10, y · 6\.4\) with 2x \+ 4y ≤ 100 → x = 12, y = 19$/,
      /^ {2}Decode instances y +19 \(76 nodes\)$/,
      /^ {2}Balanced x \/ y +0\.64 /,
      /^ {2}Exact pair x : y +16 : 25$/,
      /^ {2}r_p, one prefill instance +10 req\/s +1 · 8 \/ 0\.8 s = 10 req\/s$/,
      /^ {2}r_d, one decode instance +6\.4 req\/s /,
      /^ {2}QPM +7,200 req\/min +QPM = 60 · 120 req\/s = 7,200$/,
      /^ {2}Input tokens\/s +480,000 tok\/s /,
      /^ {2}Output tokens\/s +120,000 tok\/s /,
      /^ {2}Input tokens\/s per prefill node +20,000 tok\/s /,
      /^ {2}Output tokens\/s per GPU +150 tok\/s /,
      /^ {2}QPM per node +72 req\/min /,
      /^ {2}QPM per GPU +9 req\/min /,
      /^ {2}Output tokens\/s per decode node +1,578\.95 tok\/s /,
      /^ {2}Prefill busy +100\.00% /,
      /^ {2}Decode busy +98\.68% /,
      /^ {2}C, requests decoding \(article\) +4,800 req /,
      /^ {2}Decode slots, sequences that fit +4,864 req /,
      /^ {2}L, requests in flight \(Little's law\) +4,891\.2 req /,
      /^ {2}E2EL +40,760 ms +800 ms \+ 999 · 40 ms = 40,760 ms$/,
      /^ {2}Per hour +\$1,600\.00 /,
      /^ {2}Per million output tokens +\$3\.70 /,
      /^feasible: yes$/,
    ];
    for (const row of rows) expect(run.stdout).toMatch(new RegExp(row.source, "m"));
  });

  it("meets the worked example's 6,000 QPM target with 10 P + 16 D on 84 nodes", () => {
    const target = scratch.plan("target.json", {
      ...workedExample,
      allocation: { mode: "targetQpm", targetQpm: 6000 },
    });
    const run = runCli(["solve", target]);
    expect(run).toMatchObject({ status: 0, stderr: "" });
    expect(run.stdout).toMatch(/^ {2}Prefill instances x +10 \(20 nodes\) /m);
    expect(run.stdout).toMatch(/^ {2}Decode instances y +16 \(64 nodes\)$/m);
    expect(run.stdout).toMatch(/^ {2}Nodes +84 nodes /m);
  });

  it("prints Markdown tables, reading the plan from stdin", () => {
    const run = runCli(["solve", "-", "--format", "markdown"], JSON.stringify(workedExample));
    expect(run).toMatchObject({ status: 0, stderr: "" });
    expect(run.stdout).toContain(
      "## Throughput\n\n| Metric | Value | How |\n| --- | --- | --- |\n",
    );
    expect(run.stdout).toContain("| QPM | 7,200 req/min | QPM = 60 · 120 req/s = 7,200 |\n");
    expect(run.stdout).toContain("- feasible: yes\n");
  });

  it("solves an infeasible plan, exits 0 and lists its violations; --no-explain hides formulas", () => {
    const plan = { ...defaultPlan, slo: { ...defaultPlan.slo, ttftMs: 500 } };
    const run = runCli(["solve", scratch.plan("tight.json", plan), "--no-explain"]);
    expect(run).toMatchObject({ status: 0, stderr: "" });
    // The SLO rows name their statistic, and a TTFT over its target at no load says so.
    expect(run.stdout).toMatch(/^ {2}TTFT +mean 800 ms vs target 500 ms, .*MISSED$/m);
    expect(run.stdout).toMatch(/^feasible: no$/m);
    expect(run.stdout).toMatch(
      /^violation: slo\.ttftMs: Mean TTFT 800 ms exceeds the SLO of 500 ms by 300 ms even with no load\. Lower the prefill batch/m,
    );
    expect(run.stdout).not.toContain("QPM = 60");
  });

  it("speaks Chinese with --lang zh: labels, formulas and violations, the numbers unchanged", () => {
    const run = runCli(["solve", worked, "--lang", "zh"]);
    expect(run).toMatchObject({ status: 0, stderr: "" });
    const rows = [
      /^实例配比$/,
      /^ {2}P 实例数 x +12（24 nodes） +min\(x · 10, y · 6\.4\)，2x \+ 4y ≤ 100 → x = 12，y = 19$/,
      /^ {2}单节点 QPM +72 req\/min +7,200 \/ \(12 · 2 \+ 19 · 4 = 100 个节点\) = 72$/,
      /^ {2}E2EL +40,760 ms +800 ms \+ 999 · 40 ms = 40,760 ms$/,
      /^可行：是$/,
    ];
    for (const row of rows) expect(run.stdout).toMatch(new RegExp(row.source, "m"));
    // Wide characters count as two columns, so the values still start in one column.
    const starts = run.stdout
      .split("\n")
      .filter((line) => /^ {2}(单节点 QPM|QPM|Prefill 忙碌比例) /.test(line))
      .map((line) => textWidth(/^ {2}\S.*? {2,}(?=\S)/.exec(line)?.[0] ?? ""));
    expect(starts.length).toBe(3);
    expect(new Set(starts).size).toBe(1);
    const tight = { ...defaultPlan, slo: { ...defaultPlan.slo, ttftMs: 500 } };
    const missed = runCli(["solve", scratch.plan("tight-zh.json", tight), "--lang", "zh"]);
    expect(missed.stdout).toMatch(/^不可行：slo\.ttftMs：即使没有负载，TTFT 均值为 800 ms/m);
  });

  it("refuses a language it does not speak", () => {
    const run = runCli(["solve", worked, "--lang", "fr"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--lang must be one of en, zh (got "fr")');
  });
});

import { afterAll, describe, expect, it } from "vitest";
import type { Curve } from "../../src/model/curves/index.ts";
import { cliTimeoutMs, runCli, scratchDir, workedExample } from "./runCli.ts";

const scratch = scratchDir();
afterAll(scratch.remove);

describe("cli curves", { timeout: cliTimeoutMs }, () => {
  const worked = scratch.plan("worked.json", workedExample);

  it("prints every curve as a CSV block headed by its id", () => {
    const run = runCli(["curves", worked]);
    expect(run).toMatchObject({ status: 0, stderr: "" });
    const heads = run.stdout.split("\n").filter((line) => line.startsWith("# "));
    expect(heads.map((line) => line.slice(2).split(":")[0])).toEqual([
      "decode",
      "prefill",
      "pareto",
      "ttftVsRate",
      "nodesForTarget",
    ]);
    // The worked example's own point on the decode curve: TPOT 40 ms at 256 / 0.04 s / 32 GPUs = 200.
    expect(run.stdout).toMatch(/^current,40,200,/m);
  });

  it("prints the same curves as JSON, and names a wrong format", () => {
    const run = runCli(["curves", worked, "--format", "json"]);
    expect(run.status).toBe(0);
    const curves = JSON.parse(run.stdout) as Curve[];
    expect(curves.map((curve) => curve.id)).toContain("ttftVsRate");
    const nodes = curves.find((curve) => curve.id === "nodesForTarget");
    expect(nodes?.current).toMatchObject({ x: 7200, y: 100 });

    const bad = runCli(["curves", worked, "--format", "table"]);
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe("");
    expect(bad.stderr).toBe('error: --format for curves must be one of csv, json (got "table")\n');
  });
});

describe("cli optimize", { timeout: cliTimeoutMs }, () => {
  const worked = scratch.plan("worked-optimize.json", workedExample);

  it("finds the worked example's own settings best, simulates it, and compares aggregated serving", () => {
    const run = runCli(["optimize", worked]);
    expect(run).toMatchObject({ status: 0, stderr: "" });
    // Without SLOs the whole capacity is sustainable: 7,200 QPM on 100 nodes.
    expect(run.stdout).toMatch(
      /^#1 {2}72 sustainable QPM per node · 12 P \+ 19 D on 100 nodes · 7,200 of 7,200 QPM capacity$/m,
    );
    expect(run.stdout).toMatch(/^ {4}simulated at 120 req\/s \(5 runs of 5,000 requests\): /m);
    expect(run.stdout).toContain("changes: none (the plan as entered)");
    // Without SLOs the worked example comes out even (0.99×): the report says so either way.
    expect(run.stdout).toMatch(/^Disaggregated is [\d.]+× .* per node/m);
  });

  it("prints the whole result as JSON", () => {
    const run = runCli(["optimize", worked, "-f", "json"]);
    expect(run.status).toBe(0);
    const result = JSON.parse(run.stdout) as {
      top: { qpmPerNode: number; sustainable: { qpmPerNode: number } }[];
      space: { candidates: number };
      confirmations: { rank: number; ratePerSecond: number }[];
    };
    expect(result.top[0]?.qpmPerNode).toBeCloseTo(72, 9);
    expect(result.top[0]?.sustainable.qpmPerNode).toBeCloseTo(72, 9);
    expect(result.space.candidates).toBeGreaterThan(1);
    expect(result.confirmations.map((entry) => entry.rank)).toEqual(
      result.top.map((_, index) => index + 1),
    );
    expect(result.confirmations[0]?.ratePerSecond).toBeCloseTo(120, 9);
  });
});

import { describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { compareInputs, compareResults, resultKeys } from "../../src/io/compare.ts";
import { planFields } from "../../src/io/draft.ts";
import { defaultPlan, type Plan, solve } from "../../src/model/index.ts";

const withInput = (inputTokens: number): Plan => ({
  ...defaultPlan,
  workload: { ...defaultPlan.workload, inputTokens },
});

describe("compareInputs", () => {
  it("lists every plan field once, in the form's order", () => {
    expect(compareInputs(defaultPlan, defaultPlan).map((row) => row.key)).toEqual(
      planFields.map((field) => field.path),
    );
  });

  it("marks nothing as different when a plan is compared with itself", () => {
    const rows = compareInputs(defaultPlan, structuredClone(defaultPlan));
    expect(rows.filter((row) => row.differs)).toEqual([]);
  });

  it("gives the difference B − A and its fraction of A for a changed number", () => {
    const row = compareInputs(defaultPlan, withInput(5000)).find(
      (candidate) => candidate.key === "workload.inputTokens",
    );
    expect(row).toEqual({
      key: "workload.inputTokens",
      a: 4000,
      b: 5000,
      differs: true,
      delta: 1000,
      deltaFraction: 0.25,
    });
  });

  it("marks a field set on one side only as different, with no numeric difference", () => {
    const noPrice: Plan = { ...defaultPlan, hardware: { gpusPerNode: 8 } };
    const row = compareInputs(noPrice, defaultPlan).find(
      (candidate) => candidate.key === "hardware.gpuHourlyCostUsd",
    );
    expect(row).toEqual({ key: "hardware.gpuHourlyCostUsd", a: undefined, b: 2, differs: true });
  });

  it("marks a changed choice as different", () => {
    const ratio: Plan = { ...defaultPlan, allocation: { mode: "ratio" } };
    const rows = compareInputs(defaultPlan, ratio);
    expect(rows.find((row) => row.key === "allocation.mode")).toMatchObject({
      a: "nodeBudget",
      b: "ratio",
      differs: true,
    });
    expect(rows.find((row) => row.key === "allocation.totalNodes")).toMatchObject({
      a: 100,
      b: undefined,
      differs: true,
    });
  });

  it("does not mutate either plan", () => {
    const a = structuredClone(defaultPlan);
    const b = withInput(5000);
    const before = structuredClone([a, b]);
    compareInputs(a, b);
    expect([a, b]).toEqual(before);
  });
});

describe("compareResults", () => {
  it("compares the allocation, throughput, concurrency, utilization, latency and feasibility", () => {
    expect(resultKeys).toEqual([
      "allocation.prefillInstances",
      "allocation.decodeInstances",
      "allocation.totalNodes",
      "allocation.totalGpus",
      "throughput.qpm",
      "throughput.qpmPerNode",
      "throughput.qpmPerGpu",
      "throughput.outputTokensPerSecondPerGpu",
      "concurrency.article",
      "concurrency.decodeSlots",
      "concurrency.littlesLaw",
      "utilization.prefill",
      "utilization.decode",
      "latency.ttftMs",
      "latency.tpotMs",
      "latency.e2elMs",
      "feasible",
    ]);
  });

  it("reads each side's numbers from its own result", () => {
    const rows = compareResults(
      solve(defaultPlan, catalog),
      solve({ ...defaultPlan, allocation: { mode: "targetQpm", targetQpm: 6000 } }, catalog),
    );
    // With the default plan's SLOs, 6,000 QPM is sized for a 1,000 ms mean TTFT under queueing:
    // capacity alone would take x = 10, y = 16 (84 nodes); the queue asks one more prefill instance.
    expect(rows.find((row) => row.key === "allocation.totalNodes")).toMatchObject({
      a: 100,
      b: 86,
      differs: true,
      delta: -14,
      deltaFraction: -0.14,
    });
    // x = 11, y = 16 serve 60 · min(11 · 10, 16 · 6.4) = 6,144 QPM at capacity.
    expect(rows.find((row) => row.key === "throughput.qpm")).toMatchObject({ a: 7200, b: 6144 });
  });

  it("treats floating-point noise as equal", () => {
    const result = solve(defaultPlan, catalog);
    const noisy = {
      ...result,
      throughput: { ...result.throughput, qpm: result.throughput.qpm * (1 + 1e-12) },
    };
    const qpm = compareResults(result, noisy).find((row) => row.key === "throughput.qpm");
    expect(qpm).toMatchObject({ differs: false, delta: 0 });
  });

  it("has no fraction where A is zero", () => {
    const result = solve(defaultPlan, catalog);
    const zero = { ...result, throughput: { ...result.throughput, qpm: 0 } };
    const qpm = compareResults(zero, result).find((row) => row.key === "throughput.qpm");
    expect(qpm).toEqual({ key: "throughput.qpm", a: 0, b: 7200, differs: true, delta: 7200 });
  });

  it("compares feasibility as a yes or no", () => {
    const infeasible: Plan = { ...defaultPlan, slo: { tpotMs: 10 } };
    const row = compareResults(solve(defaultPlan, catalog), solve(infeasible, catalog)).find(
      (candidate) => candidate.key === "feasible",
    );
    expect(row).toEqual({ key: "feasible", a: true, b: false, differs: true });
  });
});

import { describe, expect, it } from "vitest";
import { runPrefill } from "../../../src/model/measure/runPrefill.ts";
import { analysisWith } from "./runAnalysis.ts";

const base = {
  statistic: "mean" as const,
  kvTransferMs: 0,
  prefillInstances: 1,
  slotsPerInstance: 1,
  pooled: false,
};

describe("runPrefill", () => {
  it("takes the KV transfer off the TTFT before anything else", () => {
    const analysis = analysisWith({ mean_ttft_ms: 60, request_throughput: 1 });
    const read = runPrefill({
      ...base,
      analysis,
      meta: { maxConcurrency: 1 },
      ttftMs: 60,
      kvTransferMs: 5,
    });
    // One request in flight never waits: 60 − 5 = 55 ms of prefill.
    expect(read.ok && read.value.runPrefillMs).toBe(55);
    expect(read.ok && read.value.inPrefill).toBeCloseTo(0.055, 12);
  });

  it("waits less with more slots: 8 slots at the same load leave more of the TTFT to prefill", () => {
    const analysis = analysisWith({ mean_ttft_ms: 50, request_throughput: 10 });
    const one = runPrefill({ ...base, analysis, meta: { requestRate: 10 }, ttftMs: 50 });
    const eight = runPrefill({
      ...base,
      analysis,
      meta: { requestRate: 10 },
      ttftMs: 50,
      slotsPerInstance: 8,
    });
    expect(one.ok && eight.ok && eight.value.runPrefillMs > one.value.runPrefillMs).toBe(true);
    expect(eight.ok && eight.value.waitMs).toBeLessThan(1e-3);
  });

  it("reads the batch as whole requests in prefill, at least one", () => {
    // 20 a second for 150 ms: 3 requests in prefill.
    const analysis = analysisWith({ mean_ttft_ms: 150, request_throughput: 20 });
    const read = runPrefill({ ...base, analysis, meta: {}, ttftMs: 150, slotsPerInstance: 8 });
    expect(read.ok && read.value.runBatch).toBe(3);
    const idle = runPrefill({
      ...base,
      analysis: analysisWith({ mean_ttft_ms: 10, request_throughput: 1 }),
      meta: {},
      ttftMs: 10,
    });
    expect(idle.ok && idle.value.runBatch).toBe(1);
  });
});

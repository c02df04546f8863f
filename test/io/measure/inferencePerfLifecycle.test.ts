import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { detectJsonFormat } from "../../../src/io/measure/detectFormat.ts";
import {
  isInferencePerfLifecycle,
  readInferencePerfLifecycle,
} from "../../../src/io/measure/inferencePerfLifecycle.ts";
import { readMeasurements } from "../../../src/io/measure/readMeasurements.ts";
import { analyzeRun } from "../../../src/model/measure/analyzeRun.ts";

// A real inference-perf stage report (test/fixtures/measure/README.md): stage 0 of a KubeCon demo,
// 60 requests at 1 request/s to vLLM, every latency in seconds.
const name = "inference-perf-stage_0_lifecycle_metrics.json";
const text = readFileSync(new URL(`../../fixtures/measure/${name}`, import.meta.url), "utf8");
const value = JSON.parse(text) as unknown;
const read = () => readInferencePerfLifecycle({ line: 1, value });

describe("isInferencePerfLifecycle", () => {
  it("tells a lifecycle report by its successes' latency block", () => {
    expect(isInferencePerfLifecycle(value)).toBe(true);
    expect(detectJsonFormat(value)).toBe("inferencePerf");
    expect(isInferencePerfLifecycle({ successes: { count: 1 } })).toBe(false);
    expect(isInferencePerfLifecycle({ successes: { latency: {} } })).toBe(false);
  });
});

describe("readInferencePerfLifecycle on the real report", () => {
  it("reads one run at the stage's requested rate", () => {
    const { runs, problems } = read();
    expect(problems).toEqual([]);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ format: "inferencePerf", line: 1, notes: [] });
    expect(runs[0]?.meta.requestRate).toBe(1);
    expect(runs[0]?.meta.extra.achieved_rate).toBe("1.0254654214024423");
  });

  it("states TTFT, TPOT and E2EL from seconds in ms", () => {
    const stated = read().runs[0]?.stated ?? {};
    // time_to_first_token mean 0.03112733216257766 s, median 0.031026913959067315 s,
    // p99 0.039696927970508104 s, p0.1 0.024646742470911705 s.
    expect(stated.mean_ttft_ms).toBeCloseTo(31.127332162578, 10);
    expect(stated.median_ttft_ms).toBeCloseTo(31.026913959067, 10);
    expect(stated.p99_ttft_ms).toBeCloseTo(39.696927970508, 10);
    expect(stated["p0.1_ttft_ms"]).toBeCloseTo(24.646742470912, 10);
    // time_per_output_token mean 0.0034734172405264745 s; request_latency mean 0.48048226445680486 s.
    expect(stated.mean_tpot_ms).toBeCloseTo(3.4734172405265, 12);
    expect(stated.p99_tpot_ms).toBeCloseTo(3.5216028166235, 12);
    expect(stated.mean_e2el_ms).toBeCloseTo(480.4822644568, 9);
    // Its per-token ITL (median 0.037 ms, chunks' later tokens at 0) is not read as vLLM's ITL.
    expect(Object.keys(stated).some((key) => key.includes("_itl_"))).toBe(false);
  });

  it("states counts and throughputs as written", () => {
    expect(read().runs[0]?.stated).toMatchObject({
      completed: 60,
      failed: 0,
      request_throughput: 1.0171575756131475,
      output_throughput: 64.23350089997027,
      total_token_throughput: 271.83536208261364,
    });
  });

  it("shows the stated P99 TTFT as stated in the analysis", () => {
    const run = read().runs[0];
    if (run === undefined) throw new Error("no run");
    const p99 = analyzeRun(run, { percentiles: [99] }).metrics.find((m) => m.key === "p99_ttft_ms");
    expect(p99?.source).toBe("stated");
    expect(p99?.value).toBeCloseTo(39.696927970508, 10);
  });

  it("reads through readMeasurements as one inference-perf run", () => {
    const { files } = readMeasurements([{ name, text }]);
    expect(files).toEqual([{ name, format: "inferencePerf", runCount: 1, problems: [] }]);
  });

  it("names a field of the wrong type", () => {
    const broken = { successes: { count: "sixty", latency: {} }, failures: { count: 0 } };
    const { runs, problems } = readInferencePerfLifecycle({ line: 1, value: broken });
    expect(runs).toEqual([]);
    expect(problems.map((p) => [p.rule, p.field])).toEqual([["type", "successes.count"]]);
  });
});

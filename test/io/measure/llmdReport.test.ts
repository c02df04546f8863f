import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as yaml from "yaml";
import { detectJsonFormat } from "../../../src/io/measure/detectFormat.ts";
import { isLlmdReport, readLlmdReport } from "../../../src/io/measure/llmdReport.ts";
import { readMeasurements } from "../../../src/io/measure/readMeasurements.ts";
import { looksLikeYaml, yamlParser } from "../../../src/io/measure/yamlDocument.ts";
import { analyzeRun } from "../../../src/model/measure/analyzeRun.ts";

// llm-d-benchmark's own example of a Benchmark Report v0.2 (test/fixtures/measure/README.md): a
// real file of the format's repository, its numbers illustrative (several blocks repeat one set).
const name = "llm-d-br-v0.2-example.yaml";
const text = readFileSync(new URL(`../../fixtures/measure/${name}`, import.meta.url), "utf8");
const parseYaml = yamlParser(yaml);
const value = yaml.parse(text) as unknown;
const read = () => readLlmdReport({ line: 1, value });

describe("isLlmdReport", () => {
  it("tells a report by its version 0.2 with run and results", () => {
    expect(isLlmdReport(value)).toBe(true);
    expect(detectJsonFormat(value)).toBe("llmdReport");
    expect(isLlmdReport({ version: "0.1", run: {}, results: {} })).toBe(false);
    expect(isLlmdReport({ version: "0.2", results: {} })).toBe(false);
  });

  it("sees YAML past a comment header, and not a Prometheus scrape or JSON", () => {
    expect(looksLikeYaml(text)).toBe(true);
    expect(looksLikeYaml('# HELP vllm:x A counter.\nvllm:x_total{engine="0"} 1\n')).toBe(false);
    expect(looksLikeYaml('{"version": "0.2"}')).toBe(false);
    expect(looksLikeYaml("not json")).toBe(false);
  });
});

describe("readLlmdReport on the example report", () => {
  it("reads one run with the stack's model, the load's rate, stage and tool", () => {
    const { runs, problems } = read();
    expect(problems).toEqual([]);
    expect(runs).toHaveLength(1);
    expect(runs[0]?.meta).toMatchObject({
      model: "Qwen/Qwen3-0.6B",
      requestRate: 10,
      date: "2025-11-05T18:00:42Z",
      label: "Baseline latency test for Qwen3-0.6B on inference-scheduling stack",
      extra: { tool: "inference-perf", tool_version: "0.3.0", stage: "3" },
    });
    // concurrency: .inf is no cap.
    expect(runs[0]?.meta.maxConcurrency).toBeUndefined();
    // PT49.97206788184121S.
    expect(runs[0]?.durationS).toBe(49.97206788184121);
  });

  it("states TTFT (units s) in ms: mean, P50 as the median, and each percentile", () => {
    const stated = read().runs[0]?.stated ?? {};
    expect(stated.mean_ttft_ms).toBeCloseTo(36.857823412865, 10);
    expect(stated.median_ttft_ms).toBeCloseTo(36.229309393093, 10);
    expect(stated.p50_ttft_ms).toBeCloseTo(36.229309393093, 10);
    expect(stated.p99_ttft_ms).toBeCloseTo(50.294897216372, 10);
    expect(stated["p0.1_ttft_ms"]).toBeCloseTo(27.322400792502, 10);
    expect(stated["p99.9_ttft_ms"]).toBeCloseTo(57.014757215045, 10);
  });

  it("states TPOT and E2EL, and leaves out an inference-perf ITL", () => {
    const stated = read().runs[0]?.stated ?? {};
    expect(stated.mean_tpot_ms).toBeCloseTo(36.857823412865, 10);
    expect(stated.mean_e2el_ms).toBeCloseTo(36.857823412865, 10);
    expect(Object.keys(stated).some((key) => key.includes("_itl_"))).toBe(false);
  });

  it("states the counts (total 500, no failures) and the mean rates", () => {
    expect(read().runs[0]?.stated).toMatchObject({
      completed: 500,
      failed: 0,
      request_throughput: 2262.448,
      output_throughput: 2262.448,
      total_token_throughput: 2262.448,
    });
  });

  it("shows the stated mean TTFT as stated in the analysis", () => {
    const run = read().runs[0];
    if (run === undefined) throw new Error("no run");
    const ttft = analyzeRun(run, { percentiles: [99] }).metrics.find(
      (m) => m.key === "mean_ttft_ms",
    );
    expect(ttft?.source).toBe("stated");
    expect(ttft?.value).toBeCloseTo(36.857823412865, 10);
  });
});

describe("readMeasurements with a Benchmark Report", () => {
  it("reads the YAML file when given the YAML reader", () => {
    const { files, runs } = readMeasurements([{ name, text }], { parseYaml });
    expect(files).toEqual([{ name, format: "llmdReport", runCount: 1, problems: [] }]);
    expect(runs[0]?.run.stated.completed).toBe(500);
  });

  it("reads the same report as JSON, with no YAML reader", () => {
    const json = JSON.stringify(value);
    const { files, runs } = readMeasurements([{ name: "r.json", text: json }]);
    expect(files[0]?.format).toBe("llmdReport");
    expect(runs[0]?.run.stated.request_throughput).toBe(2262.448);
  });

  it("says a YAML file is no format it reads when no YAML reader was loaded", () => {
    const { files } = readMeasurements([{ name, text }]);
    expect(files[0]?.problems.map((p) => p.rule)).toEqual(["unknownFormat"]);
  });

  it("reports broken YAML with its line, and YAML of another shape as unknown", () => {
    const broken = readMeasurements([{ name: "b", text: "version: '0.2'\nrun: [\n" }], {
      parseYaml,
    });
    expect(broken.files[0]?.problems.map((p) => [p.rule, p.line > 0])).toEqual([
      ["yamlSyntax", true],
    ]);
    const other = readMeasurements([{ name: "o", text: "apiVersion: v1\nkind: Pod\n" }], {
      parseYaml,
    });
    expect(other.files[0]?.problems.map((p) => p.rule)).toEqual(["unknownFormat"]);
  });

  it("refuses a latency in a unit the schema does not allow, naming the field", () => {
    const report = {
      version: "0.2",
      run: { uid: "u" },
      results: {
        request_performance: {
          aggregate: { latency: { time_to_first_token: { units: "constructor", mean: 1 } } },
        },
      },
    };
    const { runs, problems } = readLlmdReport({ line: 1, value: report });
    expect(runs).toEqual([]);
    expect(problems.map((p) => p.field)).toEqual([
      "results.request_performance.aggregate.latency.time_to_first_token.units",
    ]);
  });
});

import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planJson } from "../../../src/io/export/planJson.ts";
import { measurementKind } from "../../../src/io/measure/measurementKind.ts";
import { defaultPlan } from "../../../src/model/index.ts";

const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/measure/${name}`, import.meta.url), "utf8");

// About 0.2 s here, with room for a loaded machine; the quadratic pattern took 35 s.
const maxClassifyMs = 1000;

describe("measurementKind", () => {
  it("knows a vLLM result, SGLang lines and an AIPerf export as benchmark results", () => {
    const vllm = JSON.stringify({
      date: "20260101-120000",
      backend: "vllm",
      model_id: "test/model",
      endpoint_type: "openai",
      completed: 10,
      duration: 5,
      mean_ttft_ms: 100,
    });
    expect(measurementKind(vllm)).toBe("benchmark");
    expect(measurementKind(fixture("sglang-bench-serving.jsonl"))).toBe("benchmark");
    expect(measurementKind(fixture("profile_export_aiperf.json"))).toBe("benchmark");
  });

  it("knows GuideLLM, inference-perf and a Benchmark Report in YAML as benchmark results", () => {
    expect(measurementKind(fixture("guidellm-report-v2-llm-d-benchmark.json"))).toBe("benchmark");
    expect(measurementKind(fixture("inference-perf-stage_0_lifecycle_metrics.json"))).toBe(
      "benchmark",
    );
    expect(measurementKind(fixture("llm-d-br-v0.2-example.yaml"))).toBe("benchmark");
    expect(measurementKind("apiVersion: v1\nkind: Pod\n")).toBeNull();
  });

  it("knows Prometheus text as a scrape", () => {
    expect(measurementKind(fixture("vllm-v1-two-engines.prom"))).toBe("scrape");
    expect(measurementKind("vllm:num_requests_running 3\n")).toBe("scrape");
  });

  it("leaves a plan, broken JSON and other JSON to be read as a plan", () => {
    expect(measurementKind(planJson(defaultPlan))).toBeNull();
    expect(measurementKind('{"version": 1,\n  "hardware": }\n')).toBeNull();
    expect(measurementKind('{"hardware": {"gpusPerNode": 0}}')).toBeNull();
    expect(measurementKind("")).toBeNull();
    // A first line of words reads as a Prometheus sample name, but has no value.
    expect(measurementKind("not json")).toBeNull();
  });

  it("never throws on arbitrary text or JSON", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        measurementKind(text);
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        measurementKind(JSON.stringify(value));
      }),
    );
  });

  it("classifies 2 MB of unclosed label braces in under a second", () => {
    // Each line opens a label set it never closes: a scan across lines made this quadratic.
    const text = "a{\n".repeat(700_000);
    const started = performance.now();
    expect(measurementKind(text)).toBeNull();
    expect(performance.now() - started).toBeLessThan(maxClassifyMs);
  });

  it("still reads a sample whose labels close on its own line", () => {
    expect(measurementKind('a{\nvllm:num_requests_running{engine="0"} 3\n')).toBe("scrape");
  });
});

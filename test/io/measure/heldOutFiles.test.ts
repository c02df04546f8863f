import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readMeasurements } from "../../../src/io/measure/readMeasurements.ts";
import { agreementTolerance } from "../../../src/model/measure/analysis.ts";
import { analyzeRun } from "../../../src/model/measure/analyzeRun.ts";
import type { MeasuredRun } from "../../../src/model/measure/run.ts";

// Real result files from other projects (test/fixtures/measure/README.md, "Held out"): older
// vLLM with per-request arrays, SGLang's detailed output, a non-streaming SGLang variant and two
// vLLM forks for Ascend. Whatever a file states is what the analysis shows, to the last digit.

const fixture = (name: string): MeasuredRun[] => {
  const text = readFileSync(new URL(`../../fixtures/measure/${name}`, import.meta.url), "utf8");
  const { files, runs } = readMeasurements([{ name, text }]);
  expect(files[0]?.problems).toEqual([]);
  return runs.map(({ run }) => run);
};

const heldOut = [
  "vllm-openai-h100-llama3.1-8b-c1.json",
  "sglang-benchmaq-qwen3.5-27b-h100-tp8-in1024.jsonl",
  "sglang-dlora-nonstreaming-sglang_1025_100_1024_128.jsonl",
  "vllm-ascend-fork-serving_llama8B_tp1_sharegpt_qps_1.json",
  "vllm-ascend-openai-chat-qwen2.5-vl-72b-20250929-090107.json",
];

const options = { percentiles: [50, 90, 99] };

const shown = (run: MeasuredRun, key: string) =>
  analyzeRun(run, options).metrics.find((metric) => metric.key === key);

describe("held-out real result files", () => {
  it("show every number a file states exactly as the file has it", () => {
    for (const name of heldOut) {
      for (const run of fixture(name)) {
        const analysis = analyzeRun(run, options);
        for (const [key, stated] of Object.entries(run.stated)) {
          if (typeof stated !== "number") continue;
          const metric = analysis.metrics.find((m) => m.key === key);
          expect(metric?.value, `${name} ${key}`).toBe(stated);
        }
      }
    }
  });

  it("keep a statistic the recomputation gives in another last digit, and carry both", () => {
    const [run] = fixture("sglang-benchmaq-qwen3.5-27b-h100-tp8-in1024.jsonl");
    if (run === undefined) throw new Error("no run");
    const analysis = analyzeRun(run, options);
    // The file's std of ITL; numpy's population std of the same gaps differs in the 15th digit.
    expect(shown(run, "std_itl_ms")).toEqual({
      key: "std_itl_ms",
      value: 98.6843789529868,
      source: "computed",
    });
    const check = analysis.checks.find((c) => c.key === "std_itl_ms");
    expect(check?.stated).toBe(98.6843789529868);
    expect(check?.computed).not.toBe(98.6843789529868);
    expect(check?.relativeError).toBeLessThan(1e-14);
  });

  it("show the file's median as the p50, and mark a metric's other recomputed statistics approximate where its mean disagrees", () => {
    const [run] = fixture("sglang-benchmaq-qwen3.5-27b-h100-tp8-in1024.jsonl");
    if (run === undefined) throw new Error("no run");
    const analysis = analyzeRun(run, options);
    // SGLang's E2E clock stops after the last message: its median E2EL is 2,413.1296 ms where
    // TTFT + the gaps give 2,413.1094.
    expect(shown(run, "p50_e2el_ms")).toEqual({
      key: "p50_e2el_ms",
      value: 2413.129646505695,
      source: "stated",
    });
    const p50Check = analysis.checks.find((c) => c.key === "p50_e2el_ms");
    expect(p50Check?.computed).toBeCloseTo(2413.1093969917856, 9);
    // TPOT's mean is 1.7e-5 off the file's, so its unstated p90 is not the tool's own number.
    expect(shown(run, "p90_tpot_ms")?.source).toBe("approximate");
    // TTFT agrees throughout: its recomputed p90 stands as computed.
    expect(shown(run, "p90_ttft_ms")?.source).toBe("computed");
  });

  it("check SGLang's input token rate against the input tokens over the duration", () => {
    const [run] = fixture("sglang-benchmaq-qwen3.5-27b-h100-tp8-in1024.jsonl");
    if (run === undefined) throw new Error("no run");
    const check = analyzeRun(run, options).checks.find((c) => c.key === "input_throughput");
    // 50,561 input tokens in 3.0769818170228973 s.
    expect(check?.computed).toBeCloseTo(50_561 / 3.0769818170228973, 9);
    expect(check?.relativeError).toBeLessThanOrEqual(agreementTolerance);
    expect(shown(run, "input_throughput")?.value).toBe(16432.011304155116);
  });

  it("take vLLM's TPOT from two clock reads as the same measurement, and show the file's", () => {
    const [run] = fixture("vllm-openai-h100-llama3.1-8b-c1.json");
    if (run === undefined) throw new Error("no run");
    const check = analyzeRun(run, options).checks.find((c) => c.key === "mean_tpot_ms");
    expect(check?.relativeError).toBeGreaterThan(0);
    expect(check?.relativeError).toBeLessThan(agreementTolerance);
    // Rebuilt from TTFT + the gaps (the file saves no latencies), the recomputation only agrees.
    expect(shown(run, "mean_tpot_ms")).toEqual({
      key: "mean_tpot_ms",
      value: 10.474291404404886,
      source: "stated",
    });
  });

  it("say a reply in one piece was not streamed, and draw no ITL identity from it", () => {
    const [run] = fixture("sglang-dlora-nonstreaming-sglang_1025_100_1024_128.jsonl");
    if (run === undefined) throw new Error("no run");
    const analysis = analyzeRun(run, options);
    expect(analysis.missing).toContainEqual({ code: "notStreamed" });
    expect(analysis.identity).toBeNull();
    expect(shown(run, "median_itl_ms")?.value).toBe(0);
  });

  it("invent no count, duration or throughput a fork's file leaves out", () => {
    const [run] = fixture("vllm-ascend-fork-serving_llama8B_tp1_sharegpt_qps_1.json");
    if (run === undefined) throw new Error("no run");
    const analysis = analyzeRun(run, options);
    const keys = analysis.metrics.map((metric) => metric.key);
    for (const key of ["completed", "duration", "request_throughput", "output_throughput"]) {
      expect(keys).not.toContain(key);
    }
    expect(analysis.missing).toContainEqual({ code: "throughputNeedsDuration" });
    expect(analysis.missing).not.toContainEqual({ code: "notStreamed" });
  });

  it("keep a fork's own text fields as the run's metadata", () => {
    const [run] = fixture("vllm-ascend-openai-chat-qwen2.5-vl-72b-20250929-090107.json");
    expect(run?.meta.extra).toMatchObject({
      hardware: "910B3",
      kind: "vllm-ascend",
      env: "TP4PP1",
      "quant-type": "w8a8_dynamic_no_visual",
    });
  });
});

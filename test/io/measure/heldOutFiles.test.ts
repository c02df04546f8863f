import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readMeasurements } from "../../../src/io/measure/readMeasurements.ts";
import { agreementTolerance } from "../../../src/model/measure/analysis.ts";
import { analyzeRun } from "../../../src/model/measure/analyzeRun.ts";
import type { MeasuredRun } from "../../../src/model/measure/run.ts";
import { detailedResult } from "./vllmResult.ts";

// Real result files from other projects (test/fixtures/measure/README.md, "Held out"): older
// vLLM with per-request arrays, SGLang's detailed output, a non-streaming SGLang variant and two
// vLLM forks for Ascend. Whatever a file states is what the analysis shows, to the last digit.

const fixtureText = (name: string): string =>
  readFileSync(new URL(`../../fixtures/measure/${name}`, import.meta.url), "utf8");

const fixture = (name: string, edit: (text: string) => string = (text) => text): MeasuredRun[] => {
  const text = edit(fixtureText(name));
  const { files, runs } = readMeasurements([{ name, text }]);
  expect(files[0]?.problems).toEqual([]);
  return runs.map(({ run }) => run);
};

/** The one run of a file that holds one. */
const onlyRun = (name: string, edit?: (text: string) => string): MeasuredRun => {
  const [run] = fixture(name, edit);
  if (run === undefined) throw new Error(`${name}: no run`);
  return run;
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
    const run = onlyRun("sglang-benchmaq-qwen3.5-27b-h100-tp8-in1024.jsonl");
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
    const run = onlyRun("sglang-benchmaq-qwen3.5-27b-h100-tp8-in1024.jsonl");
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
    const run = onlyRun("sglang-benchmaq-qwen3.5-27b-h100-tp8-in1024.jsonl");
    const check = analyzeRun(run, options).checks.find((c) => c.key === "input_throughput");
    // 50,561 input tokens in 3.0769818170228973 s.
    expect(check?.computed).toBeCloseTo(50_561 / 3.0769818170228973, 9);
    expect(check?.relativeError).toBeLessThanOrEqual(agreementTolerance);
    expect(shown(run, "input_throughput")?.value).toBe(16432.011304155116);
  });

  it("take vLLM's TPOT from two clock reads as the same measurement, and show the file's", () => {
    const run = onlyRun("vllm-openai-h100-llama3.1-8b-c1.json");
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
    const run = onlyRun("sglang-dlora-nonstreaming-sglang_1025_100_1024_128.jsonl");
    const analysis = analyzeRun(run, options);
    expect(analysis.missing).toContainEqual({ code: "notStreamed" });
    expect(analysis.identity).toBeNull();
    expect(shown(run, "median_itl_ms")?.value).toBe(0);
  });

  it("invent no count, duration or throughput a fork's file leaves out", () => {
    const run = onlyRun("vllm-ascend-fork-serving_llama8B_tp1_sharegpt_qps_1.json");
    const analysis = analyzeRun(run, options);
    const keys = analysis.metrics.map((metric) => metric.key);
    for (const key of ["completed", "duration", "request_throughput", "output_throughput"]) {
      expect(keys).not.toContain(key);
    }
    expect(analysis.missing).toContainEqual({ code: "throughputNeedsDuration" });
    expect(analysis.missing).not.toContainEqual({ code: "notStreamed" });
  });

  it("keep a fork's own text fields as the run's metadata", () => {
    const run = onlyRun("vllm-ascend-openai-chat-qwen2.5-vl-72b-20250929-090107.json");
    expect(run.meta.extra).toMatchObject({
      hardware: "910B3",
      kind: "vllm-ascend",
      env: "TP4PP1",
      "quant-type": "w8a8_dynamic_no_visual",
    });
  });

  it("keep a stated statistic the recomputation matches, where another of the metric's is off", () => {
    // The vLLM file with its mean TTFT raised 1% (36.18 → 36.54 ms): TTFT's median, std and p99
    // still match the requests; its p90, which the file does not state, is now approximate.
    const run = onlyRun("vllm-openai-h100-llama3.1-8b-c1.json", (text) =>
      text.replace(/"mean_ttft_ms": ([\d.]+)/, (_, mean: string) => {
        return `"mean_ttft_ms": ${Number(mean) * 1.01}`;
      }),
    );
    const analysis = analyzeRun(run, options);
    expect(analysis.unreproduced).toEqual(["ttft"]);
    expect(shown(run, "mean_ttft_ms")?.source).toBe("stated");
    expect(shown(run, "median_ttft_ms")?.source).toBe("computed");
    expect(shown(run, "p99_ttft_ms")?.source).toBe("computed");
    expect(shown(run, "p90_ttft_ms")?.source).toBe("approximate");
    // ITL is untouched.
    expect(shown(run, "p90_itl_ms")?.source).toBe("computed");
  });

  it("detect a reply in one piece from the output rate when the file states no output total", () => {
    const run = onlyRun("sglang-dlora-nonstreaming-sglang_1025_100_1024_128.jsonl", (text) =>
      text.replace(/"total_output_tokens": \d+, /, ""),
    );
    expect(run.stated.total_output_tokens).toBeUndefined();
    // 482.1 tok/s over 53.9 s: about 26,000 tokens for 99 requests.
    expect(analyzeRun(run, options).missing).toContainEqual({ code: "notStreamed" });
  });
});

describe("a stated acceptance length and rate", () => {
  // Two requests of 3 and 2 tokens; 40 drafts of 80 tokens, 60 accepted: 1 + 60 / 40 = 2.5, 75%.
  const result = (extra: Record<string, unknown>) =>
    JSON.stringify(
      detailedResult(
        [
          { inputLen: 10, outputLen: 3, ttftS: 0.1, itlsS: [0.02, 0.03] },
          { inputLen: 20, outputLen: 2, ttftS: 0.2, itlsS: [0.04] },
        ],
        2,
        {
          spec_decode_num_drafts: 40,
          spec_decode_draft_tokens: 80,
          spec_decode_accepted_tokens: 60,
          ...extra,
        },
      ),
    );
  const analyzed = (extra: Record<string, unknown>) => {
    const { runs } = readMeasurements([{ name: "r.json", text: result(extra) }]);
    const run = runs[0]?.run;
    if (run === undefined) throw new Error("no run");
    return analyzeRun(run, options);
  };
  const value = (analysis: ReturnType<typeof analyzeRun>, key: string) =>
    analysis.metrics.find((metric) => metric.key === key);

  it("stand where the counts give other numbers, the counts' beside them", () => {
    const analysis = analyzed({
      spec_decode_acceptance_length: 3.25,
      spec_decode_acceptance_rate: 77,
    });
    expect(value(analysis, "mean_acceptance_length")).toEqual({
      key: "mean_acceptance_length",
      value: 3.25,
      source: "stated",
    });
    expect(value(analysis, "acceptance_rate_percent")).toEqual({
      key: "acceptance_rate_percent",
      value: 77,
      source: "stated",
    });
    const checks = Object.fromEntries(analysis.checks.map((c) => [c.key, c.computed]));
    expect(checks.mean_acceptance_length).toBe(2.5);
    expect(checks.acceptance_rate_percent).toBe(75);
  });

  it("are shown as computed where the counts agree", () => {
    const analysis = analyzed({
      spec_decode_acceptance_length: 2.5,
      spec_decode_acceptance_rate: 75,
    });
    expect(value(analysis, "mean_acceptance_length")?.source).toBe("computed");
    expect(value(analysis, "acceptance_rate_percent")?.source).toBe("computed");
  });
});

import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readMeasurements } from "../../../src/io/measure/readMeasurements.ts";
import { analyzeRun } from "../../../src/model/measure/analyzeRun.ts";
import { detailedResult } from "./vllmResult.ts";

const fixture = (name: string): string =>
  readFileSync(new URL(`../../fixtures/measure/${name}`, import.meta.url), "utf8");

describe("readMeasurements", () => {
  it("tells every supported format apart by its content, whatever the file is named", () => {
    const names = [
      "nerdalert-vllm-bench-automation-results.jsonl",
      "sglang-bench-serving.jsonl",
      "profile_export_aiperf.json",
      "profile_export_genai_perf.json",
      "vllm-v1-two-engines.prom",
    ];
    const { files } = readMeasurements(
      names.map((name, i) => ({ name: `file${i}.txt`, text: fixture(name) })),
    );
    expect(files.map((file) => file.format)).toEqual([
      "vllm",
      "sglang",
      "aiperf",
      "genaiPerf",
      "prometheus",
    ]);
    for (const file of files) expect(file.runCount).toBeGreaterThan(0);
  });

  it("reports an empty, a binary and an unknown file each on its own, and reads the good one", () => {
    const good = JSON.stringify(
      detailedResult([{ inputLen: 1, outputLen: 2, ttftS: 0.1, itlsS: [0.01] }], 1),
    );
    const { files, runs } = readMeasurements([
      { name: "empty.json", text: "" },
      { name: "image.png", text: "\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR" },
      { name: "plan.json", text: '{"version": 1, "hardware": {}}' },
      { name: "good.json", text: good },
    ]);
    expect(files.map((file) => file.problems[0]?.rule)).toEqual([
      "empty",
      "binary",
      "unknownFormat",
      undefined,
    ]);
    expect(runs.map((run) => run.fileName)).toEqual(["good.json"]);
  });

  it("pairs two scrapes of one server into the run between them", () => {
    const before = [
      "# TYPE vllm:time_to_first_token_seconds histogram",
      'vllm:time_to_first_token_seconds_bucket{engine="0",le="0.1",model_name="m"} 10.0',
      'vllm:time_to_first_token_seconds_bucket{engine="0",le="+Inf",model_name="m"} 20.0',
      'vllm:time_to_first_token_seconds_count{engine="0",model_name="m"} 20.0',
      'vllm:time_to_first_token_seconds_sum{engine="0",model_name="m"} 3.0',
    ].join("\n");
    const after = before
      .replace('"0.1",model_name="m"} 10.0', '"0.1",model_name="m"} 40.0')
      .replace('"+Inf",model_name="m"} 20.0', '"+Inf",model_name="m"} 60.0')
      .replace('_count{engine="0",model_name="m"} 20.0', '_count{engine="0",model_name="m"} 60.0')
      .replace('_sum{engine="0",model_name="m"} 3.0', '_sum{engine="0",model_name="m"} 7.0');
    const { files, runs } = readMeasurements([
      { name: "after.prom", text: after },
      { name: "before.prom", text: before },
    ]);
    expect(runs).toHaveLength(1);
    expect(runs[0]?.fileName).toBe("before.prom → after.prom");
    expect(files.map((file) => file.runCount)).toEqual([1, 1]);
    // Δsum / Δcount = 4 s / 40 = 100 ms; 30 of the 40 new requests fell at or below 0.1 s.
    const analysis = analyzeRun(runs[0]?.run ?? (undefined as never), { percentiles: [50] });
    expect(analysis.metrics.find((m) => m.key === "mean_ttft_ms")?.value).toBeCloseTo(100, 9);
    // Rank 20 of 40 lands in the first bucket [0, 0.1]: 0.1 · 20 / 30 s.
    expect(analysis.metrics.find((m) => m.key === "p50_ttft_ms")?.value).toBeCloseTo(200 / 3, 9);
    expect(analysis.metrics.find((m) => m.key === "p50_ttft_ms")?.source).toBe("estimated");
  });

  it("never throws and always says something about each file, whatever its text", () => {
    const text = fc.oneof(
      fc.string({ unit: "binary" }),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc
        .constantFrom(fixture("sglang-bench-serving.jsonl"), fixture("vllm-v1-two-engines.prom"))
        .chain((whole) => fc.nat({ max: whole.length }).map((cut) => whole.slice(0, cut))),
    );
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 3 }), (texts) => {
        const { files, runs } = readMeasurements(texts.map((t, i) => ({ name: `f${i}`, text: t })));
        expect(files).toHaveLength(texts.length);
        for (const file of files) expect(file.runCount + file.problems.length).toBeGreaterThan(0);
        for (const { run } of runs)
          analyzeRun(run, { percentiles: [50, 99], goodput: { ttftMs: 1 } });
      }),
      { numRuns: 300 },
    );
  });

  it("survives vLLM results whose keys hold arbitrary values", () => {
    const base = detailedResult([{ inputLen: 1, outputLen: 2, ttftS: 0.1, itlsS: [0.01] }], 1);
    const keys = Object.keys(base);
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.jsonValue(), (key, value) => {
        const text = JSON.stringify({ ...base, [key]: value });
        const { files, runs } = readMeasurements([{ name: "r.json", text }]);
        expect((files[0]?.runCount ?? 0) + (files[0]?.problems.length ?? 0)).toBeGreaterThan(0);
        for (const { run } of runs) analyzeRun(run, { percentiles: [99] });
      }),
      { numRuns: 300 },
    );
  });
});

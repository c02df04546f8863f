import { describe, expect, it } from "vitest";
import type { RunSummary } from "../../../src/io/measure/measureStore.ts";
import {
  fileGroups,
  nameParts,
  runIdentity,
  runLoad,
  runName,
  runsText,
  runTitle,
} from "../../../src/ui/measure/runLabel.ts";
import { measureTexts } from "../../../src/ui/measure/text.ts";

const run = (id: string, fileName: string, line: number, meta = {}): RunSummary => ({
  id,
  fileName,
  line,
  format: "vllm",
  meta: { extra: {}, ...meta },
  notes: [],
  analysis: {
    metrics: [],
    checks: [],
    attainment: {},
    acceptance: null,
    identity: null,
    distributions: {},
    missing: [],
    concurrency: null,
  },
});

const runs = [run("a", "r.jsonl", 1), run("b", "r.jsonl", 2), run("c", "one.json", 1)];

describe("run labels", () => {
  it("adds the line only when the file holds several runs", () => {
    expect(runs.map((r) => runName(r, runs))).toEqual(["r.jsonl:1", "r.jsonl:2", "one.json"]);
  });

  it("names what was measured from the file's label, deployment, GPU and model", () => {
    // As a vllm bench serve automation writes them with --metadata (a real appended result file).
    const measured = run("d", "results.jsonl", 4, {
      model: "meta-llama/Llama-3.2-3B-Instruct",
      extra: { deployment: "no-features", gpu: "4xNVIDIA_L40S", gateway: "kgateway" },
    });
    expect(runIdentity(measured)).toBe("no-features · 4xNVIDIA_L40S · Llama-3.2-3B-Instruct");
    expect(runTitle(measured, [measured, run("e", "results.jsonl", 5)])).toBe(
      "results.jsonl:4 · no-features · 4xNVIDIA_L40S · Llama-3.2-3B-Instruct",
    );
    expect(runIdentity(run("f", "x.json", 1, { label: "base", model: "base" }))).toBe("base");
  });

  it("names the hardware a vllm-ascend benchmark script writes", () => {
    // The real fork file test/fixtures/measure/vllm-ascend-openai-chat-qwen2.5-vl-72b-….json.
    const fork = run("g", "qwen.json", 1, {
      model: "/models/Qwen2.5-VL-72B-Instruct",
      extra: { hardware: "910B3", kind: "vllm-ascend", env: "TP4PP1" },
    });
    expect(runIdentity(fork)).toBe("910B3 · Qwen2.5-VL-72B-Instruct");
  });

  it("names a run by its file alone when the file says nothing of what ran", () => {
    expect(runIdentity(runs[0] as RunSummary)).toBe("");
    expect(runTitle(runs[2] as RunSummary, runs)).toBe("one.json");
    // A key every object answers to is not read as metadata.
    expect(runIdentity(run("g", "x.json", 1, { extra: Object.create({ gpu: "inherited" }) }))).toBe(
      "",
    );
  });

  it("says the load: the max concurrency first, then the rate, unlimited as ∞", () => {
    const { en } = measureTexts;
    expect(runLoad(run("x", "f", 1, { requestRate: 10, maxConcurrency: 64 }), en)).toBe(
      "max concurrency 64 · 10 req/s",
    );
    // Under a cap an unlimited rate adds nothing.
    expect(
      runLoad(run("x", "f", 1, { requestRate: Number.POSITIVE_INFINITY, maxConcurrency: 8 }), en),
    ).toBe("max concurrency 8");
    expect(runLoad(run("x", "f", 1, { requestRate: Number.POSITIVE_INFINITY }), en)).toBe(
      "∞ req/s",
    );
    expect(runLoad(run("x", "f", 1), en)).toBe("");
  });

  it("groups consecutive runs of one file", () => {
    expect(fileGroups(runs).map((g) => [g.fileName, g.runs.length])).toEqual([
      ["r.jsonl", 2],
      ["one.json", 1],
    ]);
  });

  it("names some runs by file when all of its runs are there, else by line", () => {
    expect(runsText(runs, runs)).toBe("r.jsonl; one.json");
    expect(runsText([runs[1] as RunSummary, runs[2] as RunSummary], runs)).toBe(
      "r.jsonl:2; one.json",
    );
  });
});

describe("nameParts", () => {
  it("cuts a file name after each separator so a header breaks between words", () => {
    expect(nameParts("nerdalert-vllm_bench.results.jsonl")).toEqual([
      "nerdalert-",
      "vllm_",
      "bench.",
      "results.",
      "jsonl",
    ]);
    expect(nameParts("pasted 1")).toEqual(["pasted 1"]);
    expect(nameParts("a--b").join("")).toBe("a--b");
  });
});

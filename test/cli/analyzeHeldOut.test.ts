// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { scratchDir } from "./runCli.ts";
import { runInProcess } from "./runInProcess.ts";

// `analyze` on real files from other projects (test/fixtures/measure/README.md, "Held out"), run in
// this process: what the table says of each file and what the JSON carries beside its numbers.

const fixture = (name: string) => `test/fixtures/measure/${name}`;

const analyze = async (...argv: string[]) => {
  const { status, stdout, stderr } = await runInProcess(["analyze", ...argv]);
  expect(stderr).toBe("");
  expect(status).toBe(0);
  return stdout;
};

const sglangDetailed = fixture("sglang-benchmaq-qwen3.5-27b-h100-tp8-in1024.jsonl");

describe("cli analyze, held-out real files", () => {
  it("carries the file's number and, where it differs at all, the recomputed one", async () => {
    const [result] = JSON.parse(await analyze(sglangDetailed, "--format", "json")) as Record<
      string,
      unknown
    >[];
    expect(result?.std_itl_ms).toBe(98.6843789529868);
    expect(result?.mean_e2el_ms).toBe(2328.1319293833803);
    const recomputed = result?.recomputed as Record<string, number>;
    expect(recomputed.std_itl_ms).not.toBe(98.6843789529868);
    expect(recomputed.std_itl_ms).toBeCloseTo(98.6843789529868, 10);
    expect(recomputed.mean_e2el_ms).toBeCloseTo(2328.11360161053, 9);
    // Recomputed values equal to the file's to the bit are not repeated.
    expect(recomputed).not.toHaveProperty("completed");
  });

  it("says SGLang's peak output rate is per token, and checks its input token rate", async () => {
    const table = await analyze(sglangDetailed);
    expect(table).toMatch(/Peak output throughput \(chunks\/s\) +3666\.00 +stated/);
    expect(table).toContain("its ITL and peak output rate are per token");
    expect(table).toMatch(
      /Input token throughput \(tok\/s\) +16432\.01 +computed +matches the file/,
    );
  });

  it("names the flag each tool saves its per-request data with", async () => {
    const fork = await analyze(fixture("vllm-ascend-fork-serving_llama8B_tp1_sharegpt_qps_1.json"));
    expect(fork).toContain("(run vllm bench serve with --save-detailed");
    const sglang = await analyze(
      fixture("sglang-dlora-nonstreaming-sglang_1025_100_1024_128.jsonl"),
    );
    expect(sglang).toContain("(run bench_serving with --output-details");
    expect(sglang).not.toContain("--save-detailed");
  });

  it("says a reply in one piece was not streamed, without SGLang's per-token ITL note", async () => {
    const table = await analyze(
      fixture("sglang-dlora-nonstreaming-sglang_1025_100_1024_128.jsonl"),
    );
    expect(table).toContain("the server answered in one piece");
    expect(table).not.toContain("are per token");
  });

  it("prints a fork's own text fields as metadata, in the table and the JSON", async () => {
    const file = fixture("vllm-ascend-openai-chat-qwen2.5-vl-72b-20250929-090107.json");
    expect(await analyze(file)).toContain(
      "  metadata: hardware=910B3, model_name=Qwen2.5-VL-72B-Instruct, kind=vllm-ascend, env=TP4PP1, quant-type=w8a8_dynamic_no_visual",
    );
    const [result] = JSON.parse(await analyze(file, "--format", "json")) as Record<
      string,
      unknown
    >[];
    expect(result?.metadata).toMatchObject({ hardware: "910B3", kind: "vllm-ascend" });
  });

  it("says the recomputation agrees where it was rebuilt, not that it was computed", async () => {
    const table = await analyze(fixture("vllm-openai-h100-llama3.1-8b-c1.json"));
    expect(table).toMatch(/Mean TPOT \(ms\) +10\.47 +stated +the recomputation agrees/);
    expect(table).toMatch(/Mean TTFT \(ms\) +36\.18 +computed +matches the file/);
    // SGLang's TPOT against TTFT + the gaps: 1.7e-5 apart, shown to two significant digits.
    const sglang = await analyze(sglangDetailed);
    expect(sglang).toMatch(
      /Mean TPOT \(ms\) +42\.41 +stated +recomputed 42\.41 \(0\.0017% apart\)/,
    );
  });

  it("shows a cap with its rate in the summary, capped runs before rates alone", async () => {
    const table = await analyze(
      fixture("vllm-openai-h100-llama3.1-8b-c1.json"),
      fixture("vllm-ascend-fork-serving_llama8B_tp1_sharegpt_qps_1.json"),
    );
    const rows = table.split("\n").slice(2, 4);
    expect(rows[0]).toMatch(/c1\.json:1 +concurrency 1 · 10 req\/s/);
    expect(rows[1]).toMatch(/qps_1\.json:1 +1 req\/s/);
  });

  it("shows a recomputation against a stated 0 without a relative gap", async () => {
    const file = "test/fixtures/measure/vllm-openai-h100-llama3.1-8b-c1.json";
    const text = readFileSync(file, "utf8").replace(/"std_ttft_ms": [\d.]+/, '"std_ttft_ms": 0');
    const scratch = scratchDir();
    try {
      const table = await analyze(scratch.file("std0.json", text));
      expect(table).toMatch(/Std TTFT \(ms\) +0\.00 +stated +recomputed 1\.54\n/);
      expect(table).not.toContain("Infinity");
    } finally {
      scratch.remove();
    }
  });
});

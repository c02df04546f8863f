import { afterAll, describe, expect, it } from "vitest";
import { detailedResult, failedRequest } from "../io/measure/vllmResult.ts";
import { cliTimeoutMs, runCli, scratchDir } from "./runCli.ts";

const scratch = scratchDir();
afterAll(() => scratch.remove());

const realFile = "test/fixtures/measure/nerdalert-vllm-bench-automation-results.jsonl";
// Hand-checkable: TTFTs 100 and 200 ms; TPOTs (20 + 30) / 2 = 25 and 40 ms; one failure.
const detailed = scratch.file(
  "detailed.json",
  JSON.stringify(
    detailedResult(
      [
        { inputLen: 10, outputLen: 3, ttftS: 0.1, itlsS: [0.02, 0.03] },
        { inputLen: 20, outputLen: 2, ttftS: 0.2, itlsS: [0.04] },
        failedRequest(5),
      ],
      2,
    ),
  ),
);

describe("cli analyze", () => {
  it("prints one JSON object a run under vLLM's own metric names", {
    timeout: cliTimeoutMs,
  }, () => {
    const run = runCli([
      "analyze",
      detailed,
      "--format",
      "json",
      "--percentiles",
      "50,90",
      "--goodput",
      "ttft:150,tpot:30",
    ]);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const [result] = JSON.parse(run.stdout) as Record<string, number>[];
    expect(result).toMatchObject({
      format: "vllm",
      completed: 2,
      failed: 1,
      request_throughput: 1,
    });
    expect(result?.mean_ttft_ms).toBeCloseTo(150, 9);
    // p90 of [100, 200] at index 0.9: 190 ms.
    expect(result?.p90_ttft_ms).toBeCloseTo(190, 9);
    expect(result?.median_tpot_ms).toBeCloseTo(32.5, 9);
    // Only the first request is within both SLOs: 1 good / 2 s.
    expect(result?.request_goodput).toBe(0.5);
    expect(result?.tokens_per_chunk).toBe(1);
    expect(result).not.toHaveProperty("p99_ttft_ms");
  });

  it("prints vLLM's table rows with where each value came from", { timeout: cliTimeoutMs }, () => {
    const run = runCli(["analyze", realFile]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/rate 10 req\/s/);
    expect(run.stdout).toMatch(
      /Request throughput \(req\/s\)\s+8\.37\s+computed\s+matches the file/,
    );
    expect(run.stdout).toMatch(/P99 TTFT \(ms\)\s+98\.70\s+stated/);
    expect(run.stdout.match(/line \d+ · vllm/g)).toHaveLength(9);
  });

  it("names the file, line and field of a broken result and exits 1", {
    timeout: cliTimeoutMs,
  }, () => {
    const broken = scratch.file(
      "broken.jsonl",
      '{"model_id": "m", "completed": 1, "duration": "x"}\n{"a": ',
    );
    const run = runCli(["analyze", broken, detailed, "--format", "json"]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${broken}:1: duration must be number, got string`);
    expect(run.stderr).toContain(`${broken}:2: is not valid JSON`);
    // The good file is still analyzed.
    expect(JSON.parse(run.stdout)).toHaveLength(1);
  });

  it("rejects a malformed --goodput or --percentiles with exit 2", {
    timeout: cliTimeoutMs,
  }, () => {
    const goodput = runCli(["analyze", detailed, "--goodput", "ttfb:100"]);
    expect(goodput.status).toBe(2);
    expect(goodput.stderr).toContain('--goodput: "ttfb:100" must be ttft:MS, tpot:MS or e2el:MS');
    const percentiles = runCli(["analyze", detailed, "--percentiles", "50,101"]);
    expect(percentiles.status).toBe(2);
    expect(percentiles.stderr).toContain('--percentiles: "101" must be a number from 0 to 100');
    const misplaced = runCli(["solve", "plan.json", "--percentiles", "50"]);
    expect(misplaced.stderr).toContain("--percentiles applies only to analyze");
  });
});

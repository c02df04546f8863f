import { describe, expect, it } from "vitest";
import { countKeys, metricLabel, metricWords } from "../../../src/text/index.ts";

// The names the Measurements and Deploy tabs and `analyze` give a run's metrics.

const { en, zh } = metricWords;

describe("metricLabel", () => {
  it("names run-level keys as vllm bench serve prints them", () => {
    expect(metricLabel("completed", en)).toBe("Successful requests");
    expect(metricLabel("duration", en)).toBe("Benchmark duration (s)");
    expect(metricLabel("max_output_tokens_per_s", en)).toBe("Peak output throughput (chunks/s)");
  });

  it("names latency statistics and percentiles, fractional ones too", () => {
    expect(metricLabel("mean_ttft_ms", en)).toBe("Mean TTFT (ms)");
    expect(metricLabel("std_e2el_ms", en)).toBe("Std E2EL (ms)");
    expect(metricLabel("p99_itl_ms", en)).toBe("P99 ITL (ms)");
    expect(metricLabel("p99.9_tpot_ms", en)).toBe("P99.9 TPOT (ms)");
  });

  it("says the same in Chinese", () => {
    expect(metricLabel("median_ttft_ms", zh)).toBe("中位数 TTFT（毫秒）");
    expect(metricLabel("completed", zh)).toBe("成功请求数");
  });

  it("keeps a key it does not know as it is", () => {
    expect(metricLabel("rtfx", en)).toBe("rtfx");
    expect(metricLabel("mean_queue_ms", en)).toBe("mean_queue_ms");
  });

  it("counts whole requests and tokens, nothing with a unit of time", () => {
    expect([...countKeys].sort()).toEqual([
      "completed",
      "failed",
      "max_concurrent_requests",
      "total_input_tokens",
      "total_output_tokens",
    ]);
  });
});

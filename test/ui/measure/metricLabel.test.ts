import { describe, expect, it } from "vitest";
import { metricLabel } from "../../../src/ui/measure/metricLabel.ts";
import { measureTexts } from "../../../src/ui/measure/text.ts";

const { en, zh } = measureTexts;

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
});

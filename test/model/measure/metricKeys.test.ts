import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  latencyMetrics,
  parseLatencyKey,
  percentileKey,
  statisticKey,
} from "../../../src/model/measure/metricKeys.ts";

describe("parseLatencyKey", () => {
  it("reads vLLM's latency keys back", () => {
    expect(parseLatencyKey("mean_ttft_ms")).toEqual({ metric: "ttft", statistic: "mean" });
    expect(parseLatencyKey("p99.9_itl_ms")).toEqual({
      metric: "itl",
      statistic: "percentile",
      percentText: "99.9",
    });
    expect(parseLatencyKey("request_throughput")).toBeNull();
    expect(parseLatencyKey("mean_ttfb_ms")).toBeNull();
  });

  it("inverts percentileKey and statisticKey", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...latencyMetrics),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (metric, percent) => {
          const parsed = parseLatencyKey(percentileKey(metric, percent));
          expect(parsed?.metric).toBe(metric);
          expect(Number(parsed?.percentText)).toBe(percent);
          expect(parseLatencyKey(statisticKey(metric, "std"))).toEqual({
            metric,
            statistic: "std",
          });
        },
      ),
    );
  });
});

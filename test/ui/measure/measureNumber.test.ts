import { describe, expect, it } from "vitest";
import {
  countText,
  metricText,
  percentText,
  signedPercent,
  twoDecimals,
} from "../../../src/ui/measure/measureNumber.ts";

describe("twoDecimals", () => {
  it("writes two decimals with thousands grouped, as vllm bench serve prints", () => {
    expect(twoDecimals(54.59561144333596)).toBe("54.60");
    expect(twoDecimals(250)).toBe("250.00");
    expect(twoDecimals(12345.678)).toBe("12,345.68");
    expect(twoDecimals(-0.001)).toBe("0.00");
  });
});

describe("metricText", () => {
  it("writes counts whole, shares as percentages and the rest to two decimals", () => {
    expect(metricText("completed", 1000)).toBe("1,000");
    expect(metricText("total_output_tokens", 53600)).toBe("53,600");
    expect(metricText("acceptance_rate_percent", 96.667)).toBe("96.67");
    expect(metricText("ttft", 1)).toBe("100.00%");
    expect(metricText("mean_acceptance_length", 2.4)).toBe("2.40");
    expect(metricText("request_throughput", 9.87654)).toBe("9.88");
    expect(metricText("p99_itl_ms", 74.24358160013071)).toBe("74.24");
  });

  it("keeps counts and percentages apart from plain numbers", () => {
    expect(countText(267.6)).toBe("268");
    expect(percentText(0.0476)).toBe("4.76%");
  });
});

describe("signedPercent", () => {
  it("rounds to two decimals with a sign", () => {
    expect(signedPercent(0.00152445)).toBe("+0.15%");
    expect(signedPercent(-0.115803)).toBe("\u221211.58%");
  });

  it("never writes a signed zero", () => {
    expect(signedPercent(0)).toBe("0.00%");
    expect(signedPercent(-0.00001)).toBe("< 0.01%");
    expect(signedPercent(0.00004)).toBe("< 0.01%");
    expect(signedPercent(0.00005)).toBe("+0.01%");
  });
});

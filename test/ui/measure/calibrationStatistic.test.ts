import { describe, expect, it } from "vitest";
import { statisticOf } from "../../../src/ui/measure/calibrationStatistic.ts";

describe("statisticOf", () => {
  it("names mean and median as themselves and p90, p99 as percentiles", () => {
    expect(statisticOf("mean", "")).toBe("mean");
    expect(statisticOf("median", "")).toBe("median");
    expect(statisticOf("p90", "")).toEqual({ percentile: 90 });
    expect(statisticOf("p99", "12")).toEqual({ percentile: 99 });
  });

  it("reads the typed percentile for other, and null when it is not 0–100", () => {
    expect(statisticOf("custom", "99.9")).toEqual({ percentile: 99.9 });
    expect(statisticOf("custom", "")).toBeNull();
    expect(statisticOf("custom", "101")).toBeNull();
    expect(statisticOf("custom", "ninety")).toBeNull();
  });
});

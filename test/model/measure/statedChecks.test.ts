import { describe, expect, it } from "vitest";
import type { AggregateCheck, MetricValue } from "../../../src/model/measure/analysis.ts";
import {
  checkAcceptance,
  reconcileStatistics,
  relativeError,
} from "../../../src/model/measure/statedChecks.ts";

const computed = (key: string, value: number): MetricValue => ({ key, value, source: "computed" });
const check = (key: string, stated: number, value: number): AggregateCheck => ({
  key,
  stated,
  computed: value,
  relativeError: relativeError(stated, value),
});

describe("relativeError", () => {
  it("is |computed − stated| / |stated|, 0 for equal values, Infinity against a stated 0", () => {
    expect(relativeError(200, 201)).toBeCloseTo(0.005, 15);
    expect(relativeError(-4, -5)).toBeCloseTo(0.25, 15);
    expect(relativeError(3, 3)).toBe(0);
    expect(relativeError(0, 0)).toBe(0);
    expect(relativeError(0, 1.5)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("checkAcceptance", () => {
  it("shows the file's number, computed where the counts agree and stated where they do not", () => {
    const checks: AggregateCheck[] = [];
    expect(
      checkAcceptance(
        "mean_acceptance_length",
        2.5,
        computed("mean_acceptance_length", 2.5),
        checks,
      ),
    ).toEqual({ key: "mean_acceptance_length", value: 2.5, source: "computed" });
    expect(
      checkAcceptance(
        "acceptance_rate_percent",
        77,
        computed("acceptance_rate_percent", 75),
        checks,
      ),
    ).toEqual({ key: "acceptance_rate_percent", value: 77, source: "stated" });
    expect(checks.map((c) => [c.key, c.stated, c.computed])).toEqual([
      ["mean_acceptance_length", 2.5, 2.5],
      ["acceptance_rate_percent", 77, 75],
    ]);
  });

  it("takes the stated value alone, or the computed one alone, without a check", () => {
    const checks: AggregateCheck[] = [];
    expect(checkAcceptance("mean_acceptance_length", 3, undefined, checks)?.source).toBe("stated");
    const counts = computed("mean_acceptance_length", 2);
    expect(checkAcceptance("mean_acceptance_length", undefined, counts, checks)).toBe(counts);
    expect(checkAcceptance("mean_acceptance_length", undefined, undefined, checks)).toBeUndefined();
    expect(checks).toEqual([]);
  });
});

describe("reconcileStatistics", () => {
  it("shows the file's median as the p50, with the recomputed p50 in its check", () => {
    const metrics = new Map([
      ["median_e2el_ms", { key: "median_e2el_ms", value: 100, source: "stated" as const }],
      ["p50_e2el_ms", computed("p50_e2el_ms", 99)],
      ["p90_e2el_ms", computed("p90_e2el_ms", 150)],
    ]);
    const checks = [check("median_e2el_ms", 100, 99)];
    expect(reconcileStatistics(metrics, checks, [50, 90])).toEqual(["e2el"]);
    expect(metrics.get("p50_e2el_ms")).toEqual({
      key: "p50_e2el_ms",
      value: 100,
      source: "stated",
    });
    expect(checks.at(-1)).toEqual(check("p50_e2el_ms", 100, 99));
    // The median is 1% off: E2EL's unstated p90 is approximate.
    expect(metrics.get("p90_e2el_ms")?.source).toBe("approximate");
  });

  it("leaves a metric whose stated mean and median agree as computed", () => {
    const metrics = new Map([
      ["mean_ttft_ms", computed("mean_ttft_ms", 50)],
      ["p90_ttft_ms", computed("p90_ttft_ms", 80)],
    ]);
    expect(reconcileStatistics(metrics, [check("mean_ttft_ms", 50, 50)], [90])).toEqual([]);
    expect(metrics.get("p90_ttft_ms")?.source).toBe("computed");
  });
});

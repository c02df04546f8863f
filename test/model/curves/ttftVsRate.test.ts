import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ttftVsRate } from "../../../src/model/curves/ttftVsRate.ts";
import { planArbitrary } from "../planArbitrary.ts";
import { workedExample } from "../workedExample.ts";

const points = (plan = workedExample()) => ttftVsRate(plan).series[0]?.points ?? [];

describe("ttftVsRate", () => {
  it("runs from no load to the 12 prefill instances' 120 req/s", () => {
    const swept = points();
    expect(swept[0]).toMatchObject({ x: 0, y: 800 });
    expect(swept.at(-1)?.x).toBeCloseTo(0.99 * 120, 9);
  });

  it("waits half a batch at half load: 800 + 0.5 · 800 / (2 · 0.5) = 1,200 ms at 60 req/s", () => {
    const half = points().find((p) => p.detail.prefillUtilization === 0.5);
    expect(half?.x).toBeCloseTo(60, 9);
    expect(half?.y).toBeCloseTo(1200, 9);
    expect(half?.detail.queueWaitMs).toBeCloseTo(400, 9);
  });

  it("bends at the knee: 4,400 ms at 90% load, and flags the saturated last point", () => {
    const swept = points();
    expect(swept.find((p) => p.detail.prefillUtilization === 0.9)?.y).toBeCloseTo(4400, 9);
    expect(swept.at(-1)?.flags).toContain("saturated");
    expect(swept.filter((p) => p.flags?.includes("saturated"))).toHaveLength(1);
  });

  it("puts the plan at its own rate: the worked example's prefill side is full, so saturated", () => {
    const current = ttftVsRate(workedExample()).current;
    expect(current?.x).toBeCloseTo(120, 9);
    expect(current?.flags).toContain("saturated");
  });

  it("never gives a shorter TTFT for a higher rate", () => {
    fc.assert(
      fc.property(planArbitrary, (plan) => {
        const swept = points(plan);
        for (let i = 1; i < swept.length; i += 1) {
          expect(swept[i]?.x).toBeGreaterThanOrEqual(swept[i - 1]?.x ?? 0);
          expect(swept[i]?.y).toBeGreaterThanOrEqual(swept[i - 1]?.y ?? 0);
        }
      }),
      { numRuns: 200 },
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  maxModelledUtilization,
  md1Wait,
  ttftUnderLoad,
} from "../../../src/model/latency/queueing.ts";

describe("md1Wait", () => {
  it("at half load waits half a service time: 0.5 · 100 / (2 · 0.5) = 50 ms", () => {
    expect(md1Wait(100, 0.5)).toEqual({ waitMs: 50, utilization: 0.5, saturated: false });
  });

  it("at 90% load waits 4.5 service times: 0.9 · 800 / (2 · 0.1) = 3,600 ms", () => {
    expect(md1Wait(800, 0.9).waitMs).toBeCloseTo(3600, 9);
  });

  it("does not wait at no load", () => {
    expect(md1Wait(100, 0).waitMs).toBe(0);
  });

  it("caps an overloaded queue at ρ = 0.99 and flags it: 0.99 · 100 / 0.02 = 4,950 ms", () => {
    const wait = md1Wait(100, 1.5);
    expect(wait.saturated).toBe(true);
    expect(wait.utilization).toBe(maxModelledUtilization);
    expect(wait.waitMs).toBeCloseTo(4950, 9);
  });

  it("treats a load it cannot read (zero capacity: ρ = ∞) as saturated", () => {
    expect(md1Wait(100, Number.POSITIVE_INFINITY).saturated).toBe(true);
    expect(Number.isFinite(md1Wait(100, Number.POSITIVE_INFINITY).waitMs)).toBe(true);
  });

  it("waits longer as the load grows and always returns a finite wait", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 100_000, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        (serviceMs, load, more) => {
          const light = md1Wait(serviceMs, load);
          const heavy = md1Wait(serviceMs, load + more);
          expect(heavy.waitMs).toBeGreaterThanOrEqual(light.waitMs);
          expect(Number.isFinite(heavy.waitMs)).toBe(true);
        },
      ),
    );
  });
});

describe("ttftUnderLoad", () => {
  it("adds wait, t1 and KV transfer: ρ = 8 / 10, W = 0.8 · 800 / 0.4 = 1,600 ms, TTFT = 1,600 + 800 + 5.757 ms", () => {
    const ttft = ttftUnderLoad({
      prefillBatchTimeMs: 800,
      kvTransferMs: 5.757,
      offeredRequestsPerSecond: 8,
      capacityRequestsPerSecond: 10,
    });
    expect(ttft.utilization).toBeCloseTo(0.8, 12);
    expect(ttft.waitMs).toBeCloseTo(1600, 9);
    expect(ttft.ttftMs).toBeCloseTo(2405.757, 9);
    expect(ttft.saturated).toBe(false);
  });

  it("is t1 + transfer with no load", () => {
    const ttft = ttftUnderLoad({
      prefillBatchTimeMs: 800,
      kvTransferMs: 5,
      offeredRequestsPerSecond: 0,
      capacityRequestsPerSecond: 10,
    });
    expect(ttft.ttftMs).toBe(805);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addInService,
  createWarmup,
  hasSettled,
  maxObservations,
  maxWarmupGrowth,
  mserTruncation,
  warmupArrival,
  warmupBlocks,
} from "../../../src/model/simulate/warmup.ts";

const repeat = (value: number, count: number): number[] => Array(count).fill(value);

describe("MSER's truncation point", () => {
  it("drops a lone high first value: [10, 0 × 6] is 85.71 / 49 = 1.75 whole and 0 from d = 1", () => {
    expect(mserTruncation([10, ...repeat(0, 6)])).toBe(1);
  });

  it("keeps a constant series whole", () => {
    expect(mserTruncation(repeat(7, 30))).toBe(0);
  });

  it("truncates a straight climb as late as it may: m consecutive integers give (m² − 1) / 12m, least at m = 5, so d = 15 of 20", () => {
    const climb = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(mserTruncation(climb)).toBe(15);
    expect(hasSettled(climb)).toBe(false);
  });

  it("cuts a step where it is: 10 zeros then 10 ones give d = 10 (settled, half the series), 11 then 9 give d = 11 (not)", () => {
    expect(mserTruncation([...repeat(0, 10), ...repeat(1, 10)])).toBe(10);
    expect(hasSettled([...repeat(0, 10), ...repeat(1, 10)])).toBe(true);
    expect(mserTruncation([...repeat(0, 11), ...repeat(1, 9)])).toBe(11);
    expect(hasSettled([...repeat(0, 11), ...repeat(1, 9)])).toBe(false);
  });

  it("gives no verdict on fewer than warmupBlocks observations, then settles a constant series", () => {
    expect(hasSettled(repeat(3, warmupBlocks - 1))).toBe(false);
    expect(hasSettled(repeat(3, warmupBlocks))).toBe(true);
  });

  it("returns 0 for a series too short to truncate", () => {
    expect(mserTruncation([])).toBe(0);
    expect(mserTruncation([1, 9, 4])).toBe(0);
  });

  it("lies in [0, n − 5] and does not change when the series is doubled and shifted", () => {
    const series = fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { maxLength: 80 });
    fc.assert(
      fc.property(series, fc.integer({ min: -1_000_000, max: 1_000_000 }), (values, shift) => {
        const d = mserTruncation(values);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.max(0, values.length - 5));
        expect(mserTruncation(values.map((value) => 2 * value + shift))).toBe(d);
      }),
    );
  });
});

/** Feeds arrivals one a millisecond with `count(index)` requests in service; returns the warm-up. */
const feed = (warmupRequests: number, requests: number, count: (index: number) => number) => {
  const warmup = createWarmup(warmupRequests, requests);
  let index = 0;
  for (; warmup.open && index < 1_000_000; index += 1) {
    warmupArrival(warmup, index, index, count(index));
    addInService(warmup, count(index), 1);
  }
  return { warmup, arrivals: index };
};

describe("the warm-up's end", () => {
  it("ends at the asked 200 arrivals (blocks of 10) when the count is flat", () => {
    const { warmup } = feed(200, 2000, () => 50);
    expect(warmup).toMatchObject({ endIndex: 200, block: 10, settled: true, open: false });
    expect(warmup.means).toEqual(repeat(50, 20));
  });

  it("goes on a block at a time while the count climbs, and ends once it has been flat for as long as it climbed", () => {
    // Climbs one a millisecond to 1,000, then holds: MSER cuts near block 100 and needs as many after.
    const { warmup } = feed(200, 2000, (index) => Math.min(index, 1000));
    expect(warmup.settled).toBe(true);
    expect(warmup.endIndex).toBeGreaterThanOrEqual(2000);
    expect(warmup.endIndex).toBeLessThanOrEqual(2200);
    expect(warmup.endIndex % warmup.block).toBe(0);
  });

  it("stops unsettled at the asked warm-up plus four times the asked run when the count never settles", () => {
    const { warmup } = feed(200, 2000, (index) => index);
    expect(warmup).toMatchObject({ settled: false, limited: true });
    expect(warmup.endIndex).toBe(200 + maxWarmupGrowth * (200 + 2000));
  });

  it("cuts the asked warm-up into at least 20 whole blocks, rounding up, and asks none for none", () => {
    expect(createWarmup(37, 100)).toMatchObject({ block: 1, endIndex: 37 });
    expect(createWarmup(41, 100)).toMatchObject({ block: 2, endIndex: 42 });
    expect(createWarmup(2000, 100)).toMatchObject({ block: 100, endIndex: 2000 });
    expect(createWarmup(0, 100)).toMatchObject({ endIndex: 0, open: false, settled: true });
  });

  it("ends where it settles, never before 20 observations: 7 asked arrivals of a flat count warm up for 20", () => {
    const { warmup } = feed(7, 100, () => 5);
    expect(warmup).toMatchObject({ endIndex: 20, settled: true, limited: false });
  });

  it("keeps fewer than 400 observations however long it runs, doubling its blocks", () => {
    // 2,000 asked, a count that climbs for ever: the warm-up runs to 2,000 + 4 · 22,000 = 90,000.
    const warmup = createWarmup(2000, 20_000);
    let most = 0;
    for (let index = 0; warmup.open; index += 1) {
      warmupArrival(warmup, index, index, index);
      addInService(warmup, index, 1);
      most = Math.max(most, warmup.means.length);
    }
    expect(most).toBeLessThan(maxObservations);
    expect(warmup.block).toBeGreaterThan(100);
    expect(warmup).toMatchObject({ settled: false, limited: true });
    expect(warmup.endIndex).toBeLessThanOrEqual(90_000);
    expect(warmup.endIndex).toBeGreaterThan(90_000 - warmup.block);
  });

  it("merges neighbours by time: blocks of 10 and 30 ms at counts 1 and 5 become (10 + 150) / 40 = 4", () => {
    const warmup = createWarmup(20_000, 100_000);
    const block = warmup.block;
    // 398 blocks of 1 ms climbing 0, 1, 2, … (never settled), then one of 10 ms at count 1 and
    // one of 30 ms at count 5.
    let nowMs = 0;
    let index = 0;
    const step = (spanMs: number, count: number) => {
      addInService(warmup, count, spanMs);
      nowMs += spanMs;
      index += block;
      warmupArrival(warmup, index, nowMs, count);
    };
    for (let i = 0; i < maxObservations - 2; i += 1) step(1, i);
    step(10, 1);
    step(30, 5);
    expect(warmup.block).toBe(2 * block);
    expect(warmup.means).toHaveLength(maxObservations / 2);
    expect(warmup.means.at(-1)).toBeCloseTo(4, 12);
    expect(warmup.spans.at(-1)).toBe(40);
    expect(warmup.means[0]).toBe(0.5);
    expect(warmup.open).toBe(true);
  });

  it("leaves room for a verdict in the smallest run: one asked request of one measured may warm up for 40", () => {
    expect(createWarmup(1, 1).maxEndIndex).toBe(40);
    const { warmup } = feed(1, 1, () => 2);
    expect(warmup).toMatchObject({ settled: true, limited: false, endIndex: 20 });
  });
});

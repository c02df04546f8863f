import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  departureScv,
  erlangB,
  erlangC,
  multiServerWait,
  peakedLoad,
  peakedness,
} from "../../../src/model/latency/queueing.ts";

describe("Erlang B and C", () => {
  it("gives B(2, 1) = (1/2) / (1 + 1 + 1/2) = 0.2 and C(2, 1) = 0.2 / (1 − 0.5 · 0.8) = 1/3", () => {
    expect(erlangB(2, 1)).toBeCloseTo(0.2, 12);
    expect(erlangC(2, 1)).toBeCloseTo(1 / 3, 12);
  });

  it("reduces to M/M/1: one server at ρ waits with probability ρ", () => {
    expect(erlangC(1, 0.7)).toBeCloseTo(0.7, 12);
  });

  it("waits always at or past saturation, never with no load or no servers offered", () => {
    expect(erlangC(4, 4)).toBe(1);
    expect(erlangC(4, 9)).toBe(1);
    expect(erlangC(4, 0)).toBe(0);
    expect(erlangB(0, 3)).toBe(1);
  });

  it("takes the recursion four steps at a time without losing precision, up to 500 servers", () => {
    const plain = (c: number, a: number) => {
      let inverse = 1;
      for (let k = 1; k <= c; k += 1) inverse = 1 + (k / a) * inverse;
      return Number.isFinite(inverse) ? 1 / inverse : 0;
    };
    // B(3, 2) = (8/6) / (1 + 2 + 2 + 8/6) = 4/19; B(5, 2): the block of four and one single step.
    expect(erlangB(3, 2)).toBeCloseTo(4 / 19, 14);
    expect(erlangB(5, 2)).toBeCloseTo(4 / 15 / (1 + 2 + 2 + 4 / 3 + 2 / 3 + 4 / 15), 14);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.double({ min: 1e-3, max: 2, noNaN: true }),
        (c, share) => {
          const a = share * c;
          const exact = plain(c, a);
          if (exact === 0) expect(erlangB(c, a)).toBeLessThan(1e-300);
          else expect(Math.abs(erlangB(c, a) / exact - 1)).toBeLessThan(1e-12);
        },
      ),
    );
  });

  it("matches the plain recursion past 500 servers, where it switches to the Poisson ratio", () => {
    const plain = (c: number, a: number) => {
      let inverse = 1;
      for (let k = 1; k <= c; k += 1) inverse = 1 + (k / a) * inverse;
      return 1 / inverse;
    };
    for (const [c, a] of [
      [501, 450],
      [1000, 950],
      [4864, 4700],
      [100_000, 99_500],
    ] as const) {
      expect(erlangB(c, a) / plain(c, a)).toBeCloseTo(1, 4);
    }
  });

  it("stays a probability that grows with the load, for any server count up to ten million", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (c, share, more) => {
          const light = erlangC(c, share * c);
          const heavy = erlangC(c, Math.min(1, share + more * (1 - share)) * c);
          expect(light).toBeGreaterThanOrEqual(0);
          expect(heavy).toBeLessThanOrEqual(1);
          expect(heavy).toBeGreaterThanOrEqual(light - 1e-12);
        },
      ),
    );
  });
});

describe("multiServerWait", () => {
  it("is M/M/1's ρ / (μ − λ) for one exponential server: 0.5 / (0.01 − 0.005) = 100 ms", () => {
    const wait = multiServerWait({
      servers: 1,
      offeredErlangs: 0.5,
      drainPerMs: 0.01,
      arrivalsPerMs: 0.005,
      arrivalScv: 1,
      serviceScv: 1,
    });
    expect(wait.probability * wait.conditionalMs).toBeCloseTo(100, 9);
  });

  it("is M/D/1's Pollaczek–Khinchine wait for a fixed service: ρS / (2(1 − ρ)) = 0.9 · 800 / 0.2 = 3,600 ms", () => {
    const wait = multiServerWait({
      servers: 1,
      offeredErlangs: 0.9,
      drainPerMs: 1 / 800,
      arrivalsPerMs: 0.9 / 800,
      arrivalScv: 1,
      serviceScv: 0,
    });
    expect(wait.probability * wait.conditionalMs).toBeCloseTo(3600, 9);
  });

  it("is M/M/c's C / (cμ − λ) for two servers at a = 1: (1/3) / (0.2 − 0.1) = 3.33 ms", () => {
    const wait = multiServerWait({
      servers: 2,
      offeredErlangs: 1,
      drainPerMs: 0.2,
      arrivalsPerMs: 0.1,
      arrivalScv: 1,
      serviceScv: 1,
    });
    expect(wait.probability).toBeCloseTo(1 / 3, 12);
    expect(wait.conditionalMs).toBeCloseTo(10, 12);
  });

  it("adds, for a pooled queue of instances, half of one instance's drain time over the pool's", () => {
    // Two instances of one fixed-time server: (1 + 0) / 2 · (1 / 0.1 − 1 / 0.2) = 2.5 ms more.
    const queue = {
      servers: 2,
      offeredErlangs: 1,
      drainPerMs: 0.2,
      arrivalsPerMs: 0.1,
      arrivalScv: 1,
      serviceScv: 0,
    };
    const pooled = multiServerWait(queue);
    const joined = multiServerWait({ ...queue, instanceDrainPerMs: 0.1 });
    expect(joined.conditionalMs - pooled.conditionalMs).toBeCloseTo(2.5, 12);
  });

  it("never waits when arrivals and service are both perfectly regular", () => {
    const wait = multiServerWait({
      servers: 8,
      offeredErlangs: 7,
      drainPerMs: 0.01,
      arrivalsPerMs: 0.00875,
      arrivalScv: 0,
      serviceScv: 0,
    });
    expect(wait.probability * wait.conditionalMs).toBe(0);
  });

  it("stays finite past saturation", () => {
    const wait = multiServerWait({
      servers: 4,
      offeredErlangs: 40,
      drainPerMs: 0.01,
      arrivalsPerMs: 0.1,
      arrivalScv: 4,
      serviceScv: 1,
    });
    // Read at 99% of the drain: 0.1 is capped to 0.0099 per ms, so the wait given one is finite.
    expect(Number.isFinite(wait.conditionalMs)).toBe(true);
    expect(wait.probability).toBeGreaterThan(0.9);
  });
});

describe("peakedness and departures", () => {
  it("is 1 for Poisson arrivals whatever the service, and ca² for a fixed service", () => {
    expect(peakedness({ arrivalScv: 1, serviceScv: 0 })).toBe(1);
    expect(peakedness({ arrivalScv: 1, serviceScv: 3 })).toBe(1);
    expect(peakedness({ arrivalScv: 4, serviceScv: 0 })).toBe(4);
    // Exponential service halves the excess: 1 + (4 − 1) / 2 = 2.5.
    expect(peakedness({ arrivalScv: 4, serviceScv: 1 })).toBe(2.5);
  });

  it("keeps the load when z = 1 and matches the headroom over √z otherwise", () => {
    expect(peakedLoad(100, 90, 1)).toBe(90);
    const load = peakedLoad(100, 90, 4);
    // (100 − 90) / √(90 · 4) = 0.527 must equal (100 − a') / √a'.
    expect((100 - load) / Math.sqrt(load)).toBeCloseTo(10 / Math.sqrt(360), 9);
  });

  it("passes the arrivals through with no load and the service at full load on one server", () => {
    expect(departureScv(0, 8, 4, 0)).toBe(4);
    expect(departureScv(1, 1, 4, 0.25)).toBeCloseTo(0.25, 12);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { overlappedMs } from "../../../src/model/latency/roofline.ts";

describe("overlappedMs: compute and memory time run as one kernel", () => {
  it("takes the p-norm: 3 ms and 4 ms at p = 1.5 give (3^1.5 + 4^1.5)^(2/3) = 5.5843 ms", () => {
    // 3^1.5 = 5.196152, 4^1.5 = 8; 13.196152^(2/3) = 5.584250.
    expect(overlappedMs(3, 4, 1.5)).toBeCloseTo(5.584_25, 6);
  });

  it("is the sum at p = 1, the larger as p grows, and the larger itself at an infinite p", () => {
    expect(overlappedMs(3, 4, 1)).toBeCloseTo(7, 12);
    expect(overlappedMs(3, 4, 100)).toBeCloseTo(4, 9);
    expect(overlappedMs(3, 4, Number.POSITIVE_INFINITY)).toBe(4);
    expect(overlappedMs(0, 0, 1.5)).toBe(0);
    expect(overlappedMs(0, 2, 1.5)).toBe(2);
  });

  it("lies between the larger and the sum, and shrinks as p grows", () => {
    const ms = fc.double({ min: 0, max: 1e9, noNaN: true });
    const exponent = fc.double({ min: 1, max: 100, noNaN: true });
    fc.assert(
      fc.property(ms, ms, exponent, exponent, (c, m, p, q) => {
        const at = overlappedMs(c, m, Math.min(p, q));
        const tolerance = 1e-9 * (c + m);
        return (
          at >= Math.max(c, m) - tolerance &&
          at <= c + m + tolerance &&
          overlappedMs(c, m, Math.max(p, q)) <= at + tolerance
        );
      }),
    );
  });
});

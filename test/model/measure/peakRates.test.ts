import { describe, expect, it } from "vitest";
import { peakRates } from "../../../src/model/measure/peakRates.ts";
import type { RequestDetail } from "../../../src/model/measure/run.ts";

// Two requests by hand, t0 = 10 s: r1 starts at 10.0, first chunk at 10.5, then 11.1 and 11.8
// (ends 11.8); r2 starts at 10.9, chunks at 11.1 and 11.15 (ends 11.15); r3 failed. Bins:
// ⌈11.8 − 10⌉ + 1 = 3. Chunks: bin 0 holds 10.5, bin 1 holds 11.1, 11.8, 11.1, 11.15 → 4.
// Concurrency: r1 spans bins 0–1, r2 bins ⌊0.9⌋ = 0 to ⌊1.15⌋ = 1 → 2.
const detail: RequestDetail = {
  inputLens: [10, 10, 10],
  outputLens: [3, 2, 0],
  ttftsS: [0.5, 0.2, 0],
  itlsS: [[0.6, 0.7], [0.05], []],
  errors: ["", "", "timeout"],
  startTimesS: [10, 10.9, 10.2],
};

describe("peakRates", () => {
  it("counts chunks in the busiest second and requests in flight, as vLLM bins them", () => {
    expect(peakRates(detail)).toEqual({
      maxOutputTokensPerS: 4,
      maxConcurrentRequests: 2,
      latencyExact: false,
    });
  });

  it("spans each request to its own latency where the file saves it", () => {
    // r2 now ends at 10.9 + 1.5 = 12.4: bins ⌈2.4⌉ + 1 = 4; r1 spans 0–1, r2 0–2; the peak stays 2,
    // and a third request from 12.1 to 12.2 (bin 2) meets r2 alone there: still 2.
    const longer: RequestDetail = {
      ...detail,
      inputLens: [10, 10, 10],
      outputLens: [3, 2, 1],
      ttftsS: [0.5, 0.2, 0.05],
      itlsS: [[0.6, 0.7], [0.05], []],
      errors: ["", "", ""],
      startTimesS: [10, 10.9, 12.1],
      latenciesS: [1.8, 1.5, 0.1],
    };
    expect(peakRates(longer)).toEqual({
      maxOutputTokensPerS: 4,
      maxConcurrentRequests: 2,
      latencyExact: true,
    });
  });

  it("gives nothing without start times or successful requests", () => {
    const { startTimesS: _, ...withoutStarts } = detail;
    expect(peakRates(withoutStarts)).toBeUndefined();
    expect(peakRates({ ...detail, errors: ["a", "b", "c"] })).toBeUndefined();
  });

  it("refuses a span of more than a million seconds rather than allocating it", () => {
    expect(peakRates({ ...detail, startTimesS: [0, 2e6, 0] })).toBeUndefined();
  });
});

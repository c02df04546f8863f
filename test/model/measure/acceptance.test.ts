import { describe, expect, it } from "vitest";
import { acceptanceOf, acceptanceRateOf } from "../../../src/model/measure/acceptance.ts";
import type { MeasuredRun, SpecDecodeCounts } from "../../../src/model/measure/run.ts";

const runWith = (specDecode?: SpecDecodeCounts, statedAcceptanceLength?: number): MeasuredRun => ({
  format: "prometheus",
  line: 1,
  meta: { extra: {} },
  stated: {},
  ...(specDecode === undefined ? {} : { specDecode }),
  ...(statedAcceptanceLength === undefined ? {} : { statedAcceptanceLength }),
  notes: [],
});

describe("acceptanceOf and acceptanceRateOf", () => {
  it("takes length, rate and per-position rates from V1 counts", () => {
    // 1 + 300 / 200 = 2.5; 300 / 600 = 0.5; per position 180 / 200, 120 / 200.
    const run = runWith({
      numDrafts: 200,
      draftTokens: 600,
      acceptedTokens: 300,
      acceptedPerPosition: [180, 120],
    });
    expect(acceptanceOf(run)).toEqual({
      meanLength: 2.5,
      rate: 0.5,
      perPosition: [0.9, 0.6],
      source: "counts",
    });
    expect(acceptanceRateOf(run)).toBe(0.5);
  });

  it("gives V0 counts without a draft count a rate but no length", () => {
    // 300 accepted of 400 drafted: 0.75; the length needs the number of drafts.
    const run = runWith({ draftTokens: 400, acceptedTokens: 300 });
    expect(acceptanceRateOf(run)).toBe(0.75);
    expect(acceptanceOf(run)).toBeNull();
  });

  it("falls back to a stated length when the counts have no drafts", () => {
    const run = runWith({ draftTokens: 400, acceptedTokens: 300 }, 3.5);
    expect(acceptanceOf(run)).toEqual({ meanLength: 3.5, source: "stated" });
  });

  it("has no rate without drafted tokens", () => {
    expect(acceptanceRateOf(runWith({ draftTokens: 0, acceptedTokens: 0 }))).toBeUndefined();
    expect(acceptanceRateOf(runWith())).toBeUndefined();
  });
});

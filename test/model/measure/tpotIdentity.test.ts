import { describe, expect, it } from "vitest";
import { tpotIdentity } from "../../../src/model/measure/tpotIdentity.ts";

describe("tpotIdentity", () => {
  it("finds no cause when ITL / α matches the mean TPOT within 2%", () => {
    // 20 / 2 = 10 ms against 10.1 ms: −0.99%.
    const identity = tpotIdentity({ meanItlMs: 20, meanTpotMs: 10.1, acceptanceLength: 2 });
    expect(identity?.gap).toBeCloseTo(10 / 10.1 - 1, 12);
    expect(identity?.causes).toEqual([]);
  });

  it("says the cause is undetermined for a gap over 2% without per-request data", () => {
    // 30 / 2.5 = 12 ms against a mean TPOT of 15 ms: −20%.
    const identity = tpotIdentity({ meanItlMs: 30, meanTpotMs: 15, acceptanceLength: 2.5 });
    expect(identity?.gap).toBeCloseTo(-0.2, 12);
    expect(identity?.causes).toEqual(["undetermined"]);
  });

  it("names the evidence instead when tokens per chunk explain the gap", () => {
    // Chunks carry 2 tokens, 20% fewer than α = 2.5.
    const identity = tpotIdentity({
      meanItlMs: 30,
      meanTpotMs: 16,
      acceptanceLength: 2.5,
      tokenWeightedTpotMs: 15,
      tokensPerChunk: 2,
    });
    expect(identity?.causes).toEqual(["chunksBelowAcceptance", "requestWeighting"]);
  });

  it("treats a gap of exactly 2% as agreement", () => {
    // 10.2 / 1 against 10: +2%.
    const identity = tpotIdentity({ meanItlMs: 10.2, meanTpotMs: 10, acceptanceLength: undefined });
    expect(identity?.acceptanceAssumed).toBe(true);
    expect(identity?.causes).toEqual([]);
  });
});

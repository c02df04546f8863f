import { describe, expect, it } from "vitest";
import { modelPresets } from "../../../src/data/models.ts";
import { kvBytesPerToken } from "../../../src/model/latency/kvCache.ts";
import { kvTransferMs } from "../../../src/model/latency/kvTransfer.ts";

describe("kvTransferMs", () => {
  const v3PerToken = kvBytesPerToken(modelPresets["deepseek-v3"], 2);

  it("§3.6: a 4K DeepSeek-V3 prompt moves 4,096 · 70,272 = 287,834,112 B, 5.757 ms over one 50 GB/s NIC (~5.8 ms)", () => {
    expect(kvTransferMs(4096, v3PerToken, 50e9, 1)).toBeCloseTo(5.756_682, 6);
  });

  it("derates the link: at 80% the same prompt takes 5.757 / 0.8 = 7.196 ms", () => {
    expect(kvTransferMs(4096, v3PerToken, 50e9, 0.8)).toBeCloseTo(7.195_853, 6);
  });

  it("spreads over the sender's NICs: eight 50 GB/s NICs take an eighth, 7.196 / 8 = 0.8995 ms", () => {
    expect(kvTransferMs(4096, v3PerToken, 8 * 50e9, 0.8)).toBeCloseTo(0.899_482, 6);
  });

  it("moves nothing for an empty prompt", () => {
    expect(kvTransferMs(0, v3PerToken, 50e9, 0.8)).toBe(0);
  });
});

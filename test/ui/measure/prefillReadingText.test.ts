import { describe, expect, it } from "vitest";
import type { PrefillReading } from "../../../src/model/measure/prefillFromTtft.ts";
import { prefillReadingText } from "../../../src/ui/measure/prefillReadingText.ts";
import { measureTexts } from "../../../src/ui/measure/text.ts";

const reading: PrefillReading = {
  arrivalsPerSecond: 2.5,
  inPrefill: 0.1365,
  runBatch: 1,
  planBatch: 8,
  utilization: 0.127,
  waitMs: 3.7,
  kvTransferMs: 0,
  runPrefillMs: 50.9,
  batchScale: 6,
  batchTimeMs: 305.4,
  scaledBy: "profile",
  sourceAtRunMs: 50,
};

describe("prefillReadingText", () => {
  it("walks from the run's TTFT to t1: the batch, the wait, then the profile's scale", () => {
    expect(prefillReadingText(reading, 54.6, measureTexts.en)).toBe(
      "TTFT 54.60 ms at 2.50 req/s per prefill instance: about 0.14 requests in prefill at once (Little's law), so batches of 1. The queueing wait with the prefill slots 12.70% busy is 3.70 ms and the KV transfer 0.00 ms, leaving 50.90 ms of prefill at batch 1. The measured profile says batch 8 takes 6.00 times as long as batch 1: t1 = 50.90 ms × 6.00 = 305.40 ms.",
    );
  });

  it("says the batch is the plan's when no scale was needed, in Chinese without a space", () => {
    const same = {
      ...reading,
      planBatch: 1,
      batchScale: 1,
      batchTimeMs: 50.9,
      scaledBy: "constant" as const,
    };
    const text = prefillReadingText(same, 54.6, measureTexts.zh);
    expect(text).toMatch(
      /剩下批大小 1 时的 prefill 时间 50\.90 毫秒。这正是方案的批大小 1：t1 = 50\.90 毫秒。$/,
    );
  });
});

import { describe, expect, it } from "vitest";
import type { SloVerdict } from "../../../src/io/launch/sloVerdict.ts";
import { verdictWords } from "../../../src/ui/deploy/verdictWords.ts";
import { verifyTexts } from "../../../src/ui/deploy/verifyText.ts";

const holds: SloVerdict = {
  kind: "holds",
  outcomes: [
    {
      metric: "ttft",
      statistic: "p90",
      targetMs: 1500,
      valueMs: 1210.456,
      interval: null,
      met: true,
    },
  ],
  attainment: 0.9925,
  target: 0.99,
};

describe("verdictWords", () => {
  it("says TTFT should hold where every SLO held, with the values, in English", () => {
    expect(verdictWords(holds, "12.5", verifyTexts.en)).toBe(
      "Simulated at 12.5 req/s: every SLO holds, so TTFT should hold (P90 TTFT 1,210.46 ms ≤ 1,500.00 ms; 99.25% of requests meet every SLO, target 99.00%).",
    );
  });

  it("says it in Chinese", () => {
    expect(verdictWords(holds, "12.5", verifyTexts.zh)).toBe(
      "模拟 12.5 请求/秒：所有 SLO 均达标，TTFT 应能保持（TTFT P90 1,210.46 毫秒 ≤ 1,500.00 毫秒；99.25% 的请求满足全部 SLO，目标 99.00%）。",
    );
  });

  it("never says should hold where an SLO is missed or the queue grows", () => {
    const misses: SloVerdict = {
      ...holds,
      kind: "misses",
      missed: [],
      outcomes: [
        {
          metric: "tpot",
          statistic: "mean",
          targetMs: 40,
          valueMs: 41,
          interval: null,
          met: false,
        },
      ],
    };
    const unstable: SloVerdict = { kind: "unstable", growthPerSecond: 2.5 };
    for (const verdict of [misses, unstable]) {
      expect(verdictWords(verdict, "15", verifyTexts.en)).not.toContain("should hold");
      expect(verdictWords(verdict, "15", verifyTexts.zh)).not.toContain("应能保持");
    }
    expect(verdictWords(misses, "15", verifyTexts.en)).toContain("mean TPOT 41.00 ms > 40.00 ms");
    expect(verdictWords(unstable, "15", verifyTexts.zh)).toBe(
      "模拟 15 请求/秒：队列无限增长（每秒 2.50 个请求），TTFT 无法保持。",
    );
  });

  it("says a finite run whose queue grew meets the SLOs only because it ends, never that they hold", () => {
    const grows: SloVerdict = {
      ...holds,
      kind: "grows",
      growthPerSecond: 3.254,
      missed: [],
      attained: true,
    };
    expect(verdictWords(grows, "15", verifyTexts.en)).toBe(
      "Simulated at 15 req/s: this run meets every SLO only because it ends (P90 TTFT 1,210.46 ms ≤ 1,500.00 ms; 99.25% of requests meet every SLO, target 99.00%); its queue grows by 3.25 requests a second, so sustained traffic at this rate would miss them.",
    );
    expect(verdictWords(grows, "15", verifyTexts.zh)).toBe(
      "模拟 15 请求/秒：本次运行达标只是因为它会结束（TTFT P90 1,210.46 毫秒 ≤ 1,500.00 毫秒；99.25% 的请求满足全部 SLO，目标 99.00%）；其队列每秒增长 3.25 个请求，持续以此速率压测将无法达标。",
    );
    const short: SloVerdict = { ...grows, attained: false };
    for (const verdict of [grows, short]) {
      expect(verdictWords(verdict, "15", verifyTexts.en)).not.toContain("should hold");
      expect(verdictWords(verdict, "15", verifyTexts.zh)).not.toContain("应能保持");
    }
    expect(verdictWords(short, "15", verifyTexts.en)).toContain("the SLOs do not hold");
    expect(verdictWords(short, "15", verifyTexts.zh)).toContain("运行越长结果越差");
  });
});

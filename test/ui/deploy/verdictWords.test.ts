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

  it("says a finite run past capacity meets the SLOs only because it ends, never that they hold", () => {
    const grows: SloVerdict = {
      ...holds,
      kind: "grows",
      growthPerSecond: 3.254,
      pastCapacity: true,
      missed: [],
      attained: true,
    };
    expect(verdictWords(grows, "15", verifyTexts.en)).toBe(
      "Simulated at 15 req/s: this run meets every SLO only because it ends (P90 TTFT 1,210.46 ms ≤ 1,500.00 ms; 99.25% of requests meet every SLO, target 99.00%); the rate is past the plan's capacity and the queue grows by 3.25 requests a second, so under sustained traffic TTFT and E2EL would grow without bound.",
    );
    expect(verdictWords(grows, "15", verifyTexts.zh)).toBe(
      "模拟 15 请求/秒：本次运行仅因时长有限才满足所有 SLO（TTFT P90 1,210.46 毫秒 ≤ 1,500.00 毫秒；99.25% 的请求满足全部 SLO，目标 99.00%）；该速率超出方案容量，队列每秒增长 3.25 个请求，以此速率持续承载流量时 TTFT 和 E2EL 将无限增长。",
    );
    const short: SloVerdict = { ...grows, attained: false };
    expect(verdictWords(short, "15", verifyTexts.en)).toContain(
      "the SLOs do not hold (P90 TTFT 1,210.46 ms ≤ 1,500.00 ms; 99.25% of requests meet every SLO, target 99.00%); the rate is past the plan's capacity",
    );
    expect(verdictWords(short, "15", verifyTexts.zh)).toContain("运行越久 TTFT 和 E2EL 越长");
  });

  it("says a short run below capacity whose queue grew only that a longer run may read worse", () => {
    const grew: SloVerdict = {
      ...holds,
      kind: "grows",
      growthPerSecond: 3.254,
      pastCapacity: false,
      missed: [],
      attained: true,
    };
    expect(verdictWords(grew, "15", verifyTexts.en)).toBe(
      "Simulated at 15 req/s: every SLO is met over this run (P90 TTFT 1,210.46 ms ≤ 1,500.00 ms; 99.25% of requests meet every SLO, target 99.00%), but its queue grew by 3.25 requests a second, so a longer run may read worse.",
    );
    expect(verdictWords(grew, "15", verifyTexts.zh)).toBe(
      "模拟 15 请求/秒：本次运行满足所有 SLO（TTFT P90 1,210.46 毫秒 ≤ 1,500.00 毫秒；99.25% 的请求满足全部 SLO，目标 99.00%），但队列每秒增长了 3.25 个请求，更长的运行结果可能更差。",
    );
    expect(verdictWords({ ...grew, attained: false }, "15", verifyTexts.zh)).toContain(
      "SLO 未能全部达标",
    );
  });

  it("never says should hold, nor that the queue is bounded, where the queue grows", () => {
    for (const pastCapacity of [true, false]) {
      for (const attained of [true, false]) {
        const verdict: SloVerdict = {
          ...holds,
          kind: "grows",
          growthPerSecond: 1,
          pastCapacity,
          missed: [],
          attained,
        };
        for (const language of ["en", "zh"] as const) {
          const words = verdictWords(verdict, "15", verifyTexts[language]);
          expect(words).not.toContain(language === "en" ? "should hold" : "应能保持");
          expect(words).not.toContain(language === "en" ? "bounded" : "有界");
        }
      }
    }
  });
});

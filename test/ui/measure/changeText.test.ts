import { describe, expect, it } from "vitest";
import { en } from "../../../src/text/en.ts";
import { zh } from "../../../src/text/zh.ts";
import { changeText, gapText } from "../../../src/ui/measure/changeText.ts";
import { measureTexts } from "../../../src/ui/measure/text.ts";

describe("changeText for the prefill's source and profile", () => {
  it("names the sources in words in both languages", () => {
    const change = { field: "latency.prefill.source" as const, from: "roofline", to: "profile" };
    expect(changeText(change, measureTexts.en, en)).toBe(
      "Prefill time from: roofline estimate → measured profile",
    );
    expect(changeText(change, measureTexts.zh, zh)).toBe(
      "Prefill 时间来源：Roofline 估算 → 实测延迟曲线",
    );
  });

  it("says why a measured ITL is not taken where decode's time scales with the batch", () => {
    const gap = { code: "itlNotEntered" as const, source: "roofline" as const };
    expect(gapText(gap, measureTexts.en, en)).toBe(
      "ITL is not taken: decode's step time comes from the roofline estimate, which follows the batch; an entered ITL would go unused. Fit the roofline to these runs, or build a measured profile, below.",
    );
    expect(gapText({ ...gap, source: "profile" }, measureTexts.zh, zh)).toBe(
      "未采用 ITL：Decode 每步耗时来自实测延迟曲线，会随批大小变化；填写的 ITL 不会被使用。请用下方的“用这些运行校准 roofline”或“实测延迟曲线”。",
    );
  });

  it("gives the profile's time at the plan's batch, before and after", () => {
    const change = { field: "latency.prefill.profile" as const, from: 300, to: 327.6 };
    expect(changeText(change, measureTexts.en, en)).toBe(
      "Prefill profile at the plan's batch: 300.00 ms → 327.60 ms",
    );
    expect(changeText({ ...change, from: undefined }, measureTexts.zh, zh)).toBe(
      "Prefill 延迟曲线（方案批大小下）：未设置 → 327.60 毫秒",
    );
  });
});

describe("gapText for a refused TTFT", () => {
  it("says why and what to do when the run's batch is not the plan's", () => {
    const gap = {
      code: "prefillRefused" as const,
      refusal: { code: "batchScaleUnknown" as const, runBatch: 1, planBatch: 8 },
    };
    expect(gapText(gap, measureTexts.en, en)).toBe(
      "TTFT is not taken: this run's prefill ran batches of about 1, the plan's batch is 8, and an entered t1 says nothing of how prefill time grows with batch. Set the prefill batch to 1, take a run whose prefill batch is 8, or give prefill a measured profile or a roofline.",
    );
    expect(gapText(gap, measureTexts.zh, zh)).toMatch(
      /^未采用 TTFT：这次运行的 prefill 批大小约为 1，方案的批大小为 8/,
    );
  });

  it("words a burst and a run without its load", () => {
    const burst = { code: "prefillRefused" as const, refusal: { code: "burst" as const } };
    const unknown = { code: "prefillRefused" as const, refusal: { code: "loadUnknown" as const } };
    expect(gapText(burst, measureTexts.en, en)).toMatch(/every request at once/);
    expect(gapText(unknown, measureTexts.zh, zh)).toMatch(/没有给出请求吞吐或平均 TTFT/);
  });
});

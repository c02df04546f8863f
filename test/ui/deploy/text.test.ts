import { describe, expect, it } from "vitest";
import { expectedKeys } from "../../../src/io/launch/expectedMetrics.ts";
import { metricLabel } from "../../../src/text/index.ts";
import { deployTexts } from "../../../src/ui/deploy/text.ts";
import { verifyTexts } from "../../../src/ui/deploy/verifyText.ts";
import { measureTexts } from "../../../src/ui/measure/text.ts";
import { printTexts } from "../../../src/ui/print/text.ts";

const keysOf = (value: unknown, prefix = ""): string[] =>
  typeof value === "object" && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keysOf(child, `${prefix}${key}.`))
    : [prefix];

describe("deploy and print strings", () => {
  it("Chinese mirrors English key for key in the deploy view", () => {
    expect(keysOf(deployTexts.zh)).toEqual(keysOf(deployTexts.en));
  });

  it("Chinese mirrors English key for key in the printed report", () => {
    expect(keysOf(printTexts.zh)).toEqual(keysOf(printTexts.en));
  });

  it("Chinese mirrors English key for key in the verification runs", () => {
    expect(keysOf(verifyTexts.zh)).toEqual(keysOf(verifyTexts.en));
  });

  it("names every metric the plan predicts in both languages, none by its bare key", () => {
    for (const text of Object.values(measureTexts)) {
      for (const key of expectedKeys.filter((k) => k !== "slo_attainment")) {
        expect(metricLabel(key, text), key).not.toBe(key);
      }
    }
    expect(metricLabel("p90_ttft_ms", measureTexts.en)).toBe("P90 TTFT (ms)");
    expect(metricLabel("p90_ttft_ms", measureTexts.zh)).toBe("P90 TTFT（毫秒）");
    expect(verifyTexts.zh.attainmentLabel).toBe("满足全部 SLO 的请求占比");
  });
});

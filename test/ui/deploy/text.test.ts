import { describe, expect, it } from "vitest";
import { deployTexts } from "../../../src/ui/deploy/text.ts";
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

  it("names every metric the plan predicts in both languages", () => {
    const predicted = [
      "mean_ttft_ms",
      "mean_tpot_ms",
      "mean_itl_ms",
      "mean_e2el_ms",
      "request_throughput",
      "output_throughput",
      "total_token_throughput",
      "request_goodput",
    ];
    for (const text of Object.values(deployTexts)) {
      expect(Object.keys(text.verify.metrics)).toEqual(predicted);
    }
  });
});

import { describe, expect, it } from "vitest";
import { parsePercentiles } from "../../../src/ui/measure/parsePercentiles.ts";

describe("parsePercentiles", () => {
  it("reads comma-separated percentiles, sorted and without repeats", () => {
    expect(parsePercentiles(" 99, 50,90 ,99.9, 50")).toEqual({
      ok: true,
      values: [50, 90, 99, 99.9],
    });
  });

  it("accepts spaces and the full-width comma as separators", () => {
    expect(parsePercentiles("90 99，50")).toEqual({ ok: true, values: [50, 90, 99] });
  });

  it("accepts the ends of the range", () => {
    expect(parsePercentiles("0, 100")).toEqual({ ok: true, values: [0, 100] });
  });

  it("names the first item that is not a number", () => {
    expect(parsePercentiles("50, p90, x")).toEqual({ ok: false, error: "notNumber", item: "p90" });
  });

  it("names an item outside 0–100", () => {
    expect(parsePercentiles("50, 150")).toEqual({ ok: false, error: "range", item: "150" });
    expect(parsePercentiles("-1")).toEqual({ ok: false, error: "range", item: "-1" });
  });

  it("says an empty field is empty", () => {
    expect(parsePercentiles(" , ")).toEqual({ ok: false, error: "empty", item: "" });
  });
});

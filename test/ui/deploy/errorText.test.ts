import { describe, expect, it } from "vitest";
import { errorText } from "../../../src/ui/deploy/errorText.ts";

describe("errorText", () => {
  it("signs the error and keeps one decimal", () => {
    expect(errorText(10)).toBe("+10%");
    expect(errorText(3.249)).toBe("+3.2%");
    expect(errorText(-12.46)).toBe("−12.5%");
  });

  it("says 0% for an error that rounds to nothing, of either sign", () => {
    expect(errorText(0.04)).toBe("0%");
    expect(errorText(-0.04)).toBe("0%");
  });

  it("groups thousands in a large error", () => {
    expect(errorText(1234.5)).toBe("+1,234.5%");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { percentToShare, shareToPercent, shownNumber } from "../../../src/ui/form/percentShare.ts";

describe("shares typed as percentages", () => {
  it("shows 0.99 as 99 and 0.57 as 57, without binary noise", () => {
    expect(shareToPercent(0.99)).toBe(99);
    expect(shareToPercent(0.57)).toBe(57);
    expect(percentToShare(99.9)).toBe(0.999);
  });

  it("keeps an empty field empty (NaN both ways)", () => {
    expect(shareToPercent(Number.NaN)).toBeNaN();
    expect(percentToShare(Number.NaN)).toBeNaN();
  });

  it("gives back the share typed, for any percentage with up to four decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (tenThousandths) => {
        const percent = tenThousandths / 10_000;
        expect(shareToPercent(percentToShare(percent))).toBe(percent);
      }),
    );
  });

  it("shows only the attainment as a percentage", () => {
    expect(shownNumber("slo.attainment", 0.9)).toBe(90);
    expect(shownNumber("slo.ttftMs", 0.9)).toBe(0.9);
  });
});

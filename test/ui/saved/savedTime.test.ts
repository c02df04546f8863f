import { describe, expect, it } from "vitest";
import { savedTimeText } from "../../../src/ui/saved/savedTime.ts";

const savedAt = "2026-11-29T08:05:00.000Z";

describe("savedTimeText", () => {
  it("uses the browser's own tag for the app's language", () => {
    const british = savedTimeText(savedAt, "en", ["en-GB", "zh-CN"]);
    expect(british).toMatch(/^29 Nov 2026/);
  });

  it("falls back to the language's default locale when the browser lists no such tag", () => {
    expect(savedTimeText(savedAt, "zh", ["en-US"])).toMatch(/^2026年11月29日/);
    expect(savedTimeText(savedAt, "en", ["zh-CN"])).toMatch(/^Nov 29, 2026/);
  });

  it("shows an unreadable time as stored instead of throwing", () => {
    expect(savedTimeText("yesterday", "en", [])).toBe("yesterday");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  maxProfilePoints,
  parseProfileText,
  unsortedProfileRows,
} from "../../src/io/profileText.ts";
import { buildProfile } from "../../src/model/latency/profile.ts";

describe("pasted profile text", () => {
  it("reads comma-separated lines", () => {
    expect(parseProfileText("1,20\n8,35.5\n")).toEqual({
      ok: true,
      points: [
        { batch: 1, timeMs: 20 },
        { batch: 8, timeMs: 35.5 },
      ],
    });
  });

  it("reads tab-separated cells copied from a spreadsheet, with Windows line ends", () => {
    expect(parseProfileText("16\t40\r\n32\t52\r\n")).toEqual({
      ok: true,
      points: [
        { batch: 16, timeMs: 40 },
        { batch: 32, timeMs: 52 },
      ],
    });
  });

  it("accepts semicolons, spaces around separators and space-separated pairs", () => {
    const parsed = parseProfileText("1; 10\n2 , 12\n4   15");
    expect(parsed.ok && parsed.points.map((point) => point.batch)).toEqual([1, 2, 4]);
  });

  it("skips a header line, blank lines and # comments", () => {
    const parsed = parseProfileText("batch,time_ms\n\n# measured on H800\n64,48\n");
    expect(parsed).toEqual({ ok: true, points: [{ batch: 64, timeMs: 48 }] });
  });

  it("sorts the points by batch", () => {
    const parsed = parseProfileText("64,48\n8,30\n16,33");
    expect(parsed.ok && parsed.points.map((point) => point.batch)).toEqual([8, 16, 64]);
  });

  it("names the line of each problem", () => {
    const parsed = parseProfileText("1,10\n2\nx,5\n4,-3\n1,11");
    expect(parsed).toEqual({
      ok: false,
      problems: [
        { kind: "columns", line: 2, found: 1 },
        { kind: "notNumber", line: 3, column: "batch", text: "x" },
        { kind: "notPositive", line: 4, column: "timeMs", value: -3 },
        { kind: "duplicate", line: 5, batch: 1, firstLine: 1 },
      ],
    });
  });

  it("treats a header-like line after the first as a problem, not a header", () => {
    const parsed = parseProfileText("1,10\nbatch,time");
    expect(!parsed.ok && parsed.problems[0]).toMatchObject({ kind: "notNumber", line: 2 });
  });

  it("says when there is nothing to read", () => {
    expect(parseProfileText("  \n# nothing\n")).toEqual({
      ok: false,
      problems: [{ kind: "empty", line: 0 }],
    });
  });

  it("refuses more points than a plan holds, at the first line too many", () => {
    const text = Array.from({ length: maxProfilePoints + 2 }, (_, i) => `${i + 1},${i + 10}`).join(
      "\n",
    );
    const parsed = parseProfileText(text);
    expect(!parsed.ok && parsed.problems).toEqual([
      { kind: "tooMany", line: maxProfilePoints + 1, maximum: maxProfilePoints },
    ]);
  });

  it("gives points the model can always build a profile from", () => {
    const pair = fc.tuple(
      fc.integer({ min: 1, max: 100_000 }),
      fc.double({ min: 0.01, max: 100_000, noNaN: true }),
    );
    fc.assert(
      fc.property(fc.uniqueArray(pair, { selector: ([batch]) => batch, minLength: 1 }), (pairs) => {
        const text = pairs
          .slice(0, maxProfilePoints)
          .map(([batch, time]) => `${batch}\t${time}`)
          .join("\n");
        const parsed = parseProfileText(text);
        expect(parsed.ok).toBe(true);
        if (parsed.ok) expect(buildProfile(parsed.points).ok).toBe(true);
      }),
    );
  });
});

describe("unsorted profile rows", () => {
  it("lists each row whose batch is not above the row before", () => {
    expect(unsortedProfileRows([{ batch: 1 }, { batch: 8 }, { batch: 4 }, { batch: 4 }])).toEqual([
      2, 3,
    ]);
  });

  it("ignores rows still being typed (empty cells)", () => {
    expect(unsortedProfileRows([{ batch: 8 }, { batch: Number.NaN }, { batch: 16 }])).toEqual([]);
  });
});

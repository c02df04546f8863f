import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvField, csvText } from "../../../src/io/export/csvText.ts";
import { parseCsv } from "./parseCsv.ts";

describe("csvText", () => {
  it("quotes only fields with a comma, quote or line break, doubling quotes", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a, b")).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("cr\r")).toBe('"cr\r"');
  });

  it("writes one record a line, each ending in a line break", () => {
    expect(
      csvText([
        ["a", "b"],
        ["1", "x,y"],
      ]),
    ).toBe('a,b\n1,"x,y"\n');
  });

  it("reads back as the same fields, whatever they hold", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), { maxLength: 8 }),
        (rows) => {
          expect(parseCsv(csvText(rows))).toEqual(rows);
        },
      ),
    );
  });
});

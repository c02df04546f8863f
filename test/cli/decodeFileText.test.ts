import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeFileText } from "../../src/cli/decodeFileText.ts";
import { decodeText } from "../../src/io/index.ts";

const utf8 = (text: string) => new TextEncoder().encode(text);

describe("decodeFileText", () => {
  it("reads UTF-8 with and without a byte order mark, as decodeText does", () => {
    expect(decodeFileText(utf8('{"a": "é"}'))).toBe('{"a": "é"}');
    expect(decodeFileText(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8("[1]")]))).toBe("[1]");
    // UTF-16LE with its mark: "[]" is 5B 00 5D 00.
    expect(decodeFileText(Uint8Array.from([0xff, 0xfe, 0x5b, 0x00, 0x5d, 0x00]))).toBe("[]");
    // A lone continuation byte is not UTF-8: one replacement character, as TextDecoder gives.
    expect(decodeFileText(Uint8Array.from([0x5b, 0x80, 0x5d]))).toBe("[\uFFFD]");
  });

  it("gives decodeText's text for any bytes, valid UTF-8 or not", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 300 }),
          fc.string({ unit: "grapheme", maxLength: 200 }).map(utf8),
          fc.string({ maxLength: 100 }).map((text) => utf8(`\uFEFF${text}`)),
        ),
        fc.nat({ max: 8 }),
        (bytes, offset) => {
          // A view into a larger buffer, as a read chunk may be.
          const padded = new Uint8Array(bytes.length + offset);
          padded.set(bytes, offset);
          const view = padded.subarray(offset);
          expect(decodeFileText(view)).toBe(decodeText(bytes));
        },
      ),
      { numRuns: 500 },
    );
  });
});

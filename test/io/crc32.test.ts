import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { crc32 } from "../../src/io/crc32.ts";

const ascii = (text: string): Uint8Array => new TextEncoder().encode(text);

describe("crc32", () => {
  it("gives the CRC-32 check value for the nine digits and 0 for nothing", () => {
    // The catalogue's check value: https://reveng.sourceforge.io/crc-catalogue/17plus.htm#crc.cat.crc-32-iso-hdlc
    expect(crc32(ascii("123456789"))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });

  it("matches zlib for a short text", () => {
    // Python: hex(zlib.crc32(b"{}")) == "0xa3a6bf43".
    expect(crc32(ascii("{}"))).toBe(0xa3a6bf43);
  });

  it("changes when any single bit of the input flips", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 512 }),
        fc.nat(),
        fc.nat({ max: 7 }),
        (bytes, at, bit) => {
          const flipped = bytes.slice();
          const index = at % bytes.length;
          flipped[index] = (flipped[index] ?? 0) ^ (1 << bit);
          expect(crc32(flipped)).not.toBe(crc32(bytes));
        },
      ),
    );
  });

  it("is an unsigned 32-bit number and leaves its input as it was", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 256 }), (bytes) => {
        const before = bytes.slice();
        const crc = crc32(bytes);
        expect(Number.isInteger(crc) && crc >= 0 && crc <= 0xffffffff).toBe(true);
        expect(bytes).toEqual(before);
      }),
    );
  });
});

import { describe, expect, it } from "vitest";
import { decodeText, looksLikeMisreadUtf16, textEncodingOf } from "../../src/io/textBytes.ts";

// "{"a":"方案"}" by hand: UTF-16 code units 0x7B 0x22 0x61 0x22 0x3A 0x22 0x65B9 0x6848 0x22 0x7D.
const little = [
  0x7b, 0, 0x22, 0, 0x61, 0, 0x22, 0, 0x3a, 0, 0x22, 0, 0xb9, 0x65, 0x48, 0x68, 0x22, 0, 0x7d, 0,
];
const big = [
  0, 0x7b, 0, 0x22, 0, 0x61, 0, 0x22, 0, 0x3a, 0, 0x22, 0x65, 0xb9, 0x68, 0x48, 0, 0x22, 0, 0x7d,
];
const text = '{"a":"方案"}';

describe("textEncodingOf", () => {
  it("goes by a byte order mark first", () => {
    expect(textEncodingOf(new Uint8Array([0xef, 0xbb, 0xbf, 0x7b]))).toBe("utf-8");
    expect(textEncodingOf(new Uint8Array([0xff, 0xfe, 0x7b, 0]))).toBe("utf-16le");
    expect(textEncodingOf(new Uint8Array([0xfe, 0xff, 0, 0x7b]))).toBe("utf-16be");
  });

  it("tells UTF-16 without a mark by its alternating NULs", () => {
    expect(textEncodingOf(new Uint8Array(little))).toBe("utf-16le");
    expect(textEncodingOf(new Uint8Array(big))).toBe("utf-16be");
  });

  it("takes anything else as UTF-8, empty and one-byte input too", () => {
    expect(textEncodingOf(new TextEncoder().encode(text))).toBe("utf-8");
    expect(textEncodingOf(new Uint8Array([]))).toBe("utf-8");
    expect(textEncodingOf(new Uint8Array([0]))).toBe("utf-8");
  });
});

describe("decodeText", () => {
  it("gives the same text from UTF-8 and from UTF-16 in either order, without the mark", () => {
    expect(decodeText(new TextEncoder().encode(text))).toBe(text);
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]))).toBe(
      text,
    );
    expect(decodeText(new Uint8Array(little))).toBe(text);
    expect(decodeText(new Uint8Array(big))).toBe(text);
    expect(decodeText(new Uint8Array([0xff, 0xfe, ...little]))).toBe(text);
    expect(decodeText(new Uint8Array([0xfe, 0xff, ...big]))).toBe(text);
  });
});

describe("looksLikeMisreadUtf16", () => {
  it("knows UTF-16 bytes that were read as UTF-8, with or without their mark", () => {
    const utf8 = new TextDecoder();
    expect(looksLikeMisreadUtf16(utf8.decode(new Uint8Array(little)))).toBe(true);
    expect(looksLikeMisreadUtf16(utf8.decode(new Uint8Array([0xfe, 0xff, ...big])))).toBe(true);
  });

  it("leaves ordinary text and a lone NUL alone", () => {
    expect(looksLikeMisreadUtf16(text)).toBe(false);
    expect(looksLikeMisreadUtf16("")).toBe(false);
    expect(looksLikeMisreadUtf16('{"a": "\u0000"}')).toBe(false);
  });
});

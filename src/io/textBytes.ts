// A text file's bytes as text: UTF-8 (the default, with or without a byte order mark) or UTF-16,
// which Windows tools such as PowerShell's `>` write, told by its byte order mark or its NUL bytes.

export type TextEncoding = "utf-8" | "utf-16le" | "utf-16be";

// Enough of the start to tell ASCII-heavy UTF-16 (every other byte NUL) from anything else.
const sniffBytes = 512;
// Most two-byte units of UTF-16 JSON are ASCII; a few non-ASCII ones must not hide it.
const minNulShare = 0.8;
const minUnits = 2;

const startsWith = (bytes: Uint8Array, mark: readonly number[]): boolean =>
  mark.every((byte, index) => bytes[index] === byte);

// https://www.unicode.org/faq/utf_bom.html#bom4: the byte order marks of UTF-8 and UTF-16.
const utf8Mark = [0xef, 0xbb, 0xbf];
const utf16leMark = [0xff, 0xfe];
const utf16beMark = [0xfe, 0xff];

// The share of two-byte units whose high byte (first in big-endian, second in little) is 0.
const nulShare = (codes: ArrayLike<number>, count: number, zeroAt: 0 | 1): number => {
  const units = Math.floor(count / 2);
  let matching = 0;
  for (let unit = 0; unit < units; unit += 1) {
    const zero = codes[2 * unit + zeroAt];
    const other = codes[2 * unit + 1 - zeroAt];
    if (zero === 0 && other !== 0) matching += 1;
  }
  return units < minUnits ? 0 : matching / units;
};

/** How `bytes` are encoded: by their byte order mark, else UTF-16 when NULs alternate, else UTF-8. */
export const textEncodingOf = (bytes: Uint8Array): TextEncoding => {
  if (startsWith(bytes, utf8Mark)) return "utf-8";
  if (startsWith(bytes, utf16leMark)) return "utf-16le";
  if (startsWith(bytes, utf16beMark)) return "utf-16be";
  const count = Math.min(bytes.length, sniffBytes);
  if (nulShare(bytes, count, 1) >= minNulShare) return "utf-16le";
  if (nulShare(bytes, count, 0) >= minNulShare) return "utf-16be";
  return "utf-8";
};

/** The text of `bytes` in the encoding they are in, without a byte order mark; never throws. */
export const decodeText = (bytes: Uint8Array): string =>
  // The decoder drops a byte order mark and puts U+FFFD where bytes are not valid text.
  new TextDecoder(textEncodingOf(bytes)).decode(bytes);

// UTF-16's byte order mark read as UTF-8 is two replacement characters.
const misreadMark = /^\uFFFD\uFFFD/;

/** Whether `text` is UTF-16 bytes that were read as UTF-8: NUL at every other character. */
export const looksLikeMisreadUtf16 = (text: string): boolean => {
  const head = text.slice(0, sniffBytes).replace(misreadMark, "");
  const codes = Array.from({ length: head.length }, (_, index) => head.charCodeAt(index));
  return (
    nulShare(codes, codes.length, 1) >= minNulShare ||
    nulShare(codes, codes.length, 0) >= minNulShare
  );
};

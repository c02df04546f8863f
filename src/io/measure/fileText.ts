import { type MeasureProblem, measureProblem } from "./measureProblem.ts";

// A dropped file's text, or why there is none. The size is checked before reading: a file past the
// longest string a browser holds fails to read, and must never be called empty. UTF-16 files
// (Windows tools write them) are decoded as UTF-16, not reported as binary.

export type FileText = { ok: true; text: string } | { ok: false; problem: MeasureProblem };

export type TextEncoding = "utf-8" | "utf-16le" | "utf-16be";

const bytesPerMB = 1_000_000;
// Enough bytes to see a byte order mark, or the zero bytes of UTF-16 text without one.
const sniffBytes = 512;
// Share of NUL bytes at odd (or even) offsets that only UTF-16 ASCII text has.
const utf16ZeroShare = 0.4;

const megabytes = (bytes: number): string =>
  `${(bytes / bytesPerMB).toLocaleString("en-US", { maximumFractionDigits: 1 })} MB`;

// U+FEFF as the first two bytes, in either byte order.
const [markHigh, markLow] = [0xfe, 0xff];

/** The encoding of text whose first bytes are `head`: a byte order mark, else NULs every other byte. */
export const textEncodingOf = (head: Uint8Array): TextEncoding => {
  if (head[0] === markLow && head[1] === markHigh) return "utf-16le";
  if (head[0] === markHigh && head[1] === markLow) return "utf-16be";
  const pairs = Math.floor(head.length / 2);
  if (pairs === 0) return "utf-8";
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i + 1 < head.length; i += 2) {
    if (head[i] === 0 && head[i + 1] !== 0) evenZeros += 1;
    if (head[i + 1] === 0 && head[i] !== 0) oddZeros += 1;
  }
  if (oddZeros / pairs > utf16ZeroShare && evenZeros === 0) return "utf-16le";
  if (evenZeros / pairs > utf16ZeroShare && oddZeros === 0) return "utf-16be";
  return "utf-8";
};

export const tooLargeFile = (bytes: number, maxBytes: number): MeasureProblem => {
  const [got, limit] = [megabytes(bytes), megabytes(maxBytes)];
  const message = `is ${got}; the limit is ${limit} (take part of it first)`;
  return measureProblem(0, "fileTooLarge", message, { got, limit });
};

const unreadable = (): MeasureProblem =>
  measureProblem(0, "unreadable", "could not be read (moved, deleted, or permission lost)");

/** Reads a file of at most `maxBytes`; never throws, never calls a failed read empty. */
export const readFileText = async (file: Blob, maxBytes: number): Promise<FileText> => {
  if (file.size > maxBytes) return { ok: false, problem: tooLargeFile(file.size, maxBytes) };
  try {
    const head = new Uint8Array(await file.slice(0, sniffBytes).arrayBuffer());
    const encoding = textEncodingOf(head);
    if (encoding === "utf-8") return { ok: true, text: await file.text() };
    // TextDecoder drops the byte order mark it reads.
    const text = new TextDecoder(encoding).decode(await file.arrayBuffer());
    return { ok: true, text };
  } catch {
    return { ok: false, problem: unreadable() };
  }
};

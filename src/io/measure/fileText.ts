import { textEncodingOf } from "../textBytes.ts";
import { type MeasureProblem, measureProblem } from "./measureProblem.ts";

// A dropped file's text, or why there is none. The size is checked before reading: a file past the
// longest string a browser holds fails to read, and must never be called empty. UTF-16 files
// (Windows tools write them) are decoded as UTF-16, not reported as binary.

export type FileText = { ok: true; text: string } | { ok: false; problem: MeasureProblem };

const bytesPerMB = 1_000_000;
// Bytes enough for textEncodingOf to tell UTF-16 from UTF-8.
const sniffBytes = 512;
const megabytes = (bytes: number): string =>
  `${(bytes / bytesPerMB).toLocaleString("en-US", { maximumFractionDigits: 1 })} MB`;

export const tooLargeFile = (bytes: number, maxBytes: number): MeasureProblem => {
  const [got, limit] = [megabytes(bytes), megabytes(maxBytes)];
  const message = `is ${got}; the limit is ${limit} (take part of it first)`;
  return measureProblem(0, "fileTooLarge", message, { got, limit });
};

/** Adding this file would keep more than `maxBytes` in the tab at once. */
export const keptFull = (maxBytes: number): MeasureProblem => {
  const limit = megabytes(maxBytes);
  const message = `was not added: the files kept would pass ${limit} (remove a file first)`;
  return measureProblem(0, "keptFull", message, { limit });
};

const unreadable = (): MeasureProblem =>
  measureProblem(0, "unreadable", "could not be read (moved, deleted, or permission lost)");

/** Reads a file of at most `maxBytes`; never throws, never calls a failed read empty. */
export const readFileText = async (file: Blob, maxBytes: number): Promise<FileText> => {
  if (file.size > maxBytes) return { ok: false, problem: tooLargeFile(file.size, maxBytes) };
  try {
    const encoding = textEncodingOf(new Uint8Array(await file.slice(0, sniffBytes).arrayBuffer()));
    if (encoding === "utf-8") return { ok: true, text: await file.text() };
    // TextDecoder drops the byte order mark it reads.
    const text = new TextDecoder(encoding).decode(await file.arrayBuffer());
    return { ok: true, text };
  } catch {
    return { ok: false, problem: unreadable() };
  }
};

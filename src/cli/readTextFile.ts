import { type ReadLimit, resultFileLimit } from "./readLimits.ts";
import { readSourceBytes } from "./readSource.ts";

export type ReadText = { ok: true; text: string } | { ok: false; message: string };

// Windows editors save "Unicode" text as UTF-16 with a byte order mark; read it as such.
const utf16Marks: readonly { mark: readonly number[]; encoding: string }[] = [
  { mark: [0xff, 0xfe], encoding: "utf-16le" },
  { mark: [0xfe, 0xff], encoding: "utf-16be" },
];

const startsWith = (bytes: Buffer, mark: readonly number[]): boolean =>
  mark.every((byte, index) => bytes[index] === byte);

export const decodeText = (bytes: Buffer): string => {
  const utf16 = utf16Marks.find(({ mark }) => startsWith(bytes, mark));
  return utf16 === undefined
    ? bytes.toString("utf8")
    : new TextDecoder(utf16.encoding).decode(bytes);
};

/** Reads a file ("-" for standard input) as text, up to `limit`; never throws. */
export const readTextFile = async (
  path: string,
  limit: ReadLimit = resultFileLimit,
): Promise<ReadText> => {
  const read = await readSourceBytes(path, limit);
  return read.ok ? { ok: true, text: decodeText(read.bytes) } : read;
};

import { decodeFileText } from "./decodeFileText.ts";
import { type ReadLimit, resultFileLimit } from "./readLimits.ts";
import { readSourceBytes } from "./readSource.ts";

export type ReadText = { ok: true; text: string } | { ok: false; message: string };

/** Reads a file ("-" for standard input) as text, up to `limit`; never throws. */
export const readTextFile = async (
  path: string,
  limit: ReadLimit = resultFileLimit,
): Promise<ReadText> => {
  const read = await readSourceBytes(path, limit);
  return read.ok ? { ok: true, text: decodeFileText(read.bytes) } : read;
};

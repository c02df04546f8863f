import { createReadStream } from "node:fs";
import process from "node:process";
import { type ReadLimit, tooLargeMessage } from "./readLimits.ts";

// Reads a file or standard input as bytes, stopping once past its limit; says why it could not.

/** The name "-" stands for standard input, so a file can be piped in. */
export const stdinName = "-";

const maxNameChars = 80;
const keptNameChars = 60;

/** How messages name a source: "stdin" for "-", and only the start of a very long name. */
export const sourceName = (path: string): string => {
  if (path === stdinName) return "stdin";
  return path.length > maxNameChars ? `${path.slice(0, keptNameChars)}…` : path;
};

export type ReadBytes = { ok: true; bytes: Buffer } | { ok: false; message: string };

const reasons = new Map([
  ["ENOENT", "no such file"],
  ["ENAMETOOLONG", "no such file (the name is too long for one)"],
  ["EISDIR", "is a directory, not a file"],
  ["EACCES", "permission denied"],
  ["EPERM", "permission denied"],
]);

const maxReasonChars = 120;

export const readErrorReason = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  const known = typeof code === "string" ? reasons.get(code) : undefined;
  if (known !== undefined) return known;
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, " ").slice(0, maxReasonChars);
};

/** The chunks of `source` until it ends or passes `limit`; never throws. */
export const readBounded = async (
  source: AsyncIterable<unknown> | Iterable<unknown>,
  limit: ReadLimit,
): Promise<ReadBytes> => {
  const chunks: Buffer[] = [];
  let totalBytes = 0;
  try {
    for await (const chunk of source) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      totalBytes += bytes.length;
      // Leaving the loop closes the stream, so the rest is never read.
      if (totalBytes > limit.bytes) return { ok: false, message: tooLargeMessage(limit) };
      chunks.push(bytes);
    }
  } catch (error) {
    return { ok: false, message: `cannot be read: ${readErrorReason(error)}` };
  }
  return { ok: true, bytes: Buffer.concat(chunks, totalBytes) };
};

/** A file, or standard input for "-"; streamed, since a pipe that is not yet written fails a sync read. */
export const readSourceBytes = (path: string, limit: ReadLimit): Promise<ReadBytes> =>
  readBounded(path === stdinName ? process.stdin : createReadStream(path), limit);

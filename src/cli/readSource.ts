import { type FileHandle, open } from "node:fs/promises";
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

const cannotRead = (error: unknown): ReadBytes => ({
  ok: false,
  message: `cannot be read: ${readErrorReason(error)}`,
});

/**
 * The chunks of `source` until it ends or passes `limit`; never throws. `head`, bytes already
 * read, counts toward the limit; a source read whole in `head` is returned without a copy.
 */
export const readBounded = async (
  source: AsyncIterable<unknown> | Iterable<unknown>,
  limit: ReadLimit,
  head?: Buffer,
): Promise<ReadBytes> => {
  const chunks: Buffer[] = head === undefined ? [] : [head];
  let totalBytes = head?.length ?? 0;
  try {
    for await (const chunk of source) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      totalBytes += bytes.length;
      // Leaving the loop closes the stream, so the rest is never read.
      if (totalBytes > limit.bytes) return { ok: false, message: tooLargeMessage(limit) };
      chunks.push(bytes);
    }
  } catch (error) {
    return cannotRead(error);
  }
  const [only] = chunks;
  if (chunks.length === 1 && only !== undefined) return { ok: true, bytes: only };
  return { ok: true, bytes: Buffer.concat(chunks, totalBytes) };
};

/**
 * A regular file of at most `limit` bytes, read at once into one buffer of its size: streamed in
 * 64 KiB chunks and joined, a 50 MB result cost a copy and hundreds of buffers to collect. A file
 * that grew since its size was asked is read on in chunks, within the same limit.
 */
const readWholeFile = async (
  handle: FileHandle,
  fileBytes: number,
  limit: ReadLimit,
): Promise<ReadBytes> => {
  if (fileBytes > limit.bytes) return { ok: false, message: tooLargeMessage(limit) };
  const bytes = Buffer.allocUnsafe(fileBytes);
  let filled = 0;
  while (filled < fileBytes) {
    const { bytesRead } = await handle.read(bytes, filled, fileBytes - filled, filled);
    if (bytesRead === 0) return { ok: true, bytes: bytes.subarray(0, filled) };
    filled += bytesRead;
  }
  const rest = handle.createReadStream({ start: filled, autoClose: false });
  return readBounded(rest, limit, bytes);
};

/** A path: a regular file read whole, anything else (a device, a pipe) streamed. */
const readPathBytes = async (path: string, limit: ReadLimit): Promise<ReadBytes> => {
  let handle: FileHandle | undefined;
  try {
    handle = await open(path, "r");
    const stats = await handle.stat();
    return stats.isFile()
      ? await readWholeFile(handle, stats.size, limit)
      : await readBounded(handle.createReadStream({ autoClose: false }), limit);
  } catch (error) {
    return cannotRead(error);
  } finally {
    await handle?.close().catch(() => undefined);
  }
};

/** A file, or standard input for "-"; streamed, since a pipe that is not yet written fails a sync read. */
export const readSourceBytes = (path: string, limit: ReadLimit): Promise<ReadBytes> =>
  path === stdinName ? readBounded(process.stdin, limit) : readPathBytes(path, limit);

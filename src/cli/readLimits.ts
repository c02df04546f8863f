import { maxFileBytes, maxKeptBytes, maxTextChars } from "../io/index.ts";

// How much of each kind of file the command line reads before it stops and says so: a pipe from
// /dev/zero or a wrong file costs a moment and a bounded amount of memory, not the machine.

export interface ReadLimit {
  bytes: number;
  /** What the limit is for, in "the limit for …". */
  of: string;
}

const bytesPerMB = 1_000_000;

// The app's Open plan file takes the same 2 MB; a plan file is a few kB.
export const planFileLimit: ReadLimit = { bytes: 2 * bytesPerMB, of: "a plan file (a few kB)" };

/** The measurement readers refuse anything longer, so reading more would only cost memory. */
export const resultFileLimit: ReadLimit = { bytes: maxFileBytes, of: "a benchmark result" };

export const sizesFileLimit: ReadLimit = { bytes: maxTextChars, of: "a request sizes file" };

/** The limit in megabytes, as messages and --help state it. */
export const limitMegabytes = (limit: ReadLimit): number => limit.bytes / bytesPerMB;

export const tooLargeMessage = (limit: ReadLimit): string =>
  `is larger than ${limitMegabytes(limit)} MB, the limit for ${limit.of}`;

/** Why a result file past the total that one `analyze` reads was left out. */
export const keptFullMessage = `was not read: with the files before it, this would pass ${
  maxKeptBytes / bytesPerMB
} MB, the most one analyze reads (analyze fewer files at once)`;

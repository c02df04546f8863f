import { readFile } from "node:fs/promises";
import { stdinName } from "./loadPlanFile.ts";
import { readErrorReason, readStdin } from "./readSource.ts";

export type ReadText = { ok: true; text: string } | { ok: false; reason: string };

/** Reads a file ("-" for standard input) as UTF-8 text; never throws. */
export const readTextFile = async (path: string): Promise<ReadText> => {
  try {
    return {
      ok: true,
      text: path === stdinName ? await readStdin() : await readFile(path, "utf8"),
    };
  } catch (error) {
    return { ok: false, reason: readErrorReason(error) };
  }
};

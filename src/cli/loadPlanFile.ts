import { readFile } from "node:fs/promises";
import process from "node:process";
import { readPlanText } from "../io/planFile.ts";
import type { Parsed, Plan } from "../model/index.ts";

/** The name "-" stands for standard input, so a plan can be piped in. */
export const stdinName = "-";

const reasons: Record<string, string> = {
  ENOENT: "no such file",
  EISDIR: "is a directory, not a file",
  EACCES: "permission denied",
  EPERM: "permission denied",
};

const reasonOf = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && code in reasons) return reasons[code] ?? code;
  return error instanceof Error ? error.message : String(error);
};

// Reading fd 0 synchronously fails with EAGAIN on a pipe that is not yet written; stream it instead.
const readStdin = async (): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
};

/** Reads and validates a plan file; never throws. */
export const loadPlanFile = async (path: string): Promise<Parsed<Plan>> => {
  let text: string;
  try {
    text = path === stdinName ? await readStdin() : await readFile(path, "utf8");
  } catch (error) {
    return {
      ok: false,
      problems: [
        {
          field: "plan",
          message: `cannot be read: ${reasonOf(error)}`,
          rule: "invalid",
          params: {},
        },
      ],
    };
  }
  return readPlanText(text);
};

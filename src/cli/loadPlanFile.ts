import { readFileSync } from "node:fs";
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

/** Reads and validates a plan file; never throws. */
export const loadPlanFile = (path: string): Parsed<Plan> => {
  let text: string;
  try {
    text = readFileSync(path === stdinName ? 0 : path, "utf8");
  } catch (error) {
    return {
      ok: false,
      problems: [{ field: "plan", message: `cannot be read: ${reasonOf(error)}` }],
    };
  }
  return readPlanText(text);
};

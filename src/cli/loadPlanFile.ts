import { readFile } from "node:fs/promises";
import { readPlanText } from "../io/planFile.ts";
import type { Parsed, Plan } from "../model/index.ts";
import { readErrorReason, readStdin } from "./readSource.ts";

/** The name "-" stands for standard input, so a plan can be piped in. */
export const stdinName = "-";

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
          message: `cannot be read: ${readErrorReason(error)}`,
          rule: "invalid",
          params: {},
        },
      ],
    };
  }
  return readPlanText(text);
};

import { readFileSync } from "node:fs";
import { formatProblem, parsePlan } from "../../src/model/parsePlan.ts";
import type { Plan } from "../../src/model/plan.ts";
import type { PublishedCase } from "./publishedCases.ts";

// Each published case as the plan a user would type: docs/validation/<id>.json, a plain plan file
// that the CLI solves as it stands (`npm run --silent cli -- solve docs/validation/<id>.json`).

export const casePlanDirectory = new URL("../../docs/validation/", import.meta.url);

export const casePlanPath = (id: string): URL => new URL(`${id}.json`, casePlanDirectory);

/** The case's plan file, parsed as the CLI parses one; a file that is no valid plan throws with its problems. */
export const readCasePlan = (c: Pick<PublishedCase, "id">): Plan => {
  const parsed = parsePlan(JSON.parse(readFileSync(casePlanPath(c.id), "utf8")));
  if (!parsed.ok) {
    throw new Error(`${c.id}.json: ${parsed.problems.map(formatProblem).join("; ")}`);
  }
  return parsed.value;
};

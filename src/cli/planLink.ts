import { currentLinkVersion, type DecodedLink, type LinkError, maxLinkChars } from "../io/index.ts";
import { formatNumber, formatProblem, type Plan } from "../model/index.ts";

// A share link given where a plan file goes: the planner's address with the plan in its hash
// ("https://…#v2.…"), the hash alone ("#v2.…"), or its text ("v2.…").

export interface PlanLink {
  hash: string;
  /** Written without "#" or an address, so it may also be a file's name ("v1.json"). */
  bare: boolean;
}

const addressPattern = /^https?:\/\//i;
const hashPattern = /^#v\d+\./;
const barePattern = /^v\d+\.[A-Za-z0-9_-]*$/;

/** The link in `operand`, or null when it names a file; never throws. */
export const planLinkOf = (operand: string): PlanLink | null => {
  const text = operand.trim();
  if (text.length > maxLinkChars) return null;
  if (addressPattern.test(text)) {
    const at = text.indexOf("#");
    return { hash: at < 0 ? "" : text.slice(at), bare: false };
  }
  if (hashPattern.test(text)) return { hash: text, bare: false };
  if (barePattern.test(text)) return { hash: text, bare: true };
  return null;
};

const f = formatNumber;

const linkErrorMessage = (error: Exclude<LinkError, { reason: "invalidPlan" }>): string => {
  switch (error.reason) {
    case "notPlanLink":
      return `holds no plan (expected the planner's address ending in "#v${currentLinkVersion}." and the plan)`;
    case "futureVersion":
      return `was made by a newer planner (link version ${f(error.version)}); this one reads versions 1 to ${currentLinkVersion}`;
    case "damaged":
      return "is damaged: it was cut off or altered on the way (copy the whole link again)";
    case "tooLarge":
      return error.part === "link"
        ? `is longer than ${f(error.limitChars)} characters, more than any plan needs`
        : `unpacks to more than ${f(error.limitBytes)} bytes, more than any plan needs`;
  }
};

export const linkName = "link";

/** A plan and the notes to print about it, or every stderr line saying why there is none. */
export type LoadedPlan =
  | { ok: true; plan: Plan; notes: string[] }
  | { ok: false; errors: string[] };

const uncheckedNote = `note: ${linkName}: a version 1 link carries no checksum, so a changed character could not be detected`;

/** The plan a decoded link holds, with a note when it could not be checked, or why it holds none. */
export const loadedFromLink = (decoded: DecodedLink): LoadedPlan => {
  if (decoded.kind === "plan") {
    return {
      ok: true,
      plan: decoded.plan,
      notes: decoded.note === "unchecked" ? [uncheckedNote] : [],
    };
  }
  const error: LinkError = decoded.kind === "none" ? { reason: "notPlanLink" } : decoded.error;
  if (error.reason === "invalidPlan") {
    return {
      ok: false,
      errors: error.problems.map((problem) => `error: ${linkName}: ${formatProblem(problem)}`),
    };
  }
  return { ok: false, errors: [`error: ${linkName}: ${linkErrorMessage(error)}`] };
};

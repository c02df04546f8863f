import { type DecodedLink, decodePlan, readPlanText } from "../io/index.ts";
import { formatProblem } from "../model/index.ts";
import { type LoadedPlan, loadedFromLink, planLinkOf } from "./planLink.ts";
import { planFileLimit } from "./readLimits.ts";
import { readErrorReason, sourceName } from "./readSource.ts";
import { readTextFile } from "./readTextFile.ts";

export type { LoadedPlan } from "./planLink.ts";
export { stdinName } from "./readSource.ts";

const failed = (name: string, message: string): LoadedPlan => ({
  ok: false,
  errors: [`error: ${name}: plan: ${message}`],
});

const noSuchFile = "cannot be read: no such file";

// What a missing file whose name looks like a link ("v1.json") says when it is no link either.
const notALink = (decoded: DecodedLink): boolean =>
  decoded.kind === "error" &&
  (decoded.error.reason === "damaged" || decoded.error.reason === "notPlanLink");

const loadText = async (path: string, bareLink: string | null): Promise<LoadedPlan> => {
  const name = sourceName(path);
  const read = await readTextFile(path, planFileLimit);
  if (!read.ok) {
    if (bareLink === null || !read.message.startsWith(noSuchFile))
      return failed(name, read.message);
    const decoded = await decodePlan(bareLink);
    if (notALink(decoded)) return failed(name, `${noSuchFile}, nor is it a whole share link`);
    return loadedFromLink(decoded);
  }
  // A file or a pipe may hold a copied share link rather than the plan's JSON.
  const textLink = planLinkOf(read.text);
  if (textLink !== null) return loadedFromLink(await decodePlan(textLink.hash));
  let parsed: ReturnType<typeof readPlanText>;
  try {
    parsed = readPlanText(read.text);
  } catch (error) {
    return failed(name, `could not be checked: ${readErrorReason(error)}`);
  }
  return parsed.ok
    ? { ok: true, plan: parsed.value, notes: [] }
    : { ok: false, errors: parsed.problems.map((p) => `error: ${name}: ${formatProblem(p)}`) };
};

/** Reads a plan file, standard input ("-") or a share link, and validates the plan; never throws. */
export const loadPlanFile = async (operand: string): Promise<LoadedPlan> => {
  const link = planLinkOf(operand);
  if (link === null) return loadText(operand, null);
  return link.bare ? loadText(operand, link.hash) : loadedFromLink(await decodePlan(link.hash));
};

import type { LaunchNote, Placeholder } from "../../io/index.ts";
import { fill } from "../../text/index.ts";
import type { ReasonText } from "./reasonTexts.ts";

/**
 * A placeholder's reason or a role's note in the reader's language, from its code and params;
 * a code this dictionary does not know keeps its English sentence.
 */
export const reasonText = (entry: Placeholder | LaunchNote, text: ReasonText): string => {
  const [templates, english] =
    "why" in entry ? [text.placeholders, entry.why] : [text.notes, entry.text];
  const template = (templates as Record<string, string | undefined>)[entry.code];
  if (template === undefined) return english;
  const phase = entry.params.phase;
  return fill(template, {
    ...entry.params,
    ...(typeof phase === "string"
      ? { phase: (text.phases as Record<string, string | undefined>)[phase] ?? phase }
      : {}),
  });
};

// Placeholders in a command are written <NAME>, <ROUTER_HOST>, <PREFILL_HOST_i>
// (src/io/launch/placeholders.ts); everything else is the plan's own text.
const placeholder = /<[A-Z][A-Za-z0-9_]*>/g;

export interface CommandPart {
  text: string;
  placeholder: boolean;
}

// A router line of a fleet at the plan bound names 20,000 hosts; marking each would lay out as
// many boxes and hold the page for a second. Past this many the rest of the command is plain text.
export const maxMarkedPlaceholders = 64;

/**
 * A command split into plain text and placeholders, in order; joined they give it back. At most
 * maxMarkedPlaceholders are marked; the text after the last of them is one plain part.
 */
export const commandParts = (command: string): CommandPart[] => {
  const parts: CommandPart[] = [];
  let from = 0;
  let marked = 0;
  for (const match of command.matchAll(placeholder)) {
    if (marked === maxMarkedPlaceholders) break;
    marked += 1;
    if (match.index > from)
      parts.push({ text: command.slice(from, match.index), placeholder: false });
    parts.push({ text: match[0], placeholder: true });
    from = match.index + match[0].length;
  }
  if (from < command.length) parts.push({ text: command.slice(from), placeholder: false });
  return parts;
};

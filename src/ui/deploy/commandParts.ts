// Placeholders in a command are written <NAME>, <ROUTER_HOST>, <PREFILL_HOST_i>
// (src/io/launch/placeholders.ts); everything else is the plan's own text.
const placeholder = /<[A-Z][A-Za-z0-9_]*>/g;

export interface CommandPart {
  text: string;
  placeholder: boolean;
}

/** A command split into plain text and placeholders, in order; joined they give it back. */
export const commandParts = (command: string): CommandPart[] => {
  const parts: CommandPart[] = [];
  let from = 0;
  for (const match of command.matchAll(placeholder)) {
    if (match.index > from)
      parts.push({ text: command.slice(from, match.index), placeholder: false });
    parts.push({ text: match[0], placeholder: true });
    from = match.index + match[0].length;
  }
  if (from < command.length) parts.push({ text: command.slice(from), placeholder: false });
  return parts;
};

// How a message echoes what was typed: as JSON, only the start of a long value and the first few
// of a list, so a pasted megabyte cannot become the error line.

const maxQuotedChars = 40;
const maxQuotedItems = 3;

const shorten = (text: string): string =>
  text.length > maxQuotedChars ? `${text.slice(0, maxQuotedChars)}…` : text;

export const quoteArg = (value: unknown): string => {
  if (typeof value === "string") return JSON.stringify(shorten(value));
  if (Array.isArray(value)) {
    const shown = value.slice(0, maxQuotedItems).map(quoteArg);
    const more = value.length > maxQuotedItems ? `,… ${value.length - maxQuotedItems} more` : "";
    return `[${shown.join(",")}${more}]`;
  }
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return "nothing";
};

/** A flag's name as typed, shortened like any echoed value. */
export const shortFlag = (flag: string): string => shorten(flag);

// A short, safe quote of any value a person typed or sent, for messages that say "got …": bounded
// in depth and length whatever the input (deep lists, megabyte strings, cycles, proxies, getters).

/** Most characters a quote of the input takes in a message. */
export const maxExcerptChars = 48;

// Text is cut shorter than the whole quote, leaving room for its quotes and a few escapes.
const maxQuotedTextChars = 32;

// One level inside a list or an object is shown; anything deeper is "…", so nothing recurses far.
const maxShownDepth = 1;
const maxShownItems = 3;
const ellipsis = "…";
const unreadable = "a value that cannot be read";

/** `text` cut to at most `maxChars` characters, ending in "…" when cut; never splits a character. */
export const clipText = (text: string, maxChars: number): string => {
  if (text.length <= maxChars) return text;
  let end = Math.max(0, maxChars - ellipsis.length);
  const last = text.charCodeAt(end - 1);
  // A high surrogate at the cut would leave half a character.
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}${ellipsis}`;
};

// Quoting a cut prefix keeps JSON.stringify's work bounded however long the string is.
const quoted = (text: string): string => JSON.stringify(clipText(text, maxQuotedTextChars));

const listed = (items: readonly string[], more: boolean): string =>
  [...items, ...(more ? [ellipsis] : [])].join(", ");

const excerpt = (value: unknown, depth: number): string => {
  switch (typeof value) {
    case "string":
      return quoted(value);
    case "number":
    case "boolean":
      return String(value);
    case "bigint":
      return `${clipText(value.toString(), maxExcerptChars)}n`;
    case "undefined":
      return "nothing";
    case "symbol":
      return "a symbol";
    case "function":
      return "a function";
  }
  if (value === null) return "null";
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (depth >= maxShownDepth) return `[${ellipsis}]`;
    const shown = Math.min(value.length, maxShownItems);
    const items = Array.from({ length: shown }, (_, index) => excerpt(value[index], depth + 1));
    return `[${listed(items, value.length > shown)}]`;
  }
  const keys = Object.keys(value as object);
  if (keys.length === 0) return "{}";
  if (depth >= maxShownDepth) return `{${ellipsis}}`;
  const shownKeys = keys.slice(0, maxShownItems);
  const members = shownKeys.map(
    (key) => `${quoted(key)}: ${excerpt((value as Record<string, unknown>)[key], depth + 1)}`,
  );
  return `{${listed(members, keys.length > shownKeys.length)}}`;
};

/**
 * The input as a message quotes it: text in quotes, numbers as typed, lists and objects by their
 * first few members, at most `maxExcerptChars` characters. Never throws.
 */
export const describeInput = (value: unknown): string => {
  try {
    return clipText(excerpt(value, 0), maxExcerptChars);
  } catch {
    // A revoked proxy or a throwing getter: say so rather than fail the message.
    return unreadable;
  }
};

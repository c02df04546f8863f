import type { GlossaryEntry } from "./glossaryEntry.ts";

// Greek symbols can be typed by name: "alpha" finds α.
const greek: Record<string, string> = { α: "alpha", λ: "lambda", η: "eta" };

const searchable = (entry: GlossaryEntry): string => {
  const text = `${entry.term}\n${entry.short}\n${entry.definition}`.toLocaleLowerCase();
  return `${text}\n${text.replace(/[αλη]/g, (symbol) => greek[symbol] ?? symbol)}`;
};

/**
 * The entries whose term, short name or definition contains every word of the query, ignoring
 * case; Greek symbols also match their names. An empty query keeps every entry.
 */
export const filterGlossary = <T extends GlossaryEntry>(
  entries: readonly T[],
  query: string,
): T[] => {
  const words = query
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter((word) => word !== "");
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = searchable(entry);
    return words.every((word) => text.includes(word));
  });
};

// RFC 4180: a field with a comma, quote or line break goes in double quotes, quotes doubled.
const needsQuotes = /[",\r\n]/;

export const csvField = (text: string): string =>
  needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

/** Rows as CSV text, one record a line ending in "\n", as src/io/curveCsv.ts writes them. */
export const csvText = (rows: readonly (readonly string[])[]): string =>
  rows.map((cells) => `${cells.map(csvField).join(",")}\n`).join("");

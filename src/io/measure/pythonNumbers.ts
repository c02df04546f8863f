// Python's json.dump writes the non-standard words Infinity, -Infinity and NaN. This finds them
// outside string literals in one linear pass (a regular expression over a multi-megabyte string
// literal overflows V8's stack) and replaces each with what `replace` returns for it.

export type PythonNumber = "Infinity" | "-Infinity" | "NaN";

const quote = 0x22;
const backslash = 0x5c;
const words: readonly PythonNumber[] = ["-Infinity", "Infinity", "NaN"];

/** The text with every bare Infinity, -Infinity and NaN replaced; `count` says how many there were. */
export const replacePythonNumbers = (
  text: string,
  replace: (word: PythonNumber) => string,
): { text: string; count: number } => {
  const parts: string[] = [];
  let copiedTo = 0;
  let count = 0;
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === quote) {
      i += 1;
      while (i < text.length && text.charCodeAt(i) !== quote) {
        i += text.charCodeAt(i) === backslash ? 2 : 1;
      }
      i += 1;
      continue;
    }
    const word =
      code === 0x2d || code === 0x49 || code === 0x4e
        ? words.find((w) => text.startsWith(w, i))
        : undefined;
    if (word === undefined) {
      i += 1;
      continue;
    }
    parts.push(text.slice(copiedTo, i), replace(word));
    count += 1;
    i += word.length;
    copiedTo = i;
  }
  if (count === 0) return { text, count };
  parts.push(text.slice(copiedTo));
  return { text: parts.join(""), count };
};

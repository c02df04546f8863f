/** One argument group: a flag and its values, or a program's positional words. */
export type ArgGroup = readonly string[];

// Shell words that need no quoting; anything else (JSON, spaces) goes in single quotes.
const plainWord = /^[\w@%+=:,./<>-]+$/;

/** A word as a POSIX shell reads it back; placeholders like <MODEL> stay readable. */
export const shellWord = (word: string): string =>
  plainWord.test(word) ? word : `'${word.replaceAll("'", `'"'"'`)}'`;

/**
 * A command one argument group a line, each line but the last ending in " \" so a shell reads it
 * as one command: `vllm serve M \⏎  --port 8000`.
 */
export const commandText = (program: ArgGroup, groups: readonly ArgGroup[]): string =>
  [program, ...groups]
    .map((group, index) => `${index === 0 ? "" : "  "}${group.map(shellWord).join(" ")}`)
    .join(" \\\n");

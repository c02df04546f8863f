import { type MeasureProblem, measureProblem } from "./measureProblem.ts";

// A Benchmark Report may come as YAML. The `yaml` package is loaded only when a dropped file
// looks like YAML (the page's worker and the command line import it and pass it in), so the
// readers here name no package and the first load does not grow.

/** What this reader uses of the `yaml` package (eemeli/yaml 2.x `parseDocument`). */
export interface YamlModule {
  parseDocument: (
    text: string,
    options?: { prettyErrors?: boolean },
  ) => {
    errors: readonly { message: string; linePos?: readonly { line: number }[] | undefined }[];
    toJS: (options?: { maxAliasCount?: number }) => unknown;
  };
}

export type YamlParse = (text: string) => { value: unknown } | { problem: MeasureProblem };

// The package's own default (yaml docs/03_options.md, ToJS options, maxAliasCount: 100): an alias
// may expand to no more than this many nodes, so a "billion laughs" file stops early.
const maxAliasCount = 100;

/** A YAML reader over the package: the first error becomes a syntax problem with its line. */
export const yamlParser =
  (module: YamlModule): YamlParse =>
  (text) => {
    const document = module.parseDocument(text, { prettyErrors: true });
    const [error] = document.errors;
    if (error !== undefined) {
      const line = error.linePos?.[0]?.line ?? 0;
      const reason = error.message.split("\n")[0] ?? "";
      return {
        problem: measureProblem(line, "yamlSyntax", `is not valid YAML: ${reason}`, { reason }),
      };
    }
    return { value: document.toJS({ maxAliasCount }) };
  };

// A YAML mapping's key at the start of a line: a word, a colon, then a space or the line's end.
const mappingKey = /^[A-Za-z_][A-Za-z0-9_.-]*:(?:[ \t]|$)/;
// Enough of the file to see its first key past a comment header.
const sniffChars = 16_384;

/** Whether text reads as a YAML mapping (first line not a comment is `key:` or `---`). */
export const looksLikeYaml = (text: string): boolean => {
  for (const raw of text.slice(0, sniffChars).split("\n")) {
    const line = raw.replace(/^\uFEFF/, "").trimEnd();
    if (line.trim() === "" || line.startsWith("#")) continue;
    return line === "---" || line.startsWith("%YAML") || mappingKey.test(line);
  }
  return false;
};

/** The read options a drop needs: the YAML reader, loaded by `load` only when a file is YAML. */
export const yamlOptionsFor = async (
  inputs: readonly { text: string; unread?: unknown }[],
  load: () => Promise<YamlModule>,
): Promise<{ parseYaml?: YamlParse }> =>
  inputs.some((input) => input.unread === undefined && looksLikeYaml(input.text))
    ? { parseYaml: yamlParser(await load()) }
    : {};

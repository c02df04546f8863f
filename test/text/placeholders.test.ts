import { describe, expect, it } from "vitest";
import {
  derivationTexts,
  en,
  optimizeNoteWords,
  reportEn,
  reportZh,
  solveEn,
  solveZh,
  zh,
} from "../../src/text/index.ts";

// Every text the planner shows is written twice, in English and in Chinese. A placeholder only one
// language names is a number one reader never sees, or a "{name}" left on the screen.

const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ""))].sort();

/** Every string under `value`, by its dotted path. */
const leaves = (value: unknown, path = ""): [string, string][] => {
  if (typeof value === "string") return [[path, value]];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    leaves(inner, path === "" ? key : `${path}.${key}`),
  );
};

/** The paths whose placeholders differ between the two languages, or that one language lacks. */
const mismatches = (english: unknown, chinese: unknown): string[] => {
  const zhLeaves = new Map(leaves(chinese));
  const enLeaves = new Map(leaves(english));
  const missing = [...enLeaves.keys()].filter((path) => !zhLeaves.has(path));
  const extra = [...zhLeaves.keys()].filter((path) => !enLeaves.has(path));
  const differing = [...enLeaves].flatMap(([path, text]) => {
    const other = zhLeaves.get(path);
    if (other === undefined) return [];
    const [a, b] = [placeholders(text).join(","), placeholders(other).join(",")];
    return a === b ? [] : [`${path}: en {${a}} zh {${b}}`];
  });
  return [
    ...missing.map((path) => `${path}: no zh`),
    ...extra.map((path) => `${path}: no en`),
    ...differing,
  ];
};

// Every module of text beside the views: each exports its languages as one { en, zh } object.
const textModules = import.meta.glob<Record<string, unknown>>(
  "../../src/{text,ui}/**/{text,*Text,*Texts}.ts",
  { eager: true },
);

const languagePairs = Object.entries(textModules).flatMap(([file, module]) =>
  Object.entries(module).flatMap(([name, value]) =>
    value !== null && typeof value === "object" && "en" in value && "zh" in value
      ? [[`${file.replace("../../", "")} ${name}`, value] as const]
      : [],
  ),
);

describe("placeholder parity between English and Chinese", () => {
  it("holds for the main dictionary: fields, problems, violations, warnings, results", () => {
    expect(mismatches(en, zh)).toEqual([]);
    expect(leaves(en).length).toBeGreaterThan(400);
  });

  it("holds for every derivation, formula and numbers", () => {
    expect(mismatches(derivationTexts.en, derivationTexts.zh)).toEqual([]);
    expect(Object.keys(derivationTexts.zh)).toEqual(Object.keys(derivationTexts.en));
  });

  it("holds for the exports' report words", () => {
    expect(mismatches(reportEn, reportZh)).toEqual([]);
    expect(mismatches(solveEn, solveZh)).toEqual([]);
  });

  it("holds for the optimizer's notes and verdict", () => {
    expect(mismatches(optimizeNoteWords.en, optimizeNoteWords.zh)).toEqual([]);
  });

  it("finds the views' own texts", () => {
    expect(languagePairs.length).toBeGreaterThan(15);
  });

  it.each(languagePairs)("holds in %s", (_name, pair) => {
    expect(mismatches(pair.en, pair.zh)).toEqual([]);
  });

  it("notices a placeholder one language drops", () => {
    expect(mismatches({ a: "{x} of {y}" }, { a: "{x}" })).toEqual(["a: en {x,y} zh {x}"]);
    expect(mismatches({ a: "x", b: "y" }, { a: "x" })).toEqual(["b: no zh"]);
  });
});

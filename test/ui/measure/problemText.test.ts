import { describe, expect, it } from "vitest";
import { measureProblem } from "../../../src/io/measure/measureProblem.ts";
import { problemPlace, problemText } from "../../../src/ui/measure/problemText.ts";
import { measureTexts } from "../../../src/ui/measure/text.ts";

const { en, zh } = measureTexts;

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the measurements view's strings", () => {
  it("has every English key in Chinese and no other", () => {
    expect(keysOf(zh as unknown as Tree).sort()).toEqual(keysOf(en as unknown as Tree).sort());
  });

  it("uses the same placeholders in both languages", () => {
    const flat = (tree: Tree, prefix = ""): [string, string][] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === "string" ? [[`${prefix}${key}`, value]] : flat(value, `${prefix}${key}.`),
      );
    const chinese = new Map(flat(zh as unknown as Tree));
    for (const [key, english] of flat(en as unknown as Tree)) {
      expect(placeholders(chinese.get(key) ?? ""), key).toEqual(placeholders(english));
    }
  });
});

describe("problemText", () => {
  const syntax = measureProblem(2, "syntax", "is not valid JSON: Unexpected token } at line 2", {
    reason: "Unexpected token }",
    column: 16,
  });

  it("says a known rule in the chosen language with its parameters", () => {
    expect(problemText(syntax, en)).toBe("Not valid JSON: Unexpected token } (column 16).");
    expect(problemText(syntax, zh)).toBe("不是有效的 JSON：Unexpected token }（第 16 列）。");
  });

  it("keeps the English message for a rule it does not know", () => {
    const unknown = { ...syntax, rule: "somethingNew" as never, message: "is odd" };
    expect(problemText(unknown, zh)).toBe("is odd");
  });

  it("keeps the English message when the problem lacks a parameter the template names", () => {
    const bare = measureProblem(3, "nothingToUse", "has no run in it");
    expect(problemText(bare, en)).toBe("has no run in it");
  });
});

describe("problemPlace", () => {
  it("names the line and the field, or the whole file", () => {
    const typed = measureProblem(4, "type", "x", { expected: "number", got: "string" }, "duration");
    expect(problemPlace(typed, en)).toBe("Line 4 · field duration");
    expect(problemPlace(measureProblem(0, "empty", "is empty"), en)).toBe("Whole file");
    expect(problemPlace(measureProblem(0, "empty", "is empty"), zh)).toBe("整个文件");
  });
});

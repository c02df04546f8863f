import { describe, expect, it } from "vitest";
import { en } from "../../../src/text/en.ts";
import { zh } from "../../../src/text/zh.ts";
import { dictionaryFor, languageNames, loadDictionary } from "../../../src/ui/i18n/dictionaries.ts";

describe("the dictionaries the page loads", () => {
  it("names each language as its own dictionary does, before that dictionary loads", () => {
    expect(languageNames).toEqual({ en: en.languageName, zh: zh.languageName });
  });

  it("has English at once and Chinese once loaded", async () => {
    expect(dictionaryFor("en")).toBe(en);
    await loadDictionary("zh");
    expect(dictionaryFor("zh")).toStrictEqual(zh);
  });
});

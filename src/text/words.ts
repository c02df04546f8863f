import { type Dictionary, en } from "./en.ts";
import type { Language } from "./language.ts";
import { zh } from "./zh.ts";

// Each language's dictionary, to look up by language rather than choose between the two at each
// call. The report words have their own table (report/words.ts): the page loads them later.

export const dictionaries: Record<Language, Dictionary> = { en, zh };

import { type Dictionary, en } from "./en.ts";

// Simplified Chinese. Until every string is translated, missing ones fall back to English.
export const zh: Dictionary = {
  ...en,
  languageName: "简体中文",
};

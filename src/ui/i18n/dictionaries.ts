import { createSignal } from "solid-js";
import { type Dictionary, en, type Language } from "../../text/index.ts";

/** Each language's own name, for the language switch: shown before that language's words load. */
export const languageNames: Record<Language, string> = { en: en.languageName, zh: "简体中文" };

// English ships with the page. Chinese (about 8 kB gzipped) loads before the first render when it
// is the reader's language, and otherwise once the page has loaded, so switching stays instant.
const loaders: Record<Language, () => Promise<Dictionary>> = {
  en: async () => en,
  zh: () => import("../../text/zh.ts").then((module) => module.zh),
};

const [loaded, setLoaded] = createSignal<Partial<Record<Language, Dictionary>>>({ en });
const pending = new Map<Language, Promise<void>>();

/** Adds a language's words; the page redraws any text that was waiting for them. */
export const addDictionary = (language: Language, dictionary: Dictionary): void => {
  setLoaded((current) => ({ ...current, [language]: dictionary }));
};

/** Loads a language's words once; later calls share the first. */
export const loadDictionary = (language: Language): Promise<void> => {
  if (loaded()[language]) return Promise.resolve();
  const known = pending.get(language);
  if (known) return known;
  const loading = loaders[language]().then((dictionary) => addDictionary(language, dictionary));
  pending.set(language, loading);
  // A failed load (offline before the first visit cached it) may be tried again.
  loading.catch(() => pending.delete(language));
  return loading;
};

/** A language's words, English until they have loaded. Reactive: reads a signal. */
export const dictionaryFor = (language: Language): Dictionary => loaded()[language] ?? en;

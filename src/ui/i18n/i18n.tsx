import { createContext, createSignal, type ParentProps, useContext } from "solid-js";
import { type Dictionary, type Language, languages } from "../../text/index.ts";
import { dictionaryFor, loadDictionary } from "./dictionaries.ts";

export { type Language, languages };

export const languageStorageKey = "xpyd.language";

const isLanguage = (value: unknown): value is Language => value === "en" || value === "zh";

/** The remembered choice, else the browser's language: Chinese for any zh-*, English otherwise. */
export const initialLanguage = (
  stored: string | null,
  browserLanguages: readonly string[],
): Language => {
  if (isLanguage(stored)) return stored;
  return browserLanguages.some((tag) => tag.toLowerCase().startsWith("zh")) ? "zh" : "en";
};

interface I18n {
  language: () => Language;
  setLanguage: (language: Language) => void;
  t: () => Dictionary;
}

const I18nContext = createContext<I18n>();

const readStoredLanguage = (): string | null => {
  try {
    return localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
};

/** The language the page opens in: the remembered choice, else the browser's. */
export const startingLanguage = (): Language =>
  initialLanguage(readStoredLanguage(), globalThis.navigator?.languages ?? []);

export const I18nProvider = (props: ParentProps) => {
  const first = startingLanguage();
  const [language, setSignal] = createSignal(first);
  // The choice takes effect at once; words not loaded yet read in English for the moment they take.
  const setLanguage = (next: Language) => {
    void loadDictionary(next);
    setSignal(next);
    document.documentElement.lang = next === "zh" ? "zh-CN" : "en";
    try {
      localStorage.setItem(languageStorageKey, next);
    } catch {
      // Storage can be off (private mode); the choice then lasts for this visit.
    }
  };
  document.documentElement.lang = first === "zh" ? "zh-CN" : "en";
  return (
    <I18nContext.Provider value={{ language, setLanguage, t: () => dictionaryFor(language()) }}>
      {props.children}
    </I18nContext.Provider>
  );
};

export const useI18n = (): I18n => {
  const context = useContext(I18nContext);
  if (!context) throw new Error("useI18n needs an I18nProvider");
  return context;
};

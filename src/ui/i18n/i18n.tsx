import { createContext, createSignal, type ParentProps, useContext } from "solid-js";
import { type Dictionary, dictionaries } from "../../text/index.ts";

export const languages = dictionaries;
export type Language = keyof typeof languages;

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

const readStored = (): string | null => {
  try {
    return localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
};

export const I18nProvider = (props: ParentProps) => {
  const first = initialLanguage(readStored(), navigator.languages ?? []);
  const [language, setSignal] = createSignal(first);
  const setLanguage = (next: Language) => {
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
    <I18nContext.Provider value={{ language, setLanguage, t: () => languages[language()] }}>
      {props.children}
    </I18nContext.Provider>
  );
};

export const useI18n = (): I18n => {
  const context = useContext(I18nContext);
  if (!context) throw new Error("useI18n needs an I18nProvider");
  return context;
};

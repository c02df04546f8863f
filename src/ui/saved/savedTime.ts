import type { Language } from "../i18n/i18n.tsx";

const fallbackLocale: Record<Language, string> = { en: "en", zh: "zh-CN" };

/**
 * When a plan was saved, in the reader's locale: the browser's own tag for the app's language
 * (en-GB keeps day-first dates), else that language's default. Unreadable times show as stored.
 */
export const savedTimeText = (
  savedAt: string,
  language: Language,
  browserLanguages: readonly string[],
): string => {
  const date = new Date(savedAt);
  if (Number.isNaN(date.getTime())) return savedAt;
  const browserTag = browserLanguages.find((tag) => tag.toLowerCase().startsWith(language));
  const options = { dateStyle: "medium", timeStyle: "short" } as const;
  try {
    return new Intl.DateTimeFormat(browserTag ?? fallbackLocale[language], options).format(date);
  } catch {
    return new Intl.DateTimeFormat(fallbackLocale[language], options).format(date);
  }
};

// The theme preference: follow the system, or force light or dark; remembered in the browser.
export const themes = ["system", "light", "dark"] as const;
export type Theme = (typeof themes)[number];

const storageKey = "xpyd.theme";

export const readTheme = (): Theme => {
  try {
    const stored = localStorage.getItem(storageKey);
    return themes.find((theme) => theme === stored) ?? "system";
  } catch {
    return "system";
  }
};

export const applyTheme = (theme: Theme): void => {
  if (theme === "system") delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(storageKey, theme);
  } catch {
    // Without storage the choice lasts for this visit.
  }
};

// Everything this planner keeps in the browser sits under one key prefix.
const storagePrefix = "xpyd.";

/** Removes this planner's stored data (draft, saved plans, language, theme); never throws. */
export const resetStorage = (storage: Storage | undefined = globalThis.localStorage): void => {
  try {
    if (!storage) return;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key?.startsWith(storagePrefix)) storage.removeItem(key);
  } catch {
    // Storage that is off has nothing to clear.
  }
};

/** Clears stored data and opens the app afresh, without the link that may have caused the fault. */
export const resetAndReload = (): void => {
  resetStorage();
  window.location.replace(`${window.location.pathname}${window.location.search}`);
};

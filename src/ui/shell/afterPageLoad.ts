/**
 * Resolves once the page has loaded: code the first paint does not need (views below the fold,
 * panels that wait for a worker anyway, the other language) starts downloading only then.
 */
export const afterPageLoad = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.readyState === "complete") resolve();
    else window.addEventListener("load", () => resolve(), { once: true });
  });

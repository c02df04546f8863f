import { ErrorBoundary, type JSX } from "solid-js";
import type { Plan } from "../../model/index.ts";
import { initialLanguage, languageStorageKey } from "../i18n/i18n.tsx";
import { LazyRecoveryPanel } from "./lazyRecovery.tsx";

// Outside the language provider, which may be what failed: read the choice the way it does.
const storedLanguage = () => {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(languageStorageKey);
  } catch {
    // Storage that is off holds no choice.
  }
  return initialLanguage(stored, globalThis.navigator?.languages ?? []);
};

/** The last line of defence: whatever the app throws, the page shows a way out, never blank. */
export const AppBoundary = (props: { plan: () => Plan | undefined; children: JSX.Element }) => (
  <ErrorBoundary
    fallback={(error, retry) => (
      <LazyRecoveryPanel
        error={error}
        language={storedLanguage}
        plan={props.plan}
        retry={retry}
        wholeApp
      />
    )}
  >
    {props.children}
  </ErrorBoundary>
);

import { ErrorBoundary, type JSX } from "solid-js";
import type { Plan } from "../../model/index.ts";
import { startingLanguage } from "../i18n/i18n.tsx";
import { LazyRecoveryPanel } from "./lazyRecovery.tsx";

/** The last line of defence: whatever the app throws, the page shows a way out, never blank. */
export const AppBoundary = (props: { plan: () => Plan | undefined; children: JSX.Element }) => (
  <ErrorBoundary
    fallback={(error, retry) => (
      <LazyRecoveryPanel
        error={error}
        language={startingLanguage}
        plan={props.plan}
        retry={retry}
        wholeApp
      />
    )}
  >
    {props.children}
  </ErrorBoundary>
);

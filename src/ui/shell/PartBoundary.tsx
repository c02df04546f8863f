import { ErrorBoundary, type JSX } from "solid-js";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import { LazyRecoveryPanel } from "./lazyRecovery.tsx";

/** Keeps a fault in one tab or panel to that part: the rest of the planner stays usable. */
export const PartBoundary = (props: { children: JSX.Element }) => {
  const { language } = useI18n();
  const planner = usePlanner();
  return (
    <ErrorBoundary
      fallback={(error, retry) => (
        <LazyRecoveryPanel error={error} language={language} plan={planner.plan} retry={retry} />
      )}
    >
      {props.children}
    </ErrorBoundary>
  );
};

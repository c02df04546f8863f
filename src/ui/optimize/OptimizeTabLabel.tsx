import { useI18n } from "../i18n/i18n.tsx";
import { optimizeTabText } from "./tabText.ts";

/** The optimizer tab's label, for the app's tab list. */
export const OptimizeTabLabel = () => {
  const { language } = useI18n();
  return <>{optimizeTabText[language()]}</>;
};

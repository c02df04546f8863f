import { useI18n } from "../i18n/i18n.tsx";
import { measureTabText } from "./tabText.ts";

/** The measurements tab's label, for the app's tab list. */
export const MeasureTabLabel = () => {
  const { language } = useI18n();
  return <>{measureTabText[language()]}</>;
};

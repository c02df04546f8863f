import { useI18n } from "../i18n/i18n.tsx";
import { deployTabText } from "./tabText.ts";

/** The deploy tab's label, for the app's tab list. */
export const DeployTabLabel = () => {
  const { language } = useI18n();
  return <>{deployTabText[language()]}</>;
};

import { useSavedText } from "./text.ts";

/** The saved-plans tab's label, for the app's tab list. */
export const SavedTabLabel = () => {
  const text = useSavedText();
  return <>{text().tab}</>;
};

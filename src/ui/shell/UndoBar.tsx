import { Show } from "solid-js";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import styles from "./LinkBanner.module.css";

/** After an example, saved plan or plan file replaces the form, offers the previous plan back. */
export const UndoBar = () => {
  const planner = usePlanner();
  const { t } = useI18n();
  return (
    <Show when={planner.replaced()}>
      <div class={styles.banner} role="status">
        <p class={styles.text}>{t().app.replaced}</p>
        <div class={styles.actions}>
          <button type="button" class={styles.button} onClick={() => planner.undoLoad()}>
            {t().app.undo}
          </button>
          <button type="button" class={styles.button} onClick={() => planner.dismissUndo()}>
            {t().app.dismiss}
          </button>
        </div>
      </div>
    </Show>
  );
};

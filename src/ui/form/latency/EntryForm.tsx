import { createSignal, type ParentProps, Show } from "solid-js";
import { useI18n } from "../../i18n/i18n.tsx";
import styles from "./Latency.module.css";

/** The frame of a custom entry's form: a titled group, its fields, and Save / Cancel. */
export const EntryForm = (
  props: ParentProps<{ title: string; onSave: () => boolean; onCancel: () => void }>,
) => {
  const { t } = useI18n();
  const [refused, setRefused] = createSignal(false);
  return (
    <fieldset class={styles.group} data-entry-form>
      <legend class={styles.groupTitle}>{props.title}</legend>
      <div class={styles.groupGrid}>
        {props.children}
        <div class={styles.actions}>
          <button
            type="button"
            class={`${styles.button} ${styles.primary}`}
            onClick={() => setRefused(!props.onSave())}
          >
            {t().latency.entries.save}
          </button>
          <button type="button" class={styles.button} onClick={() => props.onCancel()}>
            {t().latency.entries.cancel}
          </button>
          <Show when={refused()}>
            <span class={styles.error} role="alert">
              {t().latency.entries.fixFirst}
            </span>
          </Show>
        </div>
      </div>
    </fieldset>
  );
};

import { For, Show } from "solid-js";
import { violationText, warningText } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import { feasibilityLine } from "./feasibilityLine.ts";
import styles from "./StatusPanel.module.css";
import { useSustainableText } from "./sustainableText.ts";

const focusField = (field: string) => {
  const input = document.querySelector<HTMLInputElement>(`[data-path="${field}"] input`);
  input?.focus();
};

/** Whether the plan holds, and if not, what to change, each linked to its field. */
export const StatusPanel = () => {
  const planner = usePlanner();
  const { t } = useI18n();
  const result = () => planner.result();
  const text = useSustainableText();
  const line = () => feasibilityLine(planner.plan(), result(), t(), text());
  return (
    <div class={styles.status}>
      <Show when={planner.stale()}>
        <p class={styles.stale} role="status">
          {t().status.stale}
        </p>
      </Show>
      <Show
        when={line().holds}
        fallback={
          <div class={styles.infeasible} role="alert">
            <p class={styles.heading}>{line().text}</p>
            <ul class={styles.list}>
              <For each={result().violations}>
                {(violation) => (
                  <li>
                    <button
                      type="button"
                      class={styles.fieldLink}
                      onClick={() => focusField(violation.field)}
                    >
                      {violationText(violation, t())}
                    </button>
                  </li>
                )}
              </For>
            </ul>
          </div>
        }
      >
        <p class={styles.feasible} data-testid="feasibility">
          ✓ {line().text}
        </p>
      </Show>
      <Show when={result().warnings.length > 0}>
        <div class={styles.warnings}>
          <p class={styles.heading}>{t().status.warnings}</p>
          <ul class={styles.list}>
            <For each={result().warnings}>{(warning) => <li>{warningText(warning, t())}</li>}</For>
          </ul>
        </div>
      </Show>
    </div>
  );
};

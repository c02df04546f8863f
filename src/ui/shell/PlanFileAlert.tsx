import { For, Show } from "solid-js";
import { fill } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { useOpenTab } from "../state/openTab.tsx";
import styles from "./LinkBanner.module.css";
import { type PlanFileNotice, planFileNotice, setPlanFileNotice } from "./planFileNotice.ts";
import { planFileProblems } from "./planFileProblems.ts";
import { usePlanFileText } from "./planFileText.ts";

type Of<K extends PlanFileNotice["kind"]> = Extract<PlanFileNotice, { kind: K }>;

const noticeOf =
  <K extends PlanFileNotice["kind"]>(kind: K) =>
  (): Of<K> | undefined => {
    const notice = planFileNotice();
    return notice?.kind === kind ? (notice as Of<K>) : undefined;
  };
const opened = noticeOf("opened");
const measurement = noticeOf("measurement");
const rejected = noticeOf("rejected");

/** What the last plan file came to, below the header, full width: opened, rejected, or a measurement. */
export const PlanFileAlert = () => {
  const { t } = useI18n();
  const text = usePlanFileText();
  const dismiss = () => setPlanFileNotice(null);
  const openTab = useOpenTab();
  return (
    <>
      {/* Always in the page, so a screen reader hears the text that appears in it. */}
      <p class={styles.note} role="status" aria-live="polite">
        {opened() === undefined ? "" : fill(text().opened, { name: opened()?.name ?? "" })}
      </p>
      <Show when={measurement()}>
        {(found) => (
          <div class={styles.alert} role="alert">
            <p class={styles.alertText}>
              {fill(text().measurement[found().measurement], { name: found().name })}
            </p>
            <div class={styles.actions}>
              <button
                type="button"
                class={styles.button}
                onClick={() => {
                  openTab?.open("measure");
                  dismiss();
                }}
              >
                {text().toMeasurements}
              </button>
              <button type="button" class={styles.button} onClick={dismiss}>
                {text().dismiss}
              </button>
            </div>
          </div>
        )}
      </Show>
      <Show when={rejected()}>
        {(report) => (
          <div class={styles.alert} role="alert">
            <p class={styles.alertText}>{fill(text().rejected, { name: report().name })}</p>
            <ul class={styles.alertList}>
              <For each={planFileProblems(report().problems, t(), text())}>
                {(line) => (
                  <li>
                    <strong>{line.field}</strong> {line.message}
                  </li>
                )}
              </For>
            </ul>
            <div class={styles.actions}>
              <button type="button" class={styles.button} onClick={dismiss}>
                {text().dismiss}
              </button>
            </div>
          </div>
        )}
      </Show>
    </>
  );
};

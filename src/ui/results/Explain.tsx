import { Popover } from "@kobalte/core/popover";
import { Show } from "solid-js";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import styles from "./Explain.module.css";

/** "How was this computed?": the formula, and the same formula with this plan's numbers. */
export const Explain = (props: { path: string; label: string }) => {
  const planner = usePlanner();
  const { t } = useI18n();
  const derivation = () => planner.result().explain[props.path];
  return (
    <Show when={derivation()}>
      {(shown) => (
        <Popover placement="bottom-end" gutter={4}>
          <Popover.Trigger class={styles.trigger} aria-label={`${t().results.how} ${props.label}`}>
            ƒ
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content class={styles.content}>
              <Popover.Arrow />
              <Popover.Title class={styles.title}>{props.label}</Popover.Title>
              <p class={styles.caption}>{t().results.formula}</p>
              <code class={styles.code}>{shown().formula}</code>
              <p class={styles.caption}>{t().results.withNumbers}</p>
              <code class={styles.code}>{shown().substituted}</code>
            </Popover.Content>
          </Popover.Portal>
        </Popover>
      )}
    </Show>
  );
};

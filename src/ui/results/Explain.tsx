import { Popover } from "@kobalte/core/popover";
import { Show } from "solid-js";
import { derivationOf, type ExplainedPath, explains } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import styles from "./Explain.module.css";

/**
 * "How was this computed?": the formula, and the same formula with this plan's numbers, in the
 * reader's language. The words are written only while the popover is open.
 */
export const Explain = (props: { path: ExplainedPath; label: string }) => {
  const planner = usePlanner();
  const { t, language } = useI18n();
  const derivation = () =>
    derivationOf(props.path, planner.plan(), planner.solved(), language()) ?? {
      formula: "",
      substituted: "",
    };
  return (
    <Show when={explains(props.path, planner.solved())}>
      <Popover placement="bottom-end" gutter={4}>
        <Popover.Trigger class={styles.trigger} aria-label={`${t().results.how} ${props.label}`}>
          ƒ
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content class={styles.content}>
            <Popover.Arrow />
            <Popover.Title class={styles.title}>{props.label}</Popover.Title>
            <p class={styles.caption}>{t().results.formula}</p>
            <code class={styles.code}>{derivation().formula}</code>
            <p class={styles.caption}>{t().results.withNumbers}</p>
            <code class={styles.code}>{derivation().substituted}</code>
          </Popover.Content>
        </Popover.Portal>
      </Popover>
    </Show>
  );
};

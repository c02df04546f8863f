import { Popover } from "@kobalte/core/popover";
import { createResource, createSignal, Show } from "solid-js";
import { type ExplainedPath, explains } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import styles from "./Explain.module.css";

// The derivations' words load with the first popover opened: a first visit does not need them.
const loadDerivations = () => import("../../text/derivations/derivation.ts");

/**
 * "How was this computed?": the formula, and the same formula with this plan's numbers, in the
 * reader's language. The words are written only while the popover is open.
 */
export const Explain = (props: { path: ExplainedPath; label: string }) => {
  const planner = usePlanner();
  const { t, language } = useI18n();
  const [open, setOpen] = createSignal(false);
  const [texts] = createResource(open, loadDerivations);
  const derivation = () =>
    texts()?.derivationOf(props.path, planner.plan(), planner.solved(), language()) ?? {
      formula: "…",
      substituted: "…",
    };
  return (
    <Show when={explains(props.path, planner.solved())}>
      <Popover placement="bottom-end" gutter={4} open={open()} onOpenChange={setOpen}>
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

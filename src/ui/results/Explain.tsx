import { createResource, createSignal, createUniqueId, onCleanup, Show } from "solid-js";
import { type ExplainedPath, explains } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { FloatingBox } from "../shell/FloatingBox.tsx";
import { createOutsidePointer } from "../shell/outsidePointer.ts";
import { usePlanner } from "../state/planner.tsx";
import styles from "./Explain.module.css";

// The derivations' words load with the first popover opened: a first visit does not need them.
const loadDerivations = () => import("../../text/derivations/derivation.ts");

/**
 * "How was this computed?": the formula, and the same formula with this plan's numbers, in the
 * reader's language. The words are written only while the popover is open. Escape, a click
 * elsewhere or focus moving away closes it; Escape hands focus back to the ƒ.
 */
export const Explain = (props: { path: ExplainedPath; label: string }) => {
  const planner = usePlanner();
  const { t, language } = useI18n();
  const id = createUniqueId();
  const [open, setOpen] = createSignal(false);
  const [trigger, setTrigger] = createSignal<HTMLButtonElement>();
  const [texts] = createResource(open, loadDerivations);
  let dialog: HTMLDivElement | undefined;
  const derivation = () =>
    texts()?.derivationOf(props.path, planner.plan(), planner.solved(), language()) ?? {
      formula: "…",
      substituted: "…",
    };
  const outside = createOutsidePointer(
    () => [dialog, trigger()],
    () => close(),
  );
  const stopListening = () => {
    outside.stop();
    document.removeEventListener("keydown", onKeyDown);
  };
  const close = () => {
    stopListening();
    setOpen(false);
  };
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape") return;
    event.preventDefault();
    close();
    trigger()?.focus();
  }
  const opened = (element: HTMLDivElement) => {
    dialog = element;
    outside.listen();
    document.addEventListener("keydown", onKeyDown);
    queueMicrotask(() => element.focus());
  };
  onCleanup(stopListening);
  return (
    <Show when={explains(props.path, planner.solved())}>
      <button
        ref={setTrigger}
        type="button"
        class={styles.trigger}
        aria-label={`${t().results.how} ${props.label}`}
        aria-haspopup="dialog"
        aria-expanded={open()}
        aria-controls={open() ? id : undefined}
        onClick={() => (open() ? close() : setOpen(true))}
      >
        ƒ
      </button>
      <Show when={open() && trigger()}>
        {(anchor) => (
          <FloatingBox
            ref={opened}
            anchor={anchor()}
            side="bottom"
            align="end"
            gutter={4}
            arrow
            id={id}
            role="dialog"
            aria-labelledby={`${id}-title`}
            tabindex="-1"
            class={styles.content}
            onFocusOut={(event) => {
              if (event.relatedTarget && !outside.contains(event.relatedTarget)) close();
            }}
          >
            <h2 id={`${id}-title`} class={styles.title}>
              {props.label}
            </h2>
            <p class={styles.caption}>{t().results.formula}</p>
            <code class={styles.code}>{derivation().formula}</code>
            <p class={styles.caption}>{t().results.withNumbers}</p>
            <code class={styles.code}>{derivation().substituted}</code>
          </FloatingBox>
        )}
      </Show>
    </Show>
  );
};

import { createSignal, onCleanup } from "solid-js";
import { copyText } from "../shell/copyText.ts";
import styles from "./Deploy.module.css";
import { useDeployText } from "./text.ts";

const resetMs = 2500;

/** Copies a text and says so beside the button for a moment. */
export const CopyButton = (props: { text: string; label?: string; caption?: string }) => {
  const text = useDeployText();
  const [state, setState] = createSignal<"idle" | "copied" | "failed">("idle");
  let timer: ReturnType<typeof setTimeout> | undefined;
  onCleanup(() => clearTimeout(timer));
  const copy = async () => {
    setState((await copyText(props.text)) ? "copied" : "failed");
    clearTimeout(timer);
    timer = setTimeout(() => setState("idle"), resetMs);
  };
  return (
    <span class={styles.copy}>
      <button type="button" class={styles.button} aria-label={props.label} onClick={copy}>
        {props.caption ?? text().copy}
      </button>
      <span class={styles.copied} role="status" aria-live="polite">
        {state() === "copied" ? text().copied : state() === "failed" ? text().copyFailed : ""}
      </span>
    </span>
  );
};

import { Show } from "solid-js";
import type { ExplainedPath } from "../../text/index.ts";
import { Explain } from "./Explain.tsx";
import styles from "./HeadlineCards.module.css";

/**
 * One headline number. A component, so a new value updates its text rather than rebuilding it
 * (and its explanation) on every keystroke. `explainLabel` names a derivation apart from a
 * figure of the same label beside it.
 */
export const Figure = (props: {
  label: string;
  value: string;
  path?: ExplainedPath;
  explainLabel?: string;
}) => (
  <div class={styles.figure}>
    <div class={styles.label}>
      {props.label}
      <Show when={props.path}>
        {(path) => <Explain path={path()} label={props.explainLabel ?? props.label} />}
      </Show>
    </div>
    <div class={styles.value}>
      <span>{props.value}</span>
    </div>
  </div>
);

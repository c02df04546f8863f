import { Show } from "solid-js";
import { formatBand } from "../../model/index.ts";
import type { ExplainedPath } from "../../text/index.ts";
import { Explain } from "./Explain.tsx";
import styles from "./HeadlineCards.module.css";

/**
 * One headline number. A component, so a new value updates its text rather than rebuilding it
 * (and its explanation) on every keystroke. `explainLabel` names a derivation apart from a
 * figure of the same label beside it. An estimate carries its error band after the value.
 */
export const Figure = (props: {
  label: string;
  value: string;
  path?: ExplainedPath;
  explainLabel?: string;
  /** An estimate's error band, "±31%", with what it means on hover. */
  /** The relative error band of an estimate (0.31 for ±31%); none for a measured or entered figure. */
  band?: number | null;
  bandHint?: string;
}) => (
  <div class={styles.figure}>
    <div class={styles.label}>
      {props.label}
      <Show when={props.path}>
        {(path) => <Explain path={path()} label={props.explainLabel ?? props.label} />}
      </Show>
    </div>
    <div class={`${styles.value} ${styles.valueLine}`}>
      <span>{props.value}</span>
      <Show when={props.band ?? false}>
        <span class={styles.band} title={props.bandHint} data-band>
          {formatBand(props.band ?? 0)}
        </span>
      </Show>
    </div>
  </div>
);

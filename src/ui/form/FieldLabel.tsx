import type { JSX } from "solid-js";
import styles from "./Field.module.css";
import { HelpTip } from "./HelpTip.tsx";

/**
 * A field's label row: the label, pointing at its control, the help tip when there is help, and
 * whatever the field adds after them (a measured badge).
 */
export const FieldLabel = (props: {
  for: string;
  label: string;
  help?: string;
  /** Kept for screen readers only (a table cell's label). */
  hidden?: boolean;
  children?: JSX.Element;
}) => (
  <div class={styles.labelRow} classList={{ "visually-hidden": props.hidden === true }}>
    <label for={props.for} class={styles.label}>
      {props.label}
    </label>
    {props.help ? <HelpTip text={props.help} name={props.label} /> : null}
    {props.children}
  </div>
);

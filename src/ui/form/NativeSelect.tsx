import type { JSX } from "solid-js";
import styles from "./NativeSelect.module.css";

/**
 * A native select drawn as the form's boxed control with its own ▾: the browser's list, keyboard
 * and touch behaviour. The caller gives the options, marking the chosen one `selected`, and reads
 * the chosen option's value back.
 */
export const NativeSelect = (props: {
  id: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
  /** Added to the control around the select (a width, for one). */
  class?: string;
  children: JSX.Element;
}) => (
  <span class={`${styles.control} ${props.class ?? ""}`}>
    <select
      id={props.id}
      class={styles.select}
      aria-invalid={props.invalid ? true : undefined}
      aria-describedby={props.describedBy}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    >
      {props.children}
    </select>
    <span class={styles.icon} aria-hidden="true">
      ▾
    </span>
  </span>
);

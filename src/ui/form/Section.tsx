import type { ParentProps } from "solid-js";
import styles from "./Section.module.css";

/** A titled group of fields. */
export const Section = (props: ParentProps<{ title: string; note?: string }>) => (
  <fieldset class={styles.section}>
    <legend class={styles.legend}>{props.title}</legend>
    {props.note ? <p class={styles.note}>{props.note}</p> : null}
    <div class={styles.grid}>{props.children}</div>
  </fieldset>
);

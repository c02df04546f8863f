import type { JSX, ParentProps } from "solid-js";
import styles from "./Card.module.css";

/**
 * A titled block of results: its body is a definition list of metrics; `note` (outside the list)
 * stands in for an empty body or adds a closing line.
 */
export const Card = (props: ParentProps<{ title: string; wide?: boolean; note?: JSX.Element }>) => (
  <section
    class={styles.card}
    classList={{ [styles.wide as string]: props.wide }}
    aria-label={props.title}
  >
    <h3 class={styles.title}>{props.title}</h3>
    <dl class={styles.list}>{props.children}</dl>
    {props.note ? <p class={styles.note}>{props.note}</p> : null}
  </section>
);

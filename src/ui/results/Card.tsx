import type { ParentProps } from "solid-js";
import styles from "./Card.module.css";

/** A titled block of results; its body is a definition list of metrics. */
export const Card = (props: ParentProps<{ title: string; wide?: boolean }>) => (
  <section
    class={styles.card}
    classList={{ [styles.wide as string]: props.wide }}
    aria-label={props.title}
  >
    <h3 class={styles.title}>{props.title}</h3>
    <dl class={styles.list}>{props.children}</dl>
  </section>
);

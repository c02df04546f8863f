import { Show } from "solid-js";
import styles from "../Field.module.css";

/**
 * Whether the section's t1 or ITL field is the time the results use (phaseTimeNote.ts), across the
 * section's whole row: inside the field it would push its neighbours' inputs out of line.
 */
export const PhaseTimeNote = (props: { note: string | null; id: string; phase: string }) => (
  <Show when={props.note}>
    {(note) => (
      <p
        id={props.id}
        class={`${styles.wide} ${styles.note}`}
        data-testid={`${props.phase}-time-note`}
      >
        {note()}
      </p>
    )}
  </Show>
);

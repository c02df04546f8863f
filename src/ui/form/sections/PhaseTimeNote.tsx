import { Show } from "solid-js";
import { useI18n } from "../../i18n/i18n.tsx";
import { usePlanner } from "../../state/planner.tsx";
import styles from "../Field.module.css";
import { phaseTimeNote } from "./phaseTimeNote.ts";

/**
 * Whether the section's t1 or ITL field is the time the results use, across the section's whole
 * row (inside the field it would push its neighbours' inputs out of line).
 */
export const PhaseTimeNote = (props: { phase: "prefill" | "decode"; id: string }) => {
  const planner = usePlanner();
  const { t } = useI18n();
  return (
    <Show when={phaseTimeNote(planner.plan(), planner.result(), props.phase, t())}>
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
};

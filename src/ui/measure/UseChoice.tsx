import { Show } from "solid-js";
import styles from "./Calibration.module.css";

/** A value to take from the run; unticked and disabled, with the reason, when the run lacks it. */
export const UseChoice = (props: {
  label: string;
  checked: boolean;
  /** Why the run cannot give this value; null when it can. */
  unavailable: string | null;
  onChange: (checked: boolean) => void;
}) => (
  <label class={styles.check} data-disabled={props.unavailable === null ? undefined : ""}>
    <input
      type="checkbox"
      checked={props.checked && props.unavailable === null}
      disabled={props.unavailable !== null}
      onChange={(event) => props.onChange(event.currentTarget.checked)}
    />
    <span>
      {props.label}
      <Show when={props.unavailable}>
        {(reason) => <span class={styles.reason}> ({reason()})</span>}
      </Show>
    </span>
  </label>
);

import { Show } from "solid-js";
import { fill } from "../../text/index.ts";
import styles from "./Calibration.module.css";
import { useMeasureText } from "./text.ts";

/** A value to take from the run; unticked and disabled, with the reason, when the run lacks it. */
export const UseChoice = (props: {
  label: string;
  checked: boolean;
  /** Why the run cannot give this value; null when it can. */
  unavailable: string | null;
  onChange: (checked: boolean) => void;
}) => {
  const text = useMeasureText();
  return (
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
          {(reason) => (
            <span class={styles.reason}>{fill(text().calibrate.reason, { reason: reason() })}</span>
          )}
        </Show>
      </span>
    </label>
  );
};

import styles from "./SavedPlans.module.css";
import { useSavedText } from "./text.ts";

/** The "Compare" tick of one plan; off while two others are already ticked. */
export const CompareToggle = (props: {
  planName: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) => {
  const text = useSavedText();
  return (
    <label class={styles.compareToggle} data-disabled={props.disabled ? "" : undefined}>
      <input
        type="checkbox"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => {
          props.onChange(event.currentTarget.checked);
          event.currentTarget.checked = props.checked;
        }}
      />
      <span>
        {text().compare}
        <span class="visually-hidden"> {props.planName}</span>
      </span>
    </label>
  );
};

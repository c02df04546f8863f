import { createUniqueId, For } from "solid-js";
import styles from "./Field.module.css";
import { HelpTip } from "./HelpTip.tsx";

/**
 * A short choice drawn as a segmented row of native radio buttons: the browser gives the group
 * its arrow keys (each moves to and picks the next option) and one tab stop.
 */
export const ChoiceField = <T extends string>(props: {
  label: string;
  help?: string;
  /** May be none of the options (nothing selected). */
  value: string;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T) => void;
}) => {
  const id = createUniqueId();
  return (
    <div role="radiogroup" aria-labelledby={`${id}-label`} class={`${styles.field} ${styles.wide}`}>
      <div class={styles.labelRow}>
        <span id={`${id}-label`} class={styles.label}>
          {props.label}
        </span>
        {props.help ? <HelpTip text={props.help} name={props.label} /> : null}
      </div>
      <div class={styles.segments} role="presentation">
        <For each={props.options}>
          {(option) => (
            <label class={styles.segment} data-checked={props.value === option ? "" : undefined}>
              <input
                type="radio"
                name={id}
                value={option}
                class={styles.segmentInput}
                checked={props.value === option}
                onChange={(event) => {
                  props.onChange(option);
                  // The value is the caller's: a change it did not take leaves the old option on.
                  event.currentTarget.checked = props.value === option;
                }}
              />
              <span class={styles.segmentLabel}>{props.optionLabel(option)}</span>
            </label>
          )}
        </For>
      </div>
    </div>
  );
};

import { RadioGroup } from "@kobalte/core/radio-group";
import { For } from "solid-js";
import styles from "./Field.module.css";
import { HelpTip } from "./HelpTip.tsx";

/** A short choice drawn as a segmented row of radio buttons. */
export const ChoiceField = <T extends string>(props: {
  label: string;
  help?: string;
  /** May be none of the options (nothing selected). */
  value: string;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T) => void;
}) => (
  <RadioGroup
    class={`${styles.field} ${styles.wide}`}
    value={props.value}
    onChange={(value) => props.onChange(value as T)}
  >
    <div class={styles.labelRow}>
      <RadioGroup.Label class={styles.label}>{props.label}</RadioGroup.Label>
      {props.help ? <HelpTip text={props.help} label={`${props.label}: ${props.help}`} /> : null}
    </div>
    <div class={styles.segments} role="presentation">
      <For each={props.options}>
        {(option) => (
          <RadioGroup.Item value={option} class={styles.segment}>
            <RadioGroup.ItemInput class={styles.segmentInput} />
            <RadioGroup.ItemLabel class={styles.segmentLabel}>
              {props.optionLabel(option)}
            </RadioGroup.ItemLabel>
          </RadioGroup.Item>
        )}
      </For>
    </div>
  </RadioGroup>
);

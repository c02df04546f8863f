import { createUniqueId, Show } from "solid-js";
import styles from "./Field.module.css";
import { HelpTip } from "./HelpTip.tsx";
import { NumberInput } from "./NumberInput.tsx";

/**
 * A number that is not a flat plan field (a profile cell, a factor, a custom entry's rate, the
 * simulated load): the caller reads and writes it. Empty gives NaN; no min/max, so the schema's message says what is wrong.
 */
export const LooseNumberField = (props: {
  label: string;
  help?: string;
  unit?: string;
  value: number | undefined;
  onChange: (value: number) => void;
  error?: string;
  placeholder?: string;
  step?: number;
  path?: string;
  /** Keeps the label for screen readers only (table cells). */
  hideLabel?: boolean;
  class?: string;
}) => {
  const id = createUniqueId();
  const errorId = `${id}-error-message`;
  return (
    <div
      class={`${styles.field} ${props.class ?? ""}`}
      data-path={props.path}
      data-invalid={props.error ? "" : undefined}
    >
      <div class={styles.labelRow} classList={{ "visually-hidden": props.hideLabel === true }}>
        <label for={`${id}-input`} class={styles.label}>
          {props.label}
        </label>
        {props.help ? <HelpTip text={props.help} label={`${props.label}: ${props.help}`} /> : null}
      </div>
      <div class={styles.inputRow}>
        <NumberInput
          id={`${id}-input`}
          class={styles.input}
          value={props.value ?? Number.NaN}
          onValueChange={(value) => props.onChange(value)}
          step={props.step ?? 1}
          invalid={props.error !== undefined && props.error !== ""}
          describedBy={props.error ? errorId : undefined}
          placeholder={props.placeholder}
        />
        {props.unit ? (
          <span class={styles.unit} aria-hidden="true">
            {props.unit}
          </span>
        ) : null}
      </div>
      <Show when={props.error}>
        <div id={errorId} class={styles.error}>
          {props.error}
        </div>
      </Show>
    </div>
  );
};

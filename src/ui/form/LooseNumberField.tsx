import { createUniqueId, Show } from "solid-js";
import styles from "./Field.module.css";
import { FieldLabel } from "./FieldLabel.tsx";
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
      <FieldLabel
        for={`${id}-input`}
        label={props.label}
        help={props.help}
        hidden={props.hideLabel}
      />
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

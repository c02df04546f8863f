import { NumberField } from "@kobalte/core/number-field";
import styles from "../Field.module.css";
import { HelpTip } from "../HelpTip.tsx";
import own from "./Latency.module.css";

const keepCaretKeys = (event: KeyboardEvent) => {
  if (event.key === "Home" || event.key === "End") event.stopPropagation();
};

/**
 * A number that is not a flat plan field (a profile cell, a factor, a custom entry's rate): the
 * caller reads and writes it. Empty gives NaN; no min/max, so the schema's message says what is wrong.
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
}) => (
  <NumberField
    class={styles.field}
    rawValue={props.value ?? Number.NaN}
    onRawValueChange={(value) => props.onChange(value)}
    validationState={props.error ? "invalid" : "valid"}
    step={props.step ?? 1}
    formatOptions={{ useGrouping: false, maximumFractionDigits: 6 }}
    data-path={props.path}
  >
    <div class={styles.labelRow} classList={{ [own.visuallyHidden as string]: props.hideLabel }}>
      <NumberField.Label class={styles.label}>{props.label}</NumberField.Label>
      {props.help ? <HelpTip text={props.help} label={`${props.label}: ${props.help}`} /> : null}
    </div>
    <div
      class={styles.inputRow}
      ref={(row) => row.addEventListener("keydown", keepCaretKeys, { capture: true })}
    >
      <NumberField.Input class={styles.input} placeholder={props.placeholder} />
      {props.unit ? (
        <span class={styles.unit} aria-hidden="true">
          {props.unit}
        </span>
      ) : null}
    </div>
    <NumberField.ErrorMessage class={styles.error}>{props.error ?? ""}</NumberField.ErrorMessage>
  </NumberField>
);

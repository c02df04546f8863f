import { TextField } from "@kobalte/core/text-field";
import styles from "../Field.module.css";
import { HelpTip } from "../HelpTip.tsx";

/** A line of text in a custom entry: its id, name or source. */
export const EntryTextField = (props: {
  label: string;
  help?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  wide?: boolean;
}) => (
  <TextField
    class={styles.field}
    classList={{ [styles.wide as string]: props.wide }}
    value={props.value}
    onChange={(value) => props.onChange(value)}
    validationState={props.error ? "invalid" : "valid"}
  >
    <div class={styles.labelRow}>
      <TextField.Label class={styles.label}>{props.label}</TextField.Label>
      {props.help ? <HelpTip text={props.help} label={`${props.label}: ${props.help}`} /> : null}
    </div>
    <div class={styles.inputRow}>
      <TextField.Input class={styles.input} spellcheck={false} />
    </div>
    <TextField.ErrorMessage class={styles.error}>{props.error ?? ""}</TextField.ErrorMessage>
  </TextField>
);

import { createUniqueId, Show } from "solid-js";
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
}) => {
  const id = createUniqueId();
  const errorId = `${id}-error-message`;
  return (
    <div
      class={styles.field}
      classList={{ [styles.wide as string]: props.wide }}
      data-invalid={props.error ? "" : undefined}
    >
      <div class={styles.labelRow}>
        <label for={`${id}-input`} class={styles.label}>
          {props.label}
        </label>
        {props.help ? <HelpTip text={props.help} label={`${props.label}: ${props.help}`} /> : null}
      </div>
      <div class={styles.inputRow}>
        <input
          id={`${id}-input`}
          type="text"
          class={styles.input}
          spellcheck={false}
          value={props.value}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
          onInput={(event) => props.onChange(event.currentTarget.value)}
        />
      </div>
      <Show when={props.error}>
        <div id={errorId} class={styles.error}>
          {props.error}
        </div>
      </Show>
    </div>
  );
};

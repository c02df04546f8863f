import { createUniqueId, Show } from "solid-js";
import styles from "../Field.module.css";
import { FieldLabel } from "../FieldLabel.tsx";

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
      <FieldLabel for={`${id}-input`} label={props.label} help={props.help} />
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

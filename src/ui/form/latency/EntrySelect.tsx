import { createUniqueId, For, Show } from "solid-js";
import { FieldLabel } from "../FieldLabel.tsx";
import { NativeSelect } from "../NativeSelect.tsx";
import styles from "./EntrySelect.module.css";

// The value of the "none" option; no id a person types starts so.
const noneId = "\u2205none";

interface Option {
  id: string;
  label: string;
}

/**
 * A choice among named entries (GPUs, models, number formats) by id: a native select. With
 * `noneLabel`, "none" is a choice too and gives undefined. An id that matches no option shows as
 * nothing chosen.
 */
export const EntrySelect = (props: {
  label: string;
  help?: string;
  description?: string;
  options: Option[];
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  noneLabel?: string;
  error?: string;
  path?: string;
}) => {
  const id = createUniqueId();
  const chosen = () => props.value ?? noneId;
  const known = () =>
    chosen() === noneId
      ? props.noneLabel !== undefined
      : props.options.some((option) => option.id === chosen());
  const describedBy = () =>
    [props.description ? `${id}-description` : "", props.error ? `${id}-error` : ""]
      .filter(Boolean)
      .join(" ") || undefined;
  return (
    <div class={styles.select} data-path={props.path}>
      <FieldLabel for={id} label={props.label} help={props.help} />
      <NativeSelect
        id={id}
        invalid={props.error !== undefined && props.error !== ""}
        describedBy={describedBy()}
        onChange={(next) => {
          if (next !== "") props.onChange(next === noneId ? undefined : next);
        }}
      >
        <Show when={!known()}>
          <option value="" selected disabled hidden />
        </Show>
        <Show when={props.noneLabel}>
          {(label) => (
            <option value={noneId} selected={chosen() === noneId}>
              {label()}
            </option>
          )}
        </Show>
        <For each={props.options}>
          {(option) => (
            <option value={option.id} selected={option.id === chosen()}>
              {option.label}
            </option>
          )}
        </For>
      </NativeSelect>
      {props.description ? (
        <p id={`${id}-description`} class={styles.description}>
          {props.description}
        </p>
      ) : null}
      <Show when={props.error}>
        <div id={`${id}-error`} class={styles.error}>
          {props.error}
        </div>
      </Show>
    </div>
  );
};

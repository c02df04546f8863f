import { Select } from "@kobalte/core/select";
import { createMemo } from "solid-js";
import { HelpTip } from "../HelpTip.tsx";
import styles from "./EntrySelect.module.css";

// Kobalte ignores an empty key, so "none" needs one of its own; no id a person types starts so.
const noneId = "\u2205none";

interface Option {
  id: string;
  label: string;
}

/**
 * A choice among named entries (GPUs, models, number formats) by id. With `noneLabel`, "none" is
 * a choice too and gives undefined. An id that matches no option shows as nothing chosen.
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
  // One array per change of options, so the chosen option is one of them by identity.
  const all = createMemo((): Option[] => [
    ...(props.noneLabel ? [{ id: noneId, label: props.noneLabel }] : []),
    ...props.options,
  ]);
  const selected = () => all().find((option) => option.id === (props.value ?? noneId));
  return (
    <Select<Option>
      class={styles.select}
      options={all()}
      optionValue="id"
      optionTextValue="label"
      value={selected() ?? null}
      onChange={(option) => {
        if (option) props.onChange(option.id === noneId ? undefined : option.id);
      }}
      validationState={props.error ? "invalid" : "valid"}
      disallowEmptySelection
      data-path={props.path}
      itemComponent={(item) => (
        <Select.Item item={item.item} class={styles.item}>
          <Select.ItemLabel>{item.item.rawValue.label}</Select.ItemLabel>
        </Select.Item>
      )}
    >
      <div class={styles.labelRow}>
        <Select.Label class={styles.label}>{props.label}</Select.Label>
        {props.help ? <HelpTip text={props.help} label={`${props.label}: ${props.help}`} /> : null}
      </div>
      <Select.Trigger class={styles.trigger}>
        <Select.Value<Option> class={styles.value}>
          {(state) => state.selectedOption()?.label}
        </Select.Value>
        <Select.Icon class={styles.icon}>▾</Select.Icon>
      </Select.Trigger>
      {props.description ? (
        <Select.Description class={styles.description}>{props.description}</Select.Description>
      ) : null}
      <Select.ErrorMessage class={styles.error}>{props.error ?? ""}</Select.ErrorMessage>
      <Select.Portal>
        <Select.Content class={styles.content}>
          <Select.Listbox class={styles.listbox} />
        </Select.Content>
      </Select.Portal>
    </Select>
  );
};

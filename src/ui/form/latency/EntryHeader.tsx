import { Show } from "solid-js";
import { useI18n } from "../../i18n/i18n.tsx";
import { EntrySelect } from "./EntrySelect.tsx";
import { EntryTextField } from "./EntryTextField.tsx";
import styles from "./Latency.module.css";
import type { EntryOption } from "./useLatency.ts";

/** The fields every custom entry starts with: what to copy from (new entries only), id, name. */
export const EntryHeader = (props: {
  isNew: boolean;
  options: EntryOption[];
  from: string;
  onStartFrom: (id: string) => void;
  id: string;
  name: string;
  onId: (id: string) => void;
  onName: (name: string) => void;
  problem: (field: string) => string | undefined;
}) => {
  const { t } = useI18n();
  const text = () => t().latency.entries;
  return (
    <>
      <Show when={props.isNew}>
        <div class={styles.wide}>
          <EntrySelect
            label={text().startFrom}
            options={props.options}
            value={props.from}
            onChange={(id) => {
              if (id !== undefined) props.onStartFrom(id);
            }}
          />
        </div>
      </Show>
      <EntryTextField
        label={text().id}
        help={text().idHelp}
        value={props.id}
        onChange={(value) => props.onId(value)}
        error={props.problem("id")}
      />
      <EntryTextField
        label={text().name}
        value={props.name}
        onChange={(value) => props.onName(value)}
        error={props.problem("name")}
      />
    </>
  );
};

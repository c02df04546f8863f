import { createMemo, createSignal, For, Show } from "solid-js";
import { createStore, reconcile } from "solid-js/store";
import { gpuPresets } from "../../../data/gpus.ts";
import {
  checkGpuDraft,
  type GpuEntryDraft,
  gpuDraftFromSpec,
  gpuEntryFields,
} from "../../../io/customGpu.ts";
import { freeId } from "../../../io/entryUnits.ts";
import { withEntry, withRenamedEntry } from "../../../io/latencyDraft.ts";
import type { GpuSpec } from "../../../model/latency/specs.ts";
import { fill } from "../../i18n/format.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { usePlanner } from "../../state/planner.tsx";
import { EntryForm } from "./EntryForm.tsx";
import { EntrySelect } from "./EntrySelect.tsx";
import { EntryTextField } from "./EntryTextField.tsx";
import { entryProblemText } from "./entryProblemText.ts";
import styles from "./Latency.module.css";
import { LooseNumberField } from "./LooseNumberField.tsx";
import { useLatency } from "./useLatency.ts";

const presets = gpuPresets as Record<string, GpuSpec>;

/** Adds a GPU of one's own, from a copy of a preset, or edits one already added (`initialId`). */
export const CustomGpuForm = (props: { initialId: string | null; onDone: () => void }) => {
  const planner = usePlanner();
  const { t } = useI18n();
  const store = useLatency();
  const editing = props.initialId;
  const specFor = (id: string) => store.customGpus()[id] ?? presets[id];
  const copyOf = (id: string): GpuEntryDraft =>
    gpuDraftFromSpec(
      freeId(`${id}-custom`, Object.keys(store.customGpus())),
      specFor(id) ?? gpuPresets.h100,
    );
  const [from, setFrom] = createSignal(editing ?? "h100");
  const [draft, setDraft] = createStore<GpuEntryDraft>(
    editing ? gpuDraftFromSpec(editing, specFor(editing) ?? gpuPresets.h100) : copyOf("h100"),
  );
  const checked = createMemo(() =>
    checkGpuDraft(draft, {
      presetIds: Object.keys(gpuPresets),
      customIds: Object.keys(store.customGpus()),
      editing,
    }),
  );
  const problem = (field: string) => {
    const current = checked();
    const found = current.ok ? undefined : current.problems.find((p) => p.field === field);
    return found ? entryProblemText(found, t()) : undefined;
  };
  const save = () => {
    const current = checked();
    if (!current.ok) return false;
    planner.setStructured(
      "customGpus",
      withEntry(store.customGpus(), current.id, current.spec, editing),
    );
    if (editing !== null && editing !== current.id)
      store.setLatency(withRenamedEntry(store.latency(), "gpu", editing, current.id));
    props.onDone();
    return true;
  };
  const text = () => t().latency.entries;
  return (
    <EntryForm
      title={editing ? fill(text().editing, { name: draft.name }) : text().newGpu}
      onSave={save}
      onCancel={() => props.onDone()}
    >
      <Show when={editing === null}>
        <div class={styles.wide}>
          <EntrySelect
            label={text().startFrom}
            options={store.gpuOptions()}
            value={from()}
            onChange={(id) => {
              if (id === undefined) return;
              setFrom(id);
              setDraft(reconcile(copyOf(id)));
            }}
          />
        </div>
      </Show>
      <EntryTextField
        label={text().id}
        help={text().idHelp}
        value={draft.id}
        onChange={(value) => setDraft("id", value)}
        error={problem("id")}
      />
      <EntryTextField
        label={text().name}
        value={draft.name}
        onChange={(value) => setDraft("name", value)}
        error={problem("name")}
      />
      <For each={gpuEntryFields}>
        {(entry) => (
          <LooseNumberField
            label={text().gpuFields[entry.key].label}
            help={text().gpuFields[entry.key].help}
            unit={text().units[entry.unit]}
            value={draft.numbers[entry.key]}
            placeholder={
              "nullable" in entry
                ? text().optional
                : "optional" in entry
                  ? text().useDefault
                  : undefined
            }
            step={entry.unit === "count" ? 1 : entry.unit === "fraction" ? 0.05 : 0.1}
            onChange={(value) => setDraft("numbers", entry.key, value)}
            error={problem(entry.key)}
          />
        )}
      </For>
      <EntryTextField
        label={text().source}
        help={text().sourceHelp}
        value={draft.source}
        onChange={(value) => setDraft("source", value)}
        error={problem("source")}
        wide
      />
    </EntryForm>
  );
};

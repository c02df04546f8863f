import { createMemo, createSignal, For, Show } from "solid-js";
import { createStore, reconcile } from "solid-js/store";
import { modelPresets } from "../../../data/models.ts";
import {
  activeModelFields,
  checkModelDraft,
  type ModelEntryDraft,
  modelDraftFromSpec,
} from "../../../io/customModel.ts";
import { freeId } from "../../../io/entryUnits.ts";
import { withEntry, withRenamedEntry } from "../../../io/latencyDraft.ts";
import { attentionKinds, type ModelSpec } from "../../../model/latency/specs.ts";
import { fill } from "../../i18n/format.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { usePlanner } from "../../state/planner.tsx";
import { ChoiceField } from "../ChoiceField.tsx";
import { EntryForm } from "./EntryForm.tsx";
import { EntrySelect } from "./EntrySelect.tsx";
import { EntryTextField } from "./EntryTextField.tsx";
import { entryProblemText } from "./entryProblemText.ts";
import styles from "./Latency.module.css";
import { LooseNumberField } from "./LooseNumberField.tsx";
import { useLatency } from "./useLatency.ts";

const presets = modelPresets as Record<string, ModelSpec>;
const fallback = modelPresets["deepseek-v3"];
const optionalParts = ["localAttention", "sparseAttention"] as const;

/** Adds a model of one's own, from a copy of a preset, or edits one already added (`initialId`). */
export const CustomModelForm = (props: { initialId: string | null; onDone: () => void }) => {
  const planner = usePlanner();
  const { t } = useI18n();
  const store = useLatency();
  const editing = props.initialId;
  const specFor = (id: string) => store.customModels()[id] ?? presets[id];
  const copyOf = (id: string): ModelEntryDraft =>
    modelDraftFromSpec(
      freeId(`${id}-custom`, Object.keys(store.customModels())),
      specFor(id) ?? fallback,
    );
  const [from, setFrom] = createSignal(editing ?? "deepseek-v3");
  const [draft, setDraft] = createStore<ModelEntryDraft>(
    editing ? modelDraftFromSpec(editing, specFor(editing) ?? fallback) : copyOf("deepseek-v3"),
  );
  const checked = createMemo(() =>
    checkModelDraft(draft, {
      presetIds: Object.keys(modelPresets),
      customIds: Object.keys(store.customModels()),
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
      "customModels",
      withEntry(store.customModels(), current.id, current.spec, editing),
    );
    if (editing !== null && editing !== current.id)
      store.setLatency(withRenamedEntry(store.latency(), "model", editing, current.id));
    props.onDone();
    return true;
  };
  const text = () => t().latency.entries;
  return (
    <EntryForm
      title={editing ? fill(text().editing, { name: draft.name }) : text().newModel}
      onSave={save}
      onCancel={() => props.onDone()}
    >
      <Show when={editing === null}>
        <div class={styles.wide}>
          <EntrySelect
            label={text().startFrom}
            options={store.modelOptions()}
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
      <ChoiceField
        label={text().attention.label}
        value={draft.attention}
        options={attentionKinds}
        optionLabel={(kind) => text().attention[kind]}
        onChange={(kind) => setDraft("attention", kind)}
      />
      <For each={optionalParts}>
        {(part) => (
          <label class={styles.check}>
            <input
              type="checkbox"
              checked={draft[part]}
              onChange={(event) => setDraft(part, event.currentTarget.checked)}
            />
            {text()[part]}
          </label>
        )}
      </For>
      <For each={activeModelFields(draft)}>
        {(entry) => (
          <LooseNumberField
            label={text().modelFields[entry.key].label}
            help={text().modelFields[entry.key].help}
            unit={text().units[entry.unit]}
            value={draft.numbers[entry.key]}
            placeholder={entry.nullable ? text().optional : undefined}
            step={entry.unit === "count" ? 1 : 0.01}
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

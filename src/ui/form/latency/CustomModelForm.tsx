import { For } from "solid-js";
import { modelPresets } from "../../../data/index.ts";
import { activeModelFields, checkModelDraft, modelDraftFromSpec } from "../../../io/index.ts";
import { attentionKinds, type ModelSpec } from "../../../model/index.ts";
import { fill } from "../../../text/index.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { ChoiceField } from "../ChoiceField.tsx";
import { LooseNumberField } from "../LooseNumberField.tsx";
import { EntryForm } from "./EntryForm.tsx";
import { EntryHeader } from "./EntryHeader.tsx";
import { EntryTextField } from "./EntryTextField.tsx";
import styles from "./Latency.module.css";
import { useEntryEditor } from "./useEntryEditor.ts";
import { useLatency } from "./useLatency.ts";

const presets = modelPresets as Record<string, ModelSpec>;
const optionalParts = ["localAttention", "sparseAttention"] as const;

/** Adds a model of one's own, from a copy of a preset, or edits one already added (`initialId`). */
export const CustomModelForm = (props: { initialId: string | null; onDone: () => void }) => {
  const { t } = useI18n();
  const store = useLatency();
  const editor = useEntryEditor(
    {
      presets,
      startId: "deepseek-v3",
      custom: store.customModels,
      draftFromSpec: modelDraftFromSpec,
      check: checkModelDraft,
      planKey: "customModels",
      reference: "model",
    },
    props.initialId,
    () => props.onDone(),
  );
  const { draft, setDraft, problem } = editor;
  const text = () => t().latency.entries;
  return (
    <EntryForm
      title={props.initialId ? fill(text().editing, { name: draft.name }) : text().newModel}
      onSave={editor.save}
      onCancel={() => props.onDone()}
    >
      <EntryHeader
        isNew={props.initialId === null}
        options={store.modelOptions()}
        from={editor.from()}
        onStartFrom={editor.startFrom}
        id={draft.id}
        name={draft.name}
        onId={(value) => setDraft("id", value)}
        onName={(value) => setDraft("name", value)}
        problem={problem}
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

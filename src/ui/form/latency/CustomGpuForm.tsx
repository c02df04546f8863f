import { For } from "solid-js";
import { gpuPresets } from "../../../data/index.ts";
import { checkGpuDraft, gpuDraftFromSpec, gpuEntryFields } from "../../../io/index.ts";
import type { GpuSpec } from "../../../model/index.ts";
import { fill } from "../../../text/index.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { LooseNumberField } from "../LooseNumberField.tsx";
import { EntryForm } from "./EntryForm.tsx";
import { EntryHeader } from "./EntryHeader.tsx";
import { EntryTextField } from "./EntryTextField.tsx";
import { useEntryEditor } from "./useEntryEditor.ts";
import { useLatency } from "./useLatency.ts";

const presets = gpuPresets as Record<string, GpuSpec>;

/** Adds a GPU of one's own, from a copy of a preset, or edits one already added (`initialId`). */
export const CustomGpuForm = (props: { initialId: string | null; onDone: () => void }) => {
  const { t } = useI18n();
  const store = useLatency();
  const editor = useEntryEditor(
    {
      presets,
      startId: "h100",
      custom: store.customGpus,
      draftFromSpec: gpuDraftFromSpec,
      check: checkGpuDraft,
      planKey: "customGpus",
      reference: "gpu",
    },
    props.initialId,
    () => props.onDone(),
  );
  const { draft, setDraft, problem } = editor;
  const text = () => t().latency.entries;
  return (
    <EntryForm
      title={props.initialId ? fill(text().editing, { name: draft.name }) : text().newGpu}
      onSave={editor.save}
      onCancel={() => props.onDone()}
    >
      <EntryHeader
        isNew={props.initialId === null}
        options={store.gpuOptions()}
        from={editor.from()}
        onStartFrom={editor.startFrom}
        id={draft.id}
        name={draft.name}
        onId={(value) => setDraft("id", value)}
        onName={(value) => setDraft("name", value)}
        problem={problem}
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

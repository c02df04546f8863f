import { createMemo, createSignal } from "solid-js";
import { createStore, reconcile } from "solid-js/store";
import type { CheckedEntry, EntryIdRules } from "../../../io/index.ts";
import { freeId, withEntry, withRenamedEntry } from "../../../io/index.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { usePlanner } from "../../state/planner.tsx";
import { entryProblemText } from "./entryProblemText.ts";
import { useLatency } from "./useLatency.ts";

/** What differs between the GPU and the model editor; the rest of editing an entry is shared. */
export interface EntryKind<Spec, Draft extends { id: string; name: string }> {
  presets: Record<string, Spec>;
  /** The preset a new entry starts from. */
  startId: string;
  /** The plan's own entries of this kind. */
  custom: () => Record<string, Spec>;
  draftFromSpec: (id: string, spec: Spec) => Draft;
  check: (draft: Draft, rules: EntryIdRules) => CheckedEntry<Spec>;
  /** Where the entries live in the plan, and how the latency settings refer to one. */
  planKey: "customGpus" | "customModels";
  reference: "gpu" | "model";
}

/**
 * Editing a custom entry: a draft copied from a preset or the entry being edited, its problems
 * field by field, and saving it into the plan (renaming the latency settings' references too).
 */
export const useEntryEditor = <Spec, Draft extends { id: string; name: string }>(
  kind: EntryKind<Spec, Draft>,
  editing: string | null,
  onDone: () => void,
) => {
  const planner = usePlanner();
  const { t } = useI18n();
  const store = useLatency();
  // Ids are user text: only own keys count, so "constructor" finds no entry.
  const specFor = (id: string): Spec | undefined => {
    const custom = kind.custom();
    if (Object.hasOwn(custom, id)) return custom[id];
    return Object.hasOwn(kind.presets, id) ? kind.presets[id] : undefined;
  };
  const startSpec = kind.presets[kind.startId] as Spec;
  const copyOf = (id: string): Draft =>
    kind.draftFromSpec(
      freeId(`${id}-custom`, Object.keys(kind.custom())),
      specFor(id) ?? startSpec,
    );
  const [from, setFrom] = createSignal(editing ?? kind.startId);
  const [draft, setDraft] = createStore<Draft>(
    editing ? kind.draftFromSpec(editing, specFor(editing) ?? startSpec) : copyOf(kind.startId),
  );
  const checked = createMemo(() =>
    kind.check(draft, {
      presetIds: Object.keys(kind.presets),
      customIds: Object.keys(kind.custom()),
      editing,
    }),
  );
  return {
    draft,
    setDraft,
    from,
    /** Starts the new entry over from another preset or entry. */
    startFrom: (id: string) => {
      setFrom(() => id);
      setDraft(reconcile(copyOf(id)));
    },
    problem: (field: string): string | undefined => {
      const current = checked();
      const found = current.ok ? undefined : current.problems.find((p) => p.field === field);
      return found ? entryProblemText(found, t()) : undefined;
    },
    save: (): boolean => {
      const current = checked();
      if (!current.ok) return false;
      planner.setStructured(
        kind.planKey,
        withEntry(kind.custom(), current.id, current.spec, editing),
      );
      if (editing !== null && editing !== current.id) {
        store.setLatency(withRenamedEntry(store.latency(), kind.reference, editing, current.id));
      }
      onDone();
      return true;
    },
  };
};

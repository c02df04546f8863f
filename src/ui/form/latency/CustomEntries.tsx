import { createMemo, createSignal, For, Match, Show, Switch } from "solid-js";
import { withoutEntry, withoutKey } from "../../../io/index.ts";
import { fill } from "../../../text/index.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { usePlanner } from "../../state/planner.tsx";
import { problemText } from "../problemText.ts";
import styles from "./CustomEntries.module.css";
import { CustomGpuForm } from "./CustomGpuForm.tsx";
import { CustomModelForm } from "./CustomModelForm.tsx";
import own from "./Latency.module.css";
import { useLatency } from "./useLatency.ts";

type Kind = "gpu" | "model";
const planKey = { gpu: "customGpus", model: "customModels" } as const;

/** The plan's own GPUs and models: listed, editable, deletable, and the forms that add them. */
export const CustomEntries = () => {
  const planner = usePlanner();
  const { t } = useI18n();
  const store = useLatency();
  const [open, setOpen] = createSignal<{ kind: Kind; id: string | null } | null>(null);
  const entries = (kind: Kind) =>
    Object.entries(kind === "gpu" ? store.customGpus() : store.customModels()).map(
      ([id, spec]) => ({ id, name: spec.name }),
    );
  // An entry restored from an old autosave may no longer pass the schema: say what is wrong.
  const problems = createMemo(() => {
    const parsed = planner.parsed();
    return parsed.ok ? [] : parsed.problems;
  });
  const problemsOf = (kind: Kind, id: string) =>
    problems().filter((problem) => problem.field.startsWith(`${planKey[kind]}.${id}.`));
  const remove = (kind: Kind, id: string) => {
    const current: Record<string, unknown> =
      kind === "gpu" ? store.customGpus() : store.customModels();
    planner.setStructured(planKey[kind], withoutKey(current, id));
    store.setLatency(withoutEntry(store.latency(), kind, id));
  };
  const list = (kind: Kind) => (
    <div class={styles.list}>
      <p class={styles.listTitle} id={`custom-${kind}-list`}>
        {kind === "gpu" ? t().latency.entries.gpus : t().latency.entries.models}
      </p>
      <Show
        when={entries(kind).length > 0}
        fallback={<p class={own.note}>{t().latency.entries.noneYet}</p>}
      >
        <ul class={styles.items} aria-labelledby={`custom-${kind}-list`}>
          <For each={entries(kind)}>
            {(entry) => (
              <li class={styles.item} data-entry={entry.id}>
                <span class={styles.name}>
                  {entry.name} <code class={styles.id}>{entry.id}</code>
                </span>
                <span class={styles.buttons}>
                  <button
                    type="button"
                    class={own.button}
                    aria-label={fill(t().latency.entries.editLabel, { name: entry.name })}
                    onClick={() => setOpen({ kind, id: entry.id })}
                  >
                    {t().latency.entries.edit}
                  </button>
                  <button
                    type="button"
                    class={own.button}
                    aria-label={fill(t().latency.entries.deleteLabel, { name: entry.name })}
                    onClick={() => remove(kind, entry.id)}
                  >
                    {t().latency.entries.delete}
                  </button>
                </span>
                <For each={problemsOf(kind, entry.id)}>
                  {(problem) => (
                    <span class={own.error}>
                      {fill(t().latency.entries.invalidEntry, {
                        field: problem.field.split(".").slice(2).join("."),
                        problem: problemText(problem, t()),
                      })}
                    </span>
                  )}
                </For>
              </li>
            )}
          </For>
        </ul>
      </Show>
    </div>
  );
  return (
    <fieldset class={own.group}>
      <legend class={own.groupTitle}>{t().latency.entries.title}</legend>
      <div class={own.groupGrid}>
        <p class={own.note}>{t().latency.entries.intro}</p>
        <div class={styles.lists}>
          {list("gpu")}
          {list("model")}
        </div>
        <Switch
          fallback={
            <div class={own.actions}>
              <button
                type="button"
                class={own.button}
                onClick={() => setOpen({ kind: "gpu", id: null })}
              >
                + {t().latency.entries.addGpu}
              </button>
              <button
                type="button"
                class={own.button}
                onClick={() => setOpen({ kind: "model", id: null })}
              >
                + {t().latency.entries.addModel}
              </button>
            </div>
          }
        >
          <Match when={open()?.kind === "gpu" && open()} keyed>
            {(form) => <CustomGpuForm initialId={form.id} onDone={() => setOpen(null)} />}
          </Match>
          <Match when={open()?.kind === "model" && open()} keyed>
            {(form) => <CustomModelForm initialId={form.id} onDone={() => setOpen(null)} />}
          </Match>
        </Switch>
      </div>
    </fieldset>
  );
};

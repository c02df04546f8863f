import { createMemo, createSignal, For, Show } from "solid-js";
import { catalog } from "../../data/index.ts";
import { draftFromPlan, maxSavedPlans } from "../../io/index.ts";
import { type PlanResult, solve } from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import { usePlanner } from "../state/planner.tsx";
import { type CompareSide, CompareTable } from "./CompareTable.tsx";
import { CompareToggle } from "./CompareToggle.tsx";
import { PlanHeadline } from "./PlanHeadline.tsx";
import { SavedPlanItem } from "./SavedPlanItem.tsx";
import styles from "./SavedPlans.module.css";
import { SavePlanForm } from "./SavePlanForm.tsx";
import { currentPlanChoice, type RemovedPlan, sharedSavedPlans } from "./savedPlansStore.ts";
import { useSavedText } from "./text.ts";

type Done = "saved" | "opened" | "renamed" | "deleted" | "restored";

/** Named plans kept in this browser, and any two of them (or one and the current plan) compared. */
export const SavedPlansView = () => {
  const store = sharedSavedPlans();
  const planner = usePlanner();
  const text = useSavedText();
  const [done, setDone] = createSignal<{ what: Done; name: string } | null>(null);
  const [removed, setRemoved] = createSignal<RemovedPlan | null>(null);
  let undoButton: HTMLButtonElement | undefined;
  const byId = createMemo(() => new Map(store.plans().map((entry) => [entry.id, entry])));
  const ids = createMemo(() => store.plans().map((entry) => entry.id));
  const results = createMemo(
    () =>
      new Map<string, PlanResult>(
        store.plans().map((entry) => [entry.id, solve(entry.plan, catalog)]),
      ),
  );
  const side = (choice: string): CompareSide | null => {
    if (choice === currentPlanChoice) {
      return { name: text().current, plan: planner.plan(), result: planner.result() };
    }
    const entry = byId().get(choice);
    const result = results().get(choice);
    return entry && result ? { name: entry.name, plan: entry.plan, result } : null;
  };
  const pair = createMemo(() => {
    const [a, b] = store.chosen().map(side);
    return a && b ? { a, b } : null;
  });
  const full = () => store.chosen().length >= 2;
  const isChosen = (choice: string) => store.chosen().includes(choice);
  const report = (what: Done, name: string) => {
    setDone({ what, name });
    if (what !== "deleted") setRemoved(null);
  };
  const statusText = () => {
    const current = done();
    return current ? fill(text()[`${current.what}Status`], { name: current.name }) : "";
  };
  const remove = (id: string) => {
    const gone = store.remove(id);
    if (!gone) return;
    setRemoved(gone);
    report("deleted", gone.entry.name);
    undoButton?.focus();
  };
  const undo = () => {
    const gone = removed();
    if (!gone) return;
    store.restore(gone);
    report("restored", gone.entry.name);
  };
  return (
    <div class={styles.view}>
      <section class={styles.panel} aria-labelledby="saved-plans-heading">
        <h2 id="saved-plans-heading" class={styles.heading}>
          {text().heading}
        </h2>
        <p class={styles.intro}>{text().intro}</p>
        <SavePlanForm
          onSave={(name) => {
            const outcome = store.save(name, planner.plan());
            if (!outcome.ok) return outcome.problem;
            report("saved", outcome.entry.name);
            return null;
          }}
        />
        <div class={styles.status} role="status">
          <span>{statusText()}</span>
          <Show when={removed()}>
            <button ref={undoButton} type="button" class={styles.button} onClick={undo}>
              {text().undo}
            </button>
          </Show>
        </div>
        <Show when={!store.stored()}>
          <p class={styles.error} role="alert">
            {text().notStoredNote}
          </p>
        </Show>
        <ul class={styles.list}>
          <li class={styles.item} data-chosen={isChosen(currentPlanChoice) ? "" : undefined}>
            <CompareToggle
              planName={text().current}
              checked={isChosen(currentPlanChoice)}
              disabled={full() && !isChosen(currentPlanChoice)}
              onChange={(ticked) => store.choose(currentPlanChoice, ticked)}
            />
            <div class={styles.itemBody}>
              <h3 class={styles.itemName}>{text().current}</h3>
              <PlanHeadline result={planner.result()} />
              <p class={styles.meta}>{text().currentNote}</p>
            </div>
          </li>
          <For each={ids()}>
            {(id) => (
              <Show when={byId().get(id)}>
                {(entry) => (
                  <SavedPlanItem
                    entry={entry()}
                    result={results().get(id) ?? solve(entry().plan, catalog)}
                    chosen={isChosen(id)}
                    chooseDisabled={full() && !isChosen(id)}
                    onChoose={(ticked) => store.choose(id, ticked)}
                    onOpen={() => {
                      planner.load(draftFromPlan(entry().plan));
                      report("opened", entry().name);
                    }}
                    onRename={(name) => {
                      store.rename(id, name);
                      report("renamed", name);
                    }}
                    onDelete={() => remove(id)}
                  />
                )}
              </Show>
            )}
          </For>
        </ul>
        <Show when={store.dropped() > 0}>
          <p class={styles.note} role="note">
            {fill(text().droppedNote, { count: store.dropped(), max: maxSavedPlans })}
          </p>
        </Show>
        <Show when={store.plans().length === 0}>
          <p class={styles.note}>{text().empty}</p>
        </Show>
        <Show when={full()}>
          <p class={styles.note}>{text().twoChosen}</p>
        </Show>
      </section>
      <Show
        when={pair()}
        fallback={
          <p class={styles.hint}>
            {store.chosen().length === 1 ? text().chooseOneMore : text().chooseTwo}
          </p>
        }
      >
        {(sides) => <CompareTable a={sides().a} b={sides().b} />}
      </Show>
    </div>
  );
};

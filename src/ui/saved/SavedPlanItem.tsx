import { createSignal, createUniqueId, Show } from "solid-js";
import type { SavedPlan } from "../../io/index.ts";
import type { PlanResult } from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { CompareToggle } from "./CompareToggle.tsx";
import { PlanHeadline } from "./PlanHeadline.tsx";
import { checkPlanName, maxPlanNameLength, planNameProblemText } from "./planName.ts";
import styles from "./SavedPlans.module.css";
import { savedTimeText } from "./savedTime.ts";
import { useSavedText } from "./text.ts";

/** One saved plan: its headline, Open, Rename in place (Enter saves, Escape cancels), Delete. */
export const SavedPlanItem = (props: {
  entry: SavedPlan;
  result: PlanResult;
  chosen: boolean;
  chooseDisabled: boolean;
  onChoose: (ticked: boolean) => void;
  onOpen: () => void;
  onRename: (name: string) => void;
  onDelete: () => void;
}) => {
  const { language } = useI18n();
  const text = useSavedText();
  const id = createUniqueId();
  const [editing, setEditing] = createSignal(false);
  const [typed, setTyped] = createSignal("");
  const [problem, setProblem] = createSignal<"empty" | "tooLong" | null>(null);
  let renameButton: HTMLButtonElement | undefined;
  let nameInput: HTMLInputElement | undefined;
  const startRename = () => {
    setTyped(props.entry.name);
    setProblem(null);
    setEditing(true);
    nameInput?.focus();
    nameInput?.select();
  };
  const stopRename = () => {
    setEditing(false);
    renameButton?.focus();
  };
  const commitRename = () => {
    const checked = checkPlanName(typed());
    if (!checked.ok) {
      setProblem(checked.problem);
      return;
    }
    if (checked.name !== props.entry.name) props.onRename(checked.name);
    stopRename();
  };
  return (
    <li class={styles.item} data-chosen={props.chosen ? "" : undefined}>
      <CompareToggle
        planName={props.entry.name}
        checked={props.chosen}
        disabled={props.chooseDisabled}
        onChange={(ticked) => props.onChoose(ticked)}
      />
      <div class={styles.itemBody}>
        <Show when={editing()} fallback={<h3 class={styles.itemName}>{props.entry.name}</h3>}>
          <div class={styles.renameRow}>
            <input
              ref={nameInput}
              class={styles.textInput}
              type="text"
              autocomplete="off"
              maxLength={maxPlanNameLength}
              value={typed()}
              aria-label={fill(text().renameLabel, { name: props.entry.name })}
              aria-invalid={problem() ? "true" : undefined}
              aria-describedby={problem() ? `${id}-problem` : undefined}
              onInput={(event) => {
                setTyped(event.currentTarget.value);
                setProblem(null);
              }}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  commitRename();
                } else if (event.key === "Escape") {
                  event.preventDefault();
                  stopRename();
                }
              }}
            />
            <button type="button" class={styles.button} onClick={commitRename}>
              {text().renameSave}
            </button>
            <button type="button" class={styles.button} onClick={stopRename}>
              {text().cancel}
            </button>
          </div>
          <Show when={problem()}>
            {(current) => (
              <p id={`${id}-problem`} class={styles.error}>
                {planNameProblemText(current(), text())}
              </p>
            )}
          </Show>
        </Show>
        <PlanHeadline result={props.result} />
        <p class={styles.meta}>
          {fill(text().savedAt, {
            time: savedTimeText(props.entry.savedAt, language(), navigator.languages ?? []),
          })}
        </p>
      </div>
      <Show when={!editing()}>
        <div class={styles.actions}>
          <button type="button" class={styles.button} onClick={() => props.onOpen()}>
            {text().open}
            <span class="visually-hidden"> {props.entry.name}</span>
          </button>
          <button ref={renameButton} type="button" class={styles.button} onClick={startRename}>
            {text().rename}
            <span class="visually-hidden"> {props.entry.name}</span>
          </button>
          <button type="button" class={styles.danger} onClick={() => props.onDelete()}>
            {text().delete}
            <span class="visually-hidden"> {props.entry.name}</span>
          </button>
        </div>
      </Show>
    </li>
  );
};

import { createSignal, createUniqueId, Show } from "solid-js";
import { usePlanner } from "../state/planner.tsx";
import {
  checkPlanName,
  maxPlanNameLength,
  planNameProblemText,
  type SaveProblem,
} from "./planName.ts";
import styles from "./SavedPlans.module.css";
import { useSavedText } from "./text.ts";

/**
 * "Save current plan as": a name, checked when saving, for the last valid plan. `onSave` answers
 * why the list refused it, or null once saved.
 */
export const SavePlanForm = (props: { onSave: (name: string) => SaveProblem | null }) => {
  const planner = usePlanner();
  const text = useSavedText();
  const id = createUniqueId();
  const [name, setName] = createSignal("");
  const [problem, setProblem] = createSignal<SaveProblem | null>(null);
  let input: HTMLInputElement | undefined;
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const checked = checkPlanName(name());
    if (!checked.ok) {
      setProblem(checked.problem);
      input?.focus();
      return;
    }
    const refused = props.onSave(checked.name);
    setProblem(refused);
    if (refused) input?.focus();
    else setName("");
  };
  return (
    <form class={styles.saveForm} onSubmit={submit} noValidate>
      <label class={styles.fieldLabel} for={`${id}-name`}>
        {text().saveLabel}
      </label>
      <div class={styles.saveRow}>
        <input
          ref={input}
          id={`${id}-name`}
          class={styles.textInput}
          type="text"
          autocomplete="off"
          maxLength={maxPlanNameLength}
          placeholder={text().savePlaceholder}
          value={name()}
          aria-invalid={problem() ? "true" : undefined}
          aria-describedby={problem() ? `${id}-problem` : undefined}
          onInput={(event) => {
            setName(event.currentTarget.value);
            setProblem(null);
          }}
        />
        <button type="submit" class={styles.primary}>
          {text().save}
        </button>
      </div>
      <Show when={problem()}>
        {(current) => (
          <p id={`${id}-problem`} class={styles.error}>
            {planNameProblemText(current(), text())}
          </p>
        )}
      </Show>
      <Show when={planner.stale()}>
        <p class={styles.note}>{text().staleNote}</p>
      </Show>
    </form>
  );
};

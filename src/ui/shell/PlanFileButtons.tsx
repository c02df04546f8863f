import { createSignal, For, Show } from "solid-js";
import { draftFromPlan } from "../../io/draft.ts";
import { planJson } from "../../io/export/planJson.ts";
import { readPlanText } from "../../io/planFile.ts";
import type { FieldProblem } from "../../model/index.ts";
import { fill } from "../i18n/format.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import { downloadText } from "./downloadText.ts";
import { planFileProblems } from "./planFileProblems.ts";
import { usePlanFileText } from "./planFileText.ts";
import styles from "./Toolbar.module.css";

// A plan file is a few kB; anything much larger is the wrong file, not worth reading.
const maxFileMegabytes = 2;
const bytesPerMegabyte = 1024 ** 2;
const toastMs = 4000;

const problem = (message: string): FieldProblem => ({
  field: "plan",
  message,
  rule: "invalid",
  params: {},
});

/** Download the plan as JSON, open a plan file (undo available), and print the report. */
export const PlanFileButtons = () => {
  const planner = usePlanner();
  const { t } = useI18n();
  const text = usePlanFileText();
  const [rejected, setRejected] = createSignal<{ name: string; problems: FieldProblem[] } | null>(
    null,
  );
  const [opened, setOpened] = createSignal("");
  let input: HTMLInputElement | undefined;
  const read = async (file: File): Promise<FieldProblem[]> => {
    if (file.size > maxFileMegabytes * bytesPerMegabyte) {
      return [problem(fill(text().tooLarge, { limit: maxFileMegabytes }))];
    }
    let content: string;
    try {
      content = await file.text();
    } catch {
      return [problem(text().unreadable)];
    }
    const parsed = readPlanText(content);
    if (!parsed.ok) return parsed.problems;
    planner.load(draftFromPlan(parsed.value));
    return [];
  };
  const open = async (file: File | undefined) => {
    if (file === undefined) return;
    const problems = await read(file);
    setRejected(problems.length > 0 ? { name: file.name, problems } : null);
    setOpened(problems.length > 0 ? "" : fill(text().opened, { name: file.name }));
    if (problems.length === 0) setTimeout(() => setOpened(""), toastMs);
  };
  return (
    <>
      <button
        type="button"
        class={styles.button}
        onClick={() => downloadText("plan.json", planJson(planner.plan()), "application/json")}
      >
        {text().download}
      </button>
      <button type="button" class={styles.button} onClick={() => input?.click()}>
        {text().open}
      </button>
      {/* Hidden: the button above opens its chooser, so it needs no label or place of its own. */}
      <input
        ref={input}
        hidden
        type="file"
        accept=".json,application/json"
        data-testid="plan-file-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so choosing the same file again still reports a change.
          event.currentTarget.value = "";
          void open(file);
        }}
      />
      <button type="button" class={styles.button} onClick={() => window.print()}>
        {text().print}
      </button>
      <span class={styles.toast} role="status" aria-live="polite">
        {opened()}
      </span>
      <Show when={rejected()}>
        {(report) => (
          <div class={styles.alert} role="alert">
            <p class={styles.alertText}>{fill(text().rejected, { name: report().name })}</p>
            <ul class={styles.alertList}>
              <For each={planFileProblems(report().problems, t(), text())}>
                {(line) => (
                  <li>
                    <strong>{line.field}</strong> {line.message}
                  </li>
                )}
              </For>
            </ul>
            <button type="button" class={styles.button} onClick={() => setRejected(null)}>
              {text().dismiss}
            </button>
          </div>
        )}
      </Show>
    </>
  );
};

import { createMemo, For, Show } from "solid-js";
import type { EmpiricalSizes } from "../../../model/index.ts";
import { formatNumber } from "../../../model/index.ts";
import { fill } from "../../../text/index.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { usePlanner } from "../../state/planner.tsx";
import { problemText } from "../problemText.ts";
import { createSizesReader } from "./createSizesReader.ts";
import styles from "./RequestSizesImport.module.css";
import { SizesDropZone } from "./SizesDropZone.tsx";
import { sizesNoteText, sizesProblemPlace, sizesProblemText } from "./sizesProblemText.ts";
import { useSizesText } from "./text.ts";

const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Empirical request sizes: a file read off the main thread, then its name, request count and
 * mean sizes, or what is wrong with it by line and field (the sizes before it are kept).
 */
export const RequestSizesImport = () => {
  const planner = usePlanner();
  const { t } = useI18n();
  const text = useSizesText();
  const reader = createSizesReader((answer) => {
    if (answer.result.ok) planner.setStructured("empiricalSizes", answer.result.sizes);
  });
  const sizes = () => planner.draft.structured.empiricalSizes as EmpiricalSizes | undefined;
  const means = createMemo(() => {
    const current = sizes();
    return current
      ? {
          input: Math.round(mean(current.inputTokens)),
          output: Math.round(mean(current.outputTokens)),
        }
      : null;
  });
  // The newest import's notes belong to the sizes only while they are the ones kept.
  const notes = () => {
    const result = reader.answer()?.result;
    return result?.ok && result.sizes.file === sizes()?.file ? result.notes : [];
  };
  const failure = () => {
    const answer = reader.answer();
    return answer && !answer.result.ok
      ? { name: answer.name, problems: answer.result.problems }
      : null;
  };
  const workload = () => ({
    input: planner.draft.values["workload.inputTokens"],
    output: planner.draft.values["workload.outputTokens"],
  });
  const meansMatch = () =>
    means()?.input === workload().input && means()?.output === workload().output;
  const missing = createMemo(() => {
    const problem = planner.problemFor("load.empirical");
    return problem ? problemText(problem, t()) : text().none;
  });
  return (
    <div class={styles.import} data-path="load.empirical">
      <SizesDropZone label={sizes() ? text().replace : text().choose} onFile={reader.read} />
      <p class={styles.formats}>{text().formats}</p>
      <div aria-live="polite">
        <Show when={reader.reading()}>
          {(name) => <p class={styles.reading}>{fill(text().reading, { name: name() })}</p>}
        </Show>
        <Show when={sizes()} fallback={<p class={styles.missing}>{missing()}</p>}>
          {(current) => (
            <div class={styles.summary} data-testid="sizes-summary">
              <p class={styles.file} title={current().file}>
                {current().file}
              </p>
              <p class={styles.counts}>
                {fill(text().summary, {
                  requests: current().inputTokens.length,
                  input: formatNumber(means()?.input ?? 0),
                  output: formatNumber(means()?.output ?? 0),
                })}
              </p>
              <For each={notes()}>
                {(note) => <p class={styles.note}>{sizesNoteText(note, text())}</p>}
              </For>
              <Show when={!meansMatch()} fallback={<p class={styles.note}>{text().meansMatch}</p>}>
                <p class={styles.note}>
                  {fill(text().meansDiffer, {
                    input: String(workload().input ?? "—"),
                    output: String(workload().output ?? "—"),
                  })}
                </p>
                <button
                  type="button"
                  class={styles.useMeans}
                  onClick={() => {
                    const current = means();
                    if (!current) return;
                    planner.setValue("workload.inputTokens", current.input);
                    planner.setValue("workload.outputTokens", current.output);
                  }}
                >
                  {text().useMeans}
                </button>
              </Show>
            </div>
          )}
        </Show>
        <Show when={failure()}>
          {(failed) => (
            <div class={styles.problems} role="alert">
              <p>{fill(text().failed, { name: failed().name })}</p>
              <ul>
                <For each={failed().problems}>
                  {(problem) => (
                    <li>
                      <span class={styles.place}>
                        {sizesProblemPlace(problem, text())}
                        {text().placeEnd}
                      </span>
                      {sizesProblemText(problem, text())}
                    </li>
                  )}
                </For>
              </ul>
            </div>
          )}
        </Show>
      </div>
    </div>
  );
};

import { For, Show } from "solid-js";
import type { FileReport } from "../../io/index.ts";
import { fill } from "../../text/index.ts";
import styles from "./FileList.module.css";
import { problemCount, problemPlace, problemText } from "./problemText.ts";
import { useMeasureText } from "./text.ts";

// Problems that mean the file's text was never read, so it has no format to name.
const unreadRules: ReadonlySet<string> = new Set(["fileTooLarge", "keptFull", "unreadable"]);

/** One file: its format, its runs and every problem found in it, by line. */
export const FileItem = (props: { file: FileReport; onRemove: () => void }) => {
  const text = useMeasureText();
  const summary = () => {
    const file = props.file;
    if (file.format === null && file.problems.some((problem) => unreadRules.has(problem.rule))) {
      return text().files.notRead;
    }
    const format = file.format === null ? text().files.unknown : text().formats[file.format];
    const runs =
      file.runCount === 1 ? text().files.oneRun : fill(text().files.runs, { count: file.runCount });
    const count = problemCount(file.problems);
    const problems =
      count === 0
        ? []
        : [count === 1 ? text().files.oneProblem : fill(text().files.problems, { count })];
    return [format, runs, ...problems].join(" · ");
  };
  return (
    <li class={styles.file} data-problems={props.file.problems.length > 0 ? "" : undefined}>
      <div class={styles.row}>
        <div>
          <h4 class={styles.name}>{props.file.name}</h4>
          <p class={styles.meta}>{summary()}</p>
        </div>
        <button
          type="button"
          class={styles.remove}
          aria-label={fill(text().files.remove, { name: props.file.name })}
          title={fill(text().files.remove, { name: props.file.name })}
          onClick={() => props.onRemove()}
        >
          ×
        </button>
      </div>
      <Show when={props.file.problems.length > 0}>
        <ul class={styles.problems}>
          <For each={props.file.problems}>
            {(problem) => (
              <li>
                <span class={styles.place}>{problemPlace(problem, text())}</span>:{" "}
                {problemText(problem, text())}
              </li>
            )}
          </For>
        </ul>
      </Show>
    </li>
  );
};

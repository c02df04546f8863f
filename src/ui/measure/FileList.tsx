import { For } from "solid-js";
import type { FileReport } from "../../io/index.ts";
import { FileItem } from "./FileItem.tsx";
import styles from "./FileList.module.css";
import shared from "./Measure.module.css";
import { useMeasureText } from "./text.ts";

/** The files added so far, each removable, and a way to remove them all. */
export const FileList = (props: {
  files: readonly FileReport[];
  onRemove: (name: string) => void;
  onClear: () => void;
}) => {
  const text = useMeasureText();
  return (
    <section class={shared.panel} aria-labelledby="measure-files-heading">
      <div class={styles.header}>
        <h3 id="measure-files-heading" class={shared.subheading}>
          {text().files.heading}
        </h3>
        <button type="button" class={shared.button} onClick={() => props.onClear()}>
          {text().files.clearAll}
        </button>
      </div>
      <ul class={styles.files}>
        <For each={props.files}>
          {(file) => <FileItem file={file} onRemove={() => props.onRemove(file.name)} />}
        </For>
      </ul>
    </section>
  );
};

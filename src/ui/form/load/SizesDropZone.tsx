import { createSignal } from "solid-js";
import styles from "./RequestSizesImport.module.css";
import { useSizesText } from "./text.ts";

/** Where a run or trace comes in: dropped, or chosen with the file picker (the keyboard's way). */
export const SizesDropZone = (props: { label: string; onFile: (file: File) => void }) => {
  const text = useSizesText();
  const [over, setOver] = createSignal(false);
  const readFirst = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file) props.onFile(file);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only a pointer drops files; the keyboard path is the file button inside
    <div
      class={styles.zone}
      data-over={over() ? "" : undefined}
      data-testid="sizes-drop"
      onDragEnter={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragOver={(event) => event.preventDefault()}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        readFirst(event.dataTransfer?.files);
      }}
    >
      <span class={styles.choose}>
        <span aria-hidden="true">{props.label}</span>
        <input
          class={styles.input}
          type="file"
          accept=".json,.jsonl,.txt,application/json"
          aria-label={props.label}
          onChange={(event) => {
            const input = event.currentTarget;
            readFirst(input.files);
            // Choosing the same file again must read it again.
            input.value = "";
          }}
        />
      </span>
      <span class={styles.or}>{text().drop}</span>
    </div>
  );
};

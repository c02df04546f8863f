import { createSignal } from "solid-js";
import styles from "./DropZone.module.css";
import { type DroppedEntry, droppedFiles } from "./droppedFolder.ts";
import shared from "./Measure.module.css";
import { useMeasureText } from "./text.ts";

/** Where files come in: dropped (several at once) or chosen with the file picker. */
export const DropZone = (props: { onFiles: (files: File[]) => void }) => {
  const text = useMeasureText();
  const [over, setOver] = createSignal(false);
  return (
    <div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only a pointer drops files; the keyboard path is the file button inside */}
      <div
        class={styles.zone}
        data-over={over() ? "" : undefined}
        data-testid="measure-drop"
        onDragEnter={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          if (event.dataTransfer) event.dataTransfer.dropEffect = "copy";
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          const transfer = event.dataTransfer;
          const entries = [...(transfer?.items ?? [])].map(
            (item) => item.webkitGetAsEntry?.() as DroppedEntry | null | undefined,
          );
          // A dropped folder is walked for its results; plain files go as they are.
          if (entries.some((entry) => entry?.isDirectory)) {
            void droppedFiles(entries.filter((entry) => entry != null)).then(props.onFiles);
          } else {
            props.onFiles([...(transfer?.files ?? [])]);
          }
        }}
      >
        <p class={styles.prompt}>{text().drop.zone}</p>
        <span class={styles.or}>{text().drop.or}</span>
        <span class={`${shared.primary} ${styles.choose}`}>
          <span aria-hidden="true">{text().drop.choose}</span>
          <input
            class={styles.input}
            type="file"
            multiple
            aria-label={text().drop.choose}
            onChange={(event) => {
              const input = event.currentTarget;
              props.onFiles([...(input.files ?? [])]);
              // Choosing the same file again must read it again.
              input.value = "";
            }}
          />
        </span>
      </div>
      <p class={styles.formats}>{text().drop.formats}</p>
    </div>
  );
};

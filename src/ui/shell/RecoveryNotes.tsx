import { createSignal, Show } from "solid-js";
import type { DraftNote } from "../../io/index.ts";
import { fill } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import styles from "./LinkBanner.module.css";
import { type RecoveryText, recoveryTexts } from "./recoveryText.ts";

const draftNoteText = (note: DraftNote, text: RecoveryText): string => {
  switch (note.reason) {
    case "unreadable":
      return text.draftUnreadable;
    case "tooLarge":
      return text.draftTooLarge;
    case "cannotSolve":
      return text.draftCannotSolve;
    case "partsDropped":
      return fill(text.draftPartsDropped, {
        parts: note.parts.map((part) => text.parts[part]).join(", "),
      });
  }
};

/** Says what the app left out of the autosaved draft, and when the current inputs could not be computed. */
export const RecoveryNotes = (props: { draftNote: DraftNote | null }) => {
  const { language } = useI18n();
  const planner = usePlanner();
  const text = () => recoveryTexts[language()];
  const [open, setOpen] = createSignal(true);
  return (
    <>
      <Show when={open() && props.draftNote}>
        {(note) => (
          <div class={styles.banner} role="alert">
            <p class={styles.text}>{draftNoteText(note(), text())}</p>
            <div class={styles.actions}>
              <button type="button" class={styles.button} onClick={() => setOpen(false)}>
                {text().dismiss}
              </button>
            </div>
          </div>
        )}
      </Show>
      <Show when={planner.failed()}>
        <div class={styles.banner} role="alert">
          <p class={styles.text}>{text().solveFailed}</p>
        </div>
      </Show>
    </>
  );
};

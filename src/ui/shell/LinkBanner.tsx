import { createSignal, Show } from "solid-js";
import type { Draft, LinkError, LinkNote } from "../../io/index.ts";
import type { Dictionary } from "../../text/index.ts";
import { fill } from "../../text/index.ts";
import { type Language, useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import styles from "./LinkBanner.module.css";
import { linkNoteTexts } from "./linkNoteText.ts";

const linkErrorText = (error: LinkError, t: Dictionary, language: Language): string => {
  switch (error.reason) {
    case "tooLarge": {
      const text = linkNoteTexts[language];
      return error.part === "link"
        ? fill(text.tooLargeLink, { limit: error.limitChars })
        : fill(text.tooLargePlan, { limit: error.limitBytes });
    }
    case "futureVersion":
      return fill(t.link.futureVersion, { version: error.version });
    case "invalidPlan":
      return fill(t.link.invalidPlan, {
        problems: error.problems
          .map((p) =>
            p.rule === "moreProblems" ? fill(t.problems.moreProblems, p.params) : p.field,
          )
          .join(", "),
      });
    default:
      return t.link[error.reason];
  }
};

/** Says what was wrong with the link that opened the app; offers back the autosaved plan. */
export const LinkBanner = (props: {
  error: LinkError | null;
  note: LinkNote | null;
  displacedDraft: Draft | null;
}) => {
  const { t, language } = useI18n();
  const planner = usePlanner();
  const [open, setOpen] = createSignal(true);
  const [noteOpen, setNoteOpen] = createSignal(true);
  return (
    <>
      <Show when={noteOpen() && props.note === "unchecked"}>
        <div class={styles.banner} role="status">
          <p class={styles.text}>{linkNoteTexts[language()].unchecked}</p>
          <div class={styles.actions}>
            <button type="button" class={styles.button} onClick={() => setNoteOpen(false)}>
              {t().link.dismiss}
            </button>
          </div>
        </div>
      </Show>
      <Show when={open() && props.error}>
        {(error) => (
          <div class={styles.banner} role="alert">
            <p class={styles.text}>{linkErrorText(error(), t(), language())}</p>
            <div class={styles.actions}>
              <Show when={props.displacedDraft}>
                {(draft) => (
                  <button
                    type="button"
                    class={styles.button}
                    onClick={() => {
                      planner.load(draft());
                      setOpen(false);
                    }}
                  >
                    {t().link.restoreAutosave}
                  </button>
                )}
              </Show>
              <button type="button" class={styles.button} onClick={() => setOpen(false)}>
                {t().link.dismiss}
              </button>
            </div>
          </div>
        )}
      </Show>
    </>
  );
};

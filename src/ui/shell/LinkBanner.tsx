import { createSignal, Show } from "solid-js";
import type { Draft } from "../../io/draft.ts";
import type { LinkError } from "../../io/urlCodec.ts";
import type { Dictionary } from "../i18n/en.ts";
import { fill } from "../i18n/format.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import styles from "./LinkBanner.module.css";

const linkErrorText = (error: LinkError, t: Dictionary): string => {
  switch (error.reason) {
    case "futureVersion":
      return fill(t.link.futureVersion, { version: error.version });
    case "invalidPlan":
      return fill(t.link.invalidPlan, { problems: error.problems.map((p) => p.field).join(", ") });
    default:
      return t.link[error.reason];
  }
};

/** Says what was wrong with the link that opened the app; offers back the autosaved plan. */
export const LinkBanner = (props: { error: LinkError | null; displacedDraft: Draft | null }) => {
  const { t } = useI18n();
  const planner = usePlanner();
  const [open, setOpen] = createSignal(true);
  return (
    <Show when={open() && props.error}>
      {(error) => (
        <div class={styles.banner} role="alert">
          <p class={styles.text}>{linkErrorText(error(), t())}</p>
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
  );
};

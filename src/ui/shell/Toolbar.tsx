import { createSignal, For } from "solid-js";
import { ExamplesMenu } from "../examples/ExamplesMenu.tsx";
import { languageNames } from "../i18n/dictionaries.ts";
import { languages, useI18n } from "../i18n/i18n.tsx";
import { shareUrl } from "../state/persistence.ts";
import { usePlanner } from "../state/planner.tsx";
import { PlanFileButtons } from "./PlanFileButtons.tsx";
import styles from "./Toolbar.module.css";
import { applyTheme, readTheme, type Theme, themes } from "./theme.ts";

/** Copy link, plan files, print, language and theme: the app-wide controls in the header. */
export const Toolbar = () => {
  const planner = usePlanner();
  const { t, language, setLanguage } = useI18n();
  const [theme, setTheme] = createSignal<Theme>(readTheme());
  const [copyState, setCopyState] = createSignal<"idle" | "copied" | "failed">("idle");
  const chooseTheme = (next: Theme) => {
    setTheme(next);
    applyTheme(next);
  };
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(await shareUrl(planner.plan()));
      setCopyState("copied");
    } catch {
      setCopyState("failed");
    }
    setTimeout(() => setCopyState("idle"), 2500);
  };
  return (
    <div class={styles.toolbar}>
      <ExamplesMenu />
      <button type="button" class={styles.primary} onClick={copyLink}>
        {t().app.copyLink}
      </button>
      <span class={styles.toast} role="status" aria-live="polite">
        {copyState() === "copied"
          ? t().app.copied
          : copyState() === "failed"
            ? t().app.copyFailed
            : ""}
      </span>
      <PlanFileButtons />
      <fieldset class={styles.group}>
        <legend class="visually-hidden">{t().app.language}</legend>
        <For each={languages}>
          {(code) => (
            <button
              type="button"
              class={styles.toggle}
              aria-pressed={language() === code}
              lang={code === "zh" ? "zh-CN" : "en"}
              onClick={() => setLanguage(code)}
            >
              {languageNames[code]}
            </button>
          )}
        </For>
      </fieldset>
      <fieldset class={styles.group}>
        <legend class="visually-hidden">{t().app.theme.label}</legend>
        <For each={themes}>
          {(option) => (
            <button
              type="button"
              class={styles.toggle}
              aria-pressed={theme() === option}
              onClick={() => chooseTheme(option)}
            >
              {t().app.theme[option]}
            </button>
          )}
        </For>
      </fieldset>
    </div>
  );
};

import { createResource, createSignal, Show } from "solid-js";
import { encodePlan, planJson } from "../../io/index.ts";
import type { Plan } from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import type { Language } from "../i18n/i18n.tsx";
import { copyText } from "./copyText.ts";
import { downloadText } from "./downloadText.ts";
import styles from "./RecoveryPanel.module.css";
import { recoveryTexts } from "./recoveryText.ts";
import { resetAndReload } from "./resetStorage.ts";

// A fault's own message can be anything; a short excerpt is enough to report it.
const maxDetailChars = 160;

/** The first line of what was thrown, cut short; never throws itself. */
export const errorExcerpt = (error: unknown): string => {
  try {
    const text = error instanceof Error ? error.message : typeof error === "string" ? error : "";
    const line = text.split("\n", 1)[0] ?? "";
    return line.length > maxDetailChars ? `${line.slice(0, maxDetailChars)}…` : line;
  } catch {
    return "";
  }
};

const safely = <T,>(make: () => T): T | undefined => {
  try {
    return make();
  } catch {
    return undefined;
  }
};

const shareLink = async (plan: Plan | undefined): Promise<string> => {
  if (!plan) return "";
  const url = new URL(window.location.href);
  url.hash = await encodePlan(plan);
  return url.toString();
};

/**
 * What a fault leaves on screen in place of the part that threw: what happened, the last valid
 * plan to copy or download, a retry, and a reset of the stored data.
 */
export const RecoveryPanel = (props: {
  error: unknown;
  language: () => Language;
  plan: () => Plan | undefined;
  retry?: () => void;
  wholeApp?: boolean;
}) => {
  const text = () => recoveryTexts[props.language()];
  const plan = () => safely(props.plan);
  const json = () => {
    const current = plan();
    return current === undefined ? "" : (safely(() => planJson(current)) ?? "");
  };
  const [link] = createResource(plan, (current) => shareLink(current).catch(() => ""));
  const [copied, setCopied] = createSignal<boolean | null>(null);
  const detail = () => errorExcerpt(props.error);
  return (
    <section class={styles.panel} role="alert" aria-live="assertive">
      <h2 class={styles.heading}>{props.wholeApp ? text().crashedApp : text().crashed}</h2>
      <Show when={detail()}>
        <p class={styles.detail}>{fill(text().detail, { message: detail() })}</p>
      </Show>
      <Show when={plan()} fallback={<p class={styles.text}>{text().noPlan}</p>}>
        <p class={styles.text}>{text().keepPlan}</p>
        <label class={styles.label}>
          {text().planLink}
          <input class={styles.field} readOnly value={link() ?? ""} />
        </label>
        <label class={styles.label}>
          {text().planJson}
          <textarea class={styles.field} readOnly rows={4} value={json()} />
        </label>
      </Show>
      <div class={styles.actions}>
        <Show when={plan()}>
          <button
            type="button"
            class={styles.button}
            disabled={!link()}
            onClick={async () => setCopied(await copyText(link() ?? ""))}
          >
            {text().copyLink}
          </button>
          <button
            type="button"
            class={styles.button}
            onClick={() => downloadText("xpyd-plan.json", json(), "application/json")}
          >
            {text().downloadPlan}
          </button>
        </Show>
        <Show when={props.retry}>
          {(retry) => (
            <button type="button" class={styles.button} onClick={() => retry()()}>
              {text().tryAgain}
            </button>
          )}
        </Show>
        <button type="button" class={styles.button} onClick={resetAndReload}>
          {text().reset}
        </button>
      </div>
      <p class={styles.status} role="status">
        {copied() === null ? "" : copied() ? text().copied : text().copyFailed}
      </p>
      <p class={styles.note}>{text().resetNote}</p>
    </section>
  );
};

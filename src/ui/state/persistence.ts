import { createEffect, on, onCleanup } from "solid-js";
import { encodePlan } from "../../io/index.ts";
import type { Plan } from "../../model/index.ts";
import type { Planner } from "./planner.tsx";
import { draftStorageKey } from "./startup.ts";

/** The share link for a plan, at this page's address. */
export const shareUrl = async (plan: Plan): Promise<string> => {
  const url = new URL(window.location.href);
  url.hash = await encodePlan(plan);
  return url.toString();
};

// The draft is bounded when it is set, so this only guards against a fault elsewhere.
const draftText = (draft: Planner["draft"]): string | undefined => {
  try {
    return JSON.stringify(draft);
  } catch {
    return undefined;
  }
};

/** Reads every property under `value`, so an effect that calls it runs on any change there. */
const readAll = (value: unknown): void => {
  if (value === null || typeof value !== "object") return;
  for (const key of Object.keys(value)) readAll((value as Record<string, unknown>)[key]);
};

/** How long typing must pause before the address and the stored draft are written. */
export const settleMs = 250;

/**
 * Runs `write` once edits pause for `settleMs`, and at once when the page is hidden or left, so a
 * reload or a closed tab loses nothing. A keystroke then costs no serializing at all.
 */
const whenSettled = (write: () => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    write();
  };
  const onHide = () => {
    if (document.visibilityState === "hidden") flush();
  };
  window.addEventListener("pagehide", flush);
  document.addEventListener("visibilitychange", onHide);
  onCleanup(() => {
    flush();
    window.removeEventListener("pagehide", flush);
    document.removeEventListener("visibilitychange", onHide);
  });
  return () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      write();
    }, settleMs);
  };
};

/**
 * Keeps the outside world in step with the plan: the URL hash follows the last valid plan, and the
 * draft (valid or not) is autosaved, each once typing pauses. Both wait for the first edit, so
 * opening a link or a broken one overwrites nothing.
 */
export const persistPlanner = (planner: Planner): void => {
  let latest = 0;
  const writeLink = whenSettled(() => {
    const ticket = ++latest;
    // A plan that cannot be encoded leaves the address as it was rather than failing the page.
    void encodePlan(planner.plan())
      .catch(() => null)
      .then((link) => {
        if (link !== null && ticket === latest) window.history.replaceState(null, "", `#${link}`);
      });
  });
  const writeDraft = whenSettled(() => {
    const text = draftText(planner.draft);
    if (text === undefined) return;
    try {
      localStorage.setItem(draftStorageKey, text);
    } catch {
      // Storage can be full or off; the URL still holds the last valid plan.
    }
  });
  createEffect(on(planner.plan, writeLink, { defer: true }));
  // Tracks every part of the draft without serializing it on each keystroke.
  createEffect(on(() => readAll(planner.draft), writeDraft, { defer: true }));
};

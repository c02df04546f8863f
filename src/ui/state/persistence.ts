import { createEffect, on } from "solid-js";
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

/**
 * Keeps the outside world in step with the plan: the URL hash follows the last valid plan, and the
 * draft (valid or not) is autosaved. Both wait for the first edit, so opening a link or a broken
 * one overwrites nothing.
 */
export const persistPlanner = (planner: Planner): void => {
  let latest = 0;
  createEffect(
    on(
      planner.plan,
      async (plan) => {
        const ticket = ++latest;
        // A plan that cannot be encoded leaves the address as it was rather than failing the page.
        const link = await encodePlan(plan).catch(() => null);
        if (link !== null && ticket === latest) window.history.replaceState(null, "", `#${link}`);
      },
      { defer: true },
    ),
  );
  createEffect(
    on(
      () => draftText(planner.draft),
      (text) => {
        if (text === undefined) return;
        try {
          localStorage.setItem(draftStorageKey, text);
        } catch {
          // Storage can be full or off; the URL still holds the last valid plan.
        }
      },
      { defer: true },
    ),
  );
};

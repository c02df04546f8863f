import { createEffect, on } from "solid-js";
import { encodePlan } from "../../io/urlCodec.ts";
import type { Plan } from "../../model/index.ts";
import type { Planner } from "./planner.tsx";
import { draftStorageKey } from "./startup.ts";

/** The share link for a plan, at this page's address. */
export const shareUrl = async (plan: Plan): Promise<string> => {
  const url = new URL(window.location.href);
  url.hash = await encodePlan(plan);
  return url.toString();
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
        const link = await encodePlan(plan);
        if (ticket === latest) window.history.replaceState(null, "", `#${link}`);
      },
      { defer: true },
    ),
  );
  createEffect(
    on(
      () => JSON.stringify(planner.draft),
      (text) => {
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

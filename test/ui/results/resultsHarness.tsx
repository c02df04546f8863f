import { cleanup, render } from "@solidjs/testing-library";
import type { JSX } from "solid-js";
import { afterEach } from "vitest";
import { draftFromPlan } from "../../../src/io/draft.ts";
import type { Plan } from "../../../src/model/index.ts";
import { I18nProvider } from "../../../src/ui/i18n/i18n.tsx";
import { createPlanner, PlannerProvider } from "../../../src/ui/state/planner.tsx";

// Result cards rendered around one plan, in either language; each test file that imports this
// cleans up after every test.

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** Renders `cards` with a planner holding `plan`, in `language`. */
export const renderWithPlan = (
  plan: Plan,
  cards: () => JSX.Element,
  language: "en" | "zh" = "en",
): void => {
  localStorage.setItem("xpyd.language", language);
  render(() => (
    <I18nProvider>
      <PlannerProvider planner={createPlanner(draftFromPlan(plan))}>{cards()}</PlannerProvider>
    </I18nProvider>
  ));
};

/** The metric row of a result path, e.g. "latency.itlMs". */
export const metricRow = (path: string): HTMLElement => {
  const found = document.querySelector(`[data-metric='${path}']`);
  if (!(found instanceof HTMLElement)) throw new Error(`no row ${path}`);
  return found;
};

// @vitest-environment happy-dom

import { cleanup, render, screen } from "@solidjs/testing-library";
import { afterEach, describe, expect, it } from "vitest";
import { draftFromPlan } from "../../../src/io/draft.ts";
import { defaultPlan, type Plan } from "../../../src/model/index.ts";
import { I18nProvider } from "../../../src/ui/i18n/i18n.tsx";
import { CompactSummary } from "../../../src/ui/results/CompactSummary.tsx";
import { createPlanner, type Planner, PlannerProvider } from "../../../src/ui/state/planner.tsx";

let planner: Planner;

const renderSummary = (plan: Plan, language: "en" | "zh" = "en") => {
  localStorage.setItem("xpyd.language", language);
  render(() => {
    planner = createPlanner(draftFromPlan(plan));
    return (
      <I18nProvider>
        <PlannerProvider planner={planner}>
          <CompactSummary />
        </PlannerProvider>
      </I18nProvider>
    );
  });
  return screen.getByTestId("compact-summary").textContent ?? "";
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("the compact summary", () => {
  it("gives the allocation, the QPM per node it sustains and that it holds", () => {
    // The default plan: 12 P + 19 D on 100 nodes sustain 7,056.21 QPM under its SLOs.
    const text = renderSummary(defaultPlan);
    expect(text).toContain("12 P + 19 D");
    expect(text).toContain("70.56 QPM per node");
    expect(text).toContain("✓ Feasible");
    expect(screen.getByRole("link", { name: "Results ↓" }).getAttribute("href")).toBe("#results");
  });

  it("says when the plan is not feasible, in Chinese too", () => {
    const text = renderSummary({ ...defaultPlan, slo: { ...defaultPlan.slo, ttftMs: 100 } }, "zh");
    expect(text).toContain("✗ 不可行");
    expect(text).toContain("查看结果 ↓");
  });

  it("marks the last valid plan as stale while the draft is invalid", () => {
    renderSummary(defaultPlan);
    planner.setValue("prefill.batchSize", 0);
    expect(screen.getByTestId("compact-summary").textContent).toContain("Stale: last valid plan");
  });
});

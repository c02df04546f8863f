// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@solidjs/testing-library";
import { afterEach, describe, expect, it } from "vitest";
import { draftFromPlan } from "../../../src/io/draft.ts";
import { defaultPlan } from "../../../src/model/index.ts";
import { I18nProvider } from "../../../src/ui/i18n/i18n.tsx";
import { SavedPlansView } from "../../../src/ui/saved/SavedPlansView.tsx";
import { createPlanner, PlannerProvider } from "../../../src/ui/state/planner.tsx";
import { scrollBoxes } from "../scrollBoxes.ts";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("SavedPlansView", () => {
  it("saves under a trimmed name, then compares it with the edited current plan", () => {
    localStorage.setItem("xpyd.language", "en");
    const planner = createPlanner(draftFromPlan(defaultPlan));
    render(() => (
      <I18nProvider>
        <PlannerProvider planner={planner}>
          <SavedPlansView />
        </PlannerProvider>
      </I18nProvider>
    ));
    const save = screen.getByRole("button", { name: "Save" });
    fireEvent.click(save);
    expect(screen.getByText("Enter a name for the plan.")).toBeTruthy();

    const name = screen.getByLabelText("Save current plan as");
    fireEvent.input(name, { target: { value: "  Baseline  " } });
    fireEvent.click(save);
    expect(screen.getByRole("heading", { level: 3, name: "Baseline" })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem("xpyd.savedPlans") ?? "[]")).toHaveLength(1);

    planner.setValue("workload.outputTokens", 2000);
    fireEvent.click(screen.getByRole("checkbox", { name: /Compare Current plan/ }));
    fireEvent.click(screen.getByRole("checkbox", { name: /Compare Baseline/ }));
    const table = screen.getByRole("table");
    const differing = [...table.querySelectorAll("tr[data-differs] th")].map(
      (cell) => cell.textContent,
    );
    expect(differing[0]).toContain("Output tokens");
    expect(differing).not.toContainEqual(expect.stringContaining("Input tokens"));
    // On a phone the comparison scrolls sideways: the keyboard reaches the box, named by the caption.
    expect(scrollBoxes()).toEqual([
      { holds: "table", focusable: true, name: table.querySelector("caption")?.textContent },
    ]);
    expect(scrollBoxes()[0]?.name).toContain("Baseline");
  });
});

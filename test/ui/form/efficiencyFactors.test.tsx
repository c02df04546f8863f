// @vitest-environment happy-dom
import { cleanup, render, screen } from "@solidjs/testing-library";
import { afterEach, describe, expect, it } from "vitest";
import { firstVisitPlan } from "../../../src/data/index.ts";
import { draftFromPlan } from "../../../src/io/draft.ts";
import { LatencySection } from "../../../src/ui/form/latency/LatencySection.tsx";
import { I18nProvider } from "../../../src/ui/i18n/i18n.tsx";
import { createPlanner, PlannerProvider } from "../../../src/ui/state/planner.tsx";

// A plan whose only efficiency factor is decode's own, and out of range: the panel must open on it
// and say so, not on an empty "Both phases".

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("the efficiency factors of one phase, as loaded", () => {
  it("opens on the phase that holds a wrong value, marks it, and shows the field's problem", () => {
    localStorage.setItem("xpyd.language", "en");
    const draft = draftFromPlan(firstVisitPlan);
    const latency = draft.structured.latency as typeof firstVisitPlan.latency;
    draft.structured.latency = {
      ...latency,
      decode: { ...latency.decode, efficiency: { memoryEfficiency: 2 } },
    };
    render(() => (
      <I18nProvider>
        <PlannerProvider planner={createPlanner(draft)}>
          <form>
            <LatencySection />
          </form>
        </PlannerProvider>
      </I18nProvider>
    ));
    const decode = screen.getByRole("radio", { name: "Decode only (1) ⚠ check" });
    expect((decode as HTMLInputElement).checked).toBe(true);
    const field = screen.getByRole("spinbutton", { name: /^Memory efficiency/ });
    expect((field as HTMLInputElement).value).toBe("2");
    expect(field.getAttribute("aria-invalid")).toBe("true");
  });
});

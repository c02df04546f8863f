// @vitest-environment happy-dom

import { cleanup, render, screen, within } from "@solidjs/testing-library";
import { afterEach, describe, expect, it } from "vitest";
import { firstVisitPlan } from "../../../src/data/index.ts";
import { draftFromPlan } from "../../../src/io/draft.ts";
import { defaultPlan, type Plan } from "../../../src/model/index.ts";
import { I18nProvider } from "../../../src/ui/i18n/i18n.tsx";
import { HeadlineCards } from "../../../src/ui/results/HeadlineCards.tsx";
import { LatencyCard } from "../../../src/ui/results/LatencyCard.tsx";
import { ThroughputCards } from "../../../src/ui/results/ThroughputCards.tsx";
import { createPlanner, PlannerProvider } from "../../../src/ui/state/planner.tsx";

// The first-visit plan prices both phases with the roofline (Llama-3.1-70B on H100): its t1 is
// 264.368 ms (±18%, 6 published cases, none of a dense model), its ITL 12.0744 ms (±49%, 7 cases),
// its QPM 8,170.42 (±31%) and its balanced ratio 1.40128 (±76%).

const renderResults = (plan: Plan, language: "en" | "zh" = "en") => {
  localStorage.setItem("xpyd.language", language);
  render(() => (
    <I18nProvider>
      <PlannerProvider planner={createPlanner(draftFromPlan(plan))}>
        <HeadlineCards />
        <ThroughputCards />
        <LatencyCard />
      </PlannerProvider>
    </I18nProvider>
  ));
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const row = (path: string) => {
  const found = document.querySelector(`[data-metric='${path}']`);
  if (!(found instanceof HTMLElement)) throw new Error(`no row ${path}`);
  return found;
};

describe("error bands on the results", () => {
  it("gives t1 and the ITL three significant digits, their band, and flags what no case covers", () => {
    renderResults(firstVisitPlan);
    const t1 = row("latency.prefillBatchTimeMs");
    expect(t1.textContent).toContain("264 ms");
    const t1Band = within(t1).getByTestId("error-band");
    expect(t1Band.textContent).toContain("±18% · 6 published cases");
    expect(t1Band.textContent).toContain("extrapolated");
    expect(t1Band.textContent).toContain("no published case of this model kind (dense or MoE)");
    const itl = row("latency.itlMs");
    expect(itl.textContent).toContain("12.1 ms");
    const itlBand = within(itl).getByTestId("error-band");
    expect(itlBand.textContent).toBe("±49% · 7 published cases");
  });

  it("puts the throughput band on the headline QPM figures and the ratio's on the ratio", () => {
    renderResults(firstVisitPlan);
    const capacity = screen.getByTestId("capacity");
    for (const value of ["8,170", "511", "63.8"])
      expect(within(capacity).getByText(value)).toBeTruthy();
    expect(within(capacity).getAllByText("±31%")).toHaveLength(3);
    expect(within(capacity).getByText("±76%")).toBeTruthy();
    expect(within(capacity).getByText("1.4", { exact: false })).toBeTruthy();
    expect(row("throughput.outputTokensPerSecond").textContent).toContain("68,100");
    expect(row("throughput.outputTokensPerSecond").textContent).toContain("±31%");
  });

  it("words the band in Chinese", () => {
    renderResults(firstVisitPlan, "zh");
    const t1Band = within(row("latency.prefillBatchTimeMs")).getByTestId("error-band");
    expect(t1Band.textContent).toContain("±18% · 6 个公开案例");
    expect(t1Band.textContent).toContain("外推");
    expect(t1Band.textContent).toContain("没有同类模型（稠密或 MoE）的公开案例");
  });

  it("leaves entered step times as they are, with no band", () => {
    renderResults(defaultPlan);
    expect(document.querySelectorAll("[data-testid='error-band'], [data-band]")).toHaveLength(0);
    for (const value of ["7,200", "72", "9"]) {
      expect(within(screen.getByTestId("capacity")).getByText(value)).toBeTruthy();
    }
  });
});

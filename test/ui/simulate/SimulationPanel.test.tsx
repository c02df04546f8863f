// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@solidjs/testing-library";
import { afterEach, describe, expect, it, vi } from "vitest";
import { draftFromPlan } from "../../../src/io/draft.ts";
import { defaultPlan } from "../../../src/model/index.ts";
import { I18nProvider } from "../../../src/ui/i18n/i18n.tsx";
import { SimulationPanel } from "../../../src/ui/simulate/SimulationPanel.tsx";
import { createPlanner, type Planner, PlannerProvider } from "../../../src/ui/state/planner.tsx";

let planner: Planner;

const renderPanel = (language: "en" | "zh" = "en") => {
  localStorage.setItem("xpyd.language", language);
  render(() => {
    planner = createPlanner(draftFromPlan(defaultPlan));
    return (
      <I18nProvider>
        <PlannerProvider planner={planner}>
          <SimulationPanel />
        </PlannerProvider>
      </I18nProvider>
    );
  });
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const rate = () => screen.getByRole("spinbutton", { name: /Load|负载/ });

describe("the simulation panel", () => {
  it("waits a second after the last edit before it runs by itself", () => {
    renderPanel();
    expect(screen.getByTestId("simulation-status").textContent).toBe(
      "Runs a second after your last edit…",
    );
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("runs at a typed load and shows the table and the load it ran at", async () => {
    renderPanel();
    // 3,600 QPM is 60 req/s, half of the 120 req/s the default plan serves at full load.
    fireEvent.input(rate(), { target: { value: "3600" } });
    fireEvent.click(screen.getByRole("button", { name: "Simulate" }));
    expect(screen.getByRole("progressbar")).toBeTruthy();
    const table = await screen.findByTestId("simulation-table", {}, { timeout: 60_000 });
    expect(within(table).getAllByRole("row")).toHaveLength(9);
    expect(screen.getByText("At 3,600 QPM (60 req/s), 50.00% of capacity")).toBeTruthy();
    expect(screen.getByTestId("simulation-stability").textContent).toMatch(/^✓ Stable/);
    expect(screen.queryByTestId("simulation-relaxation")).toBeNull();
  }, 90_000);

  it("near capacity says each run is shorter than its queue's relaxation and compares no TTFT", async () => {
    renderPanel();
    // 7,056 QPM is 98% of the 120 req/s: a queue there relaxes over 0.98 / (1 − √0.98)² ≈ 9,702
    // arrivals, more than the 5,000 each of the panel's runs measures.
    fireEvent.input(rate(), { target: { value: "7056" } });
    fireEvent.click(screen.getByRole("button", { name: "Simulate" }));
    const note = await screen.findByTestId("simulation-relaxation", {}, { timeout: 60_000 });
    expect(note.textContent).toMatch(
      /^At 98\.00% of the busier stage's capacity a queue takes about 9,700 requests to forget its empty start \(ρ \/ \(1 − √ρ\)² for one queue\), more than the 5,000 each run measures/,
    );
    expect(screen.queryByTestId("estimate-gap")).toBeNull();
  }, 90_000);

  it("cancels a run at once", () => {
    renderPanel();
    fireEvent.click(screen.getByRole("button", { name: "Simulate" }));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByTestId("simulation-status").textContent).toBe("Cancelled.");
  });

  it("says a typed load must be above 0, in English and Chinese", async () => {
    renderPanel();
    fireEvent.input(rate(), { target: { value: "0" } });
    await vi.waitFor(() =>
      expect(
        screen.getByText("Enter a load above 0, or leave it empty for the sustainable load."),
      ).toBeTruthy(),
    );
    expect(screen.getByRole("button", { name: "Simulate" })).toHaveProperty("disabled", true);
    cleanup();
    renderPanel("zh");
    fireEvent.input(rate(), { target: { value: "0" } });
    await vi.waitFor(() =>
      expect(screen.getByText("请输入大于 0 的负载，或留空使用可持续负载。")).toBeTruthy(),
    );
  });
});

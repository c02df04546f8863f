// @vitest-environment happy-dom
import { cleanup, render, screen } from "@solidjs/testing-library";
import { afterEach, describe, expect, it } from "vitest";
import { draftFromPlan } from "../../../src/io/draft.ts";
import { defaultPlan } from "../../../src/model/index.ts";
import { SimulatedCurves } from "../../../src/ui/curves/SimulatedCurves.tsx";
import { I18nProvider } from "../../../src/ui/i18n/i18n.tsx";
import { createPlanner, PlannerProvider } from "../../../src/ui/state/planner.tsx";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const colors = {
  text: "rgb(0, 0, 0)",
  textMuted: "rgb(80, 80, 80)",
  border: "rgb(200, 200, 200)",
  surface: "rgb(255, 255, 255)",
  series: ["rgb(0, 0, 255)", "rgb(255, 128, 0)"],
  current: "rgb(255, 0, 0)",
  guide: "rgb(128, 0, 0)",
  warn: "rgb(255, 200, 0)",
};

const show = (language: "en" | "zh") => {
  localStorage.setItem("xpyd.language", language);
  const planner = createPlanner(draftFromPlan(defaultPlan));
  render(() => (
    <I18nProvider>
      <PlannerProvider planner={planner}>
        <SimulatedCurves colors={colors} estimate={null} />
      </PlannerProvider>
    </I18nProvider>
  ));
};

describe("SimulatedCurves", () => {
  it("heads the knee's charts in English and starts simulating its 13 loads", async () => {
    show("en");
    expect(
      screen.getByRole("heading", { name: "Simulated: the knee and the latency spread" }),
    ).toBeTruthy();
    for (const title of [
      "SLO attainment vs offered load",
      "P99 TTFT vs offered load",
      "P99 TPOT vs offered load",
    ])
      expect(screen.getByText(title)).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "CSV" })).toHaveLength(3);
    expect(screen.getByText("The sustainable load's run is not done yet.")).toBeTruthy();
    expect(await screen.findByText(/^Simulating load \d+ of 13…$/)).toBeTruthy();
  });

  it("speaks Chinese with the Chinese dictionary", async () => {
    show("zh");
    expect(screen.getByRole("heading", { name: "仿真：拐点与延迟分布" })).toBeTruthy();
    expect(screen.getByText("SLO 达成率与到达负载")).toBeTruthy();
    expect(screen.getByText("P99 TTFT 与到达负载")).toBeTruthy();
    expect(await screen.findByText(/^正在仿真第 \d+ \/ 13 个负载…$/)).toBeTruthy();
  });
});

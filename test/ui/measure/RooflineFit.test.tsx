// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from "@solidjs/testing-library";
import { afterEach, describe, expect, it } from "vitest";
import { catalog, firstVisitPlan } from "../../../src/data/index.ts";
import { draftFromPlan } from "../../../src/io/draft.ts";
import {
  defaultPlan,
  fitPhaseEfficiency,
  formatDisplay,
  measuredSteps,
  type Plan,
  type ProfileRun,
  type SourcedProfilePoint,
} from "../../../src/model/index.ts";
import { I18nProvider } from "../../../src/ui/i18n/i18n.tsx";
import { RooflineFit } from "../../../src/ui/measure/RooflineFit.tsx";
import { createPlanner, PlannerProvider } from "../../../src/ui/state/planner.tsx";
import { analysisWith } from "../../model/measure/runAnalysis.ts";

// Two measured decode steps of the first-visit deployment (Llama-3.1-70B on H100): at batch 32 and
// 128, each slower than the roofline's default estimate.
const points = [
  { batch: 32, timeMs: 20, runs: [] },
  { batch: 128, timeMs: 30, runs: [] },
];

const renderFit = (
  plan: Plan,
  phase: "prefill" | "decode" = "decode",
  shown: readonly SourcedProfilePoint[] = points,
) => {
  const planner = createPlanner(draftFromPlan(plan));
  render(() => (
    <I18nProvider>
      <PlannerProvider planner={planner}>
        <RooflineFit points={shown} phase={phase} />
      </PlannerProvider>
    </I18nProvider>
  ));
  return planner;
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("RooflineFit", () => {
  it("states the fitted efficiencies and puts them in the plan, decode on the roofline", () => {
    const planner = renderFit(firstVisitPlan);
    const fit = fitPhaseEfficiency(firstVisitPlan, catalog, "decode", points);
    if (fit === null) throw new Error("the first-visit plan names a model and a decode GPU");
    const shown = screen.getByTestId("roofline-fit-decode").textContent ?? "";
    expect(shown).toContain("Decode, from 2 runs");
    expect(shown).toContain(formatDisplay(fit.efficiency.computeEfficiency));
    expect(shown).toContain(formatDisplay(fit.efficiency.memoryEfficiency));
    fireEvent.click(screen.getByRole("button", { name: "Use the fitted roofline for decode" }));
    // The fit is decode's own: prefill keeps the plan's factors.
    const efficiency = planner.plan().latency.decode.efficiency;
    expect(efficiency?.computeEfficiency).toBeCloseTo(fit.efficiency.computeEfficiency, 9);
    expect(efficiency?.memoryEfficiency).toBeCloseTo(fit.efficiency.memoryEfficiency, 9);
    expect(planner.plan().latency.efficiency).toBeUndefined();
    expect(planner.plan().latency.decode.source).toBe("roofline");
    expect(
      screen.getByRole("button", { name: "Use the fitted roofline for decode" }),
    ).toHaveProperty("disabled", true);
  });

  it("fits prefill's own factors to prefill steps, leaving decode's", () => {
    const planner = renderFit(firstVisitPlan, "prefill");
    const fit = fitPhaseEfficiency(firstVisitPlan, catalog, "prefill", points);
    if (fit === null) throw new Error("the first-visit plan names a model and a prefill GPU");
    expect(screen.getByTestId("roofline-fit-prefill").textContent).toContain(
      `Prefill, from 2 runs: compute efficiency ${formatDisplay(fit.efficiency.computeEfficiency)}`,
    );
    fireEvent.click(screen.getByRole("button", { name: "Use the fitted roofline for prefill" }));
    const efficiency = planner.plan().latency.prefill.efficiency;
    expect(efficiency?.computeEfficiency).toBeCloseTo(fit.efficiency.computeEfficiency, 9);
    expect(planner.plan().latency.decode.efficiency).toBeUndefined();
    expect(screen.getByRole("status").textContent).toBe(
      "Prefill already uses the fitted roofline. Undo restores the previous plan.",
    );
  });

  it("prices each run at its own request lengths, not the plan's", () => {
    // Runs of 16,000-token prompts and 200 outputs: a longer context than the plan's 2,000 + 500 / 2.
    const longRun: ProfileRun = {
      fileName: "long.json",
      line: 1,
      format: "vllm",
      analysis: analysisWith({
        completed: 10,
        total_input_tokens: 160_000,
        total_output_tokens: 2_000,
      }),
    };
    const long = points.map((point) => ({ ...point, runs: [longRun] }));
    renderFit(firstVisitPlan, "decode", long);
    const own = fitPhaseEfficiency(firstVisitPlan, catalog, "decode", measuredSteps(long));
    const planLengths = fitPhaseEfficiency(firstVisitPlan, catalog, "decode", points);
    if (own === null || planLengths === null) throw new Error("the plan's decode has a roofline");
    // Longer contexts cost more, so the same measured steps mean a faster GPU at the runs' lengths.
    expect(own.scale).toBeGreaterThan(planLengths.scale * 1.05);
    expect(screen.getByTestId("roofline-fit-decode").textContent).toContain(
      `memory efficiency ${formatDisplay(own.efficiency.memoryEfficiency)}`,
    );
  });

  it("asks for a model and a decode GPU when the plan has no roofline to fit", () => {
    renderFit(defaultPlan);
    expect(screen.getByTestId("roofline-fit-unavailable-decode").textContent).toContain(
      "name a model and a decode GPU",
    );
  });
});

// @vitest-environment happy-dom

import { within } from "@solidjs/testing-library";
import { describe, expect, it } from "vitest";
import { catalog, firstVisitPlan } from "../../../src/data/index.ts";
import {
  formatEstimate,
  formatShare,
  type Plan,
  partShares,
  solve,
} from "../../../src/model/index.ts";
import { LatencyCard } from "../../../src/ui/results/LatencyCard.tsx";
import { overlappedDecodePlan } from "../../model/latency/stepPartsPlans.ts";
import { metricRow, renderWithPlan } from "./resultsHarness.tsx";

// The first-visit plan prices both phases with the roofline; the expected text is built from its
// solved parts with the app's formatter, so the model's numbers may move without this test.
const solved = solve(firstVisitPlan, catalog);

const renderCard = (plan: Plan, language: "en" | "zh" = "en") =>
  renderWithPlan(plan, () => <LatencyCard />, language);

const partsIn = (path: string) => within(metricRow(path)).queryByTestId("step-parts");

describe("where a roofline step goes", () => {
  it("shows each operator group of the ITL with its ms and share, in a bar and a legend", () => {
    const parts = solved.latencyModel.decode.parts;
    if (parts === null) throw new Error("the first-visit plan's ITL is a roofline estimate");
    renderCard(firstVisitPlan);
    const block = partsIn("latency.itlMs");
    expect(block).not.toBeNull();
    const shares = partShares(parts);
    expect(shares.length).toBeGreaterThan(1);
    const items = block?.querySelectorAll("li") ?? [];
    expect(items).toHaveLength(shares.length);
    shares.forEach((share, index) => {
      expect(items[index]?.getAttribute("data-part")).toBe(share.key);
      expect(items[index]?.textContent).toContain(`${formatEstimate(share.ms)} ms`);
      expect(items[index]?.textContent).toContain(formatShare(share.share));
    });
    const widths = [...(block?.querySelectorAll("[role='img'] span") ?? [])].map((segment) =>
      Number.parseFloat((segment as HTMLElement).style.width),
    );
    expect(widths.reduce((sum, width) => sum + width, 0)).toBeCloseTo(100, 6);
    expect(block?.querySelector("[role='img']")?.getAttribute("aria-label")).toContain(
      "Where the step goes",
    );
  });

  it("says what overlap hid, below the legend", () => {
    const overlapped = overlappedDecodePlan;
    const hidden = solve(overlapped, catalog).latencyModel.decode.parts?.overlapHiddenMs ?? 0;
    expect(hidden).toBeGreaterThan(0);
    renderCard(overlapped);
    expect(partsIn("latency.itlMs")?.textContent).toContain(
      `${formatEstimate(hidden)} ms hidden by overlap`,
    );
    // Without overlap nothing is hidden, and the line is not drawn.
    expect(partsIn("latency.prefillBatchTimeMs")?.textContent).not.toContain("hidden by overlap");
  });

  it("speaks Chinese", () => {
    renderCard(firstVisitPlan, "zh");
    expect(partsIn("latency.itlMs")?.textContent).toContain("单步耗时构成");
  });

  it("shows nothing for a time the user entered", () => {
    const entered: Plan = {
      ...firstVisitPlan,
      latency: {
        ...firstVisitPlan.latency,
        prefill: { ...firstVisitPlan.latency.prefill, source: "constant" },
      },
    };
    renderCard(entered);
    expect(partsIn("latency.prefillBatchTimeMs")).toBeNull();
    expect(partsIn("latency.itlMs")).not.toBeNull();
  });
});

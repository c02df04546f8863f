// @vitest-environment happy-dom

import { screen, within } from "@solidjs/testing-library";
import { describe, expect, it } from "vitest";
import { catalog, firstVisitPlan } from "../../../src/data/index.ts";
import {
  defaultPlan,
  formatBand,
  formatDisplay,
  formatEstimate,
  type Plan,
  solve,
} from "../../../src/model/index.ts";
import { HeadlineCards } from "../../../src/ui/results/HeadlineCards.tsx";
import { LatencyCard } from "../../../src/ui/results/LatencyCard.tsx";
import { ThroughputCards } from "../../../src/ui/results/ThroughputCards.tsx";
import { renderWithPlan, metricRow as row } from "./resultsHarness.tsx";

// The first-visit plan prices both phases with the roofline (Llama-3.1-70B on H100, a dense model
// whose prefill no published case covers). Expected text is built from its solved bands with the
// app's formatters, so the model's own numbers may move without this test.
const solved = solve(firstVisitPlan, catalog);
const { prefill, decode, throughput, ratio } = solved.accuracy;
if (prefill === null || decode === null || throughput === null || ratio === null) {
  throw new Error("the first-visit plan's step times are roofline estimates");
}

const renderResults = (plan: Plan, language: "en" | "zh" = "en") =>
  renderWithPlan(
    plan,
    () => (
      <>
        <HeadlineCards />
        <ThroughputCards />
        <LatencyCard />
      </>
    ),
    language,
  );

describe("error bands on the results", () => {
  it("gives t1 and the ITL three significant digits, their band, and flags what no case covers", () => {
    renderResults(firstVisitPlan);
    const t1 = row("latency.prefillBatchTimeMs");
    expect(t1.textContent).toContain(`${formatEstimate(solved.latency.prefillBatchTimeMs)} ms`);
    const t1Band = within(t1).getByTestId("error-band");
    expect(t1Band.textContent).toContain(
      `${formatBand(prefill.fraction)} · ${prefill.cases} published cases`,
    );
    expect(t1Band.textContent).toContain("extrapolated");
    expect(t1Band.textContent).toContain("no published case of this model kind (dense or MoE)");
    const itl = row("latency.itlMs");
    expect(itl.textContent).toContain(`${formatEstimate(solved.latency.itlMs)} ms`);
    const itlBand = within(itl).getByTestId("error-band");
    expect(itlBand.textContent).toBe(
      `${formatBand(decode.fraction)} · ${decode.cases} published cases`,
    );
  });

  it("states the KV transfer and the TTFT it adds to with the digits the t1 row and TTFT card show", () => {
    renderResults(firstVisitPlan);
    const transfer = row("latency.kvTransferMs");
    const { prefillBatchTimeMs, kvTransferMs, ttftMs } = solved.latency;
    // Three significant digits for the banded t1 and TTFT (301.13 → "301"), at most two decimals
    // for the unbanded transfer (2.048 → "2.05"), never the six of a raw number.
    const shown = formatDisplay(kvTransferMs);
    expect(shown).toMatch(/^\d+(\.\d{1,2})?$/);
    expect(transfer.textContent).toContain(`${shown} ms`);
    expect(transfer.textContent).toContain(
      `added to TTFT: ${formatEstimate(prefillBatchTimeMs)} + ${shown} = ${formatEstimate(ttftMs)} ms`,
    );
  });

  it("puts the throughput band on the headline QPM figures and the ratio's on the ratio", () => {
    renderResults(firstVisitPlan);
    const capacity = screen.getByTestId("capacity");
    const q = solved.throughput;
    for (const value of [q.qpm, q.qpmPerNode, q.qpmPerGpu])
      expect(within(capacity).getByText(formatEstimate(value))).toBeTruthy();
    expect(within(capacity).getAllByText(formatBand(throughput))).toHaveLength(3);
    expect(within(capacity).getByText(formatBand(ratio))).toBeTruthy();
    expect(
      within(capacity).getByText(formatEstimate(solved.ratio.prefillPerDecode), { exact: false }),
    ).toBeTruthy();
    const tokens = row("throughput.outputTokensPerSecond").textContent;
    expect(tokens).toContain(formatEstimate(q.outputTokensPerSecond));
    expect(tokens).toContain(formatBand(throughput));
  });

  it("gives the sustainable load's latencies three significant digits where they rest on the roofline", () => {
    renderResults(firstVisitPlan);
    const sustainable = screen.getByTestId("sustainable");
    const ttft = solved.sustainable.ttft.valueMs;
    const ttftLine = within(sustainable).getByText(formatEstimate(ttft), { exact: false });
    expect(ttftLine.textContent).toContain(`${formatEstimate(ttft)} ms`);
    // Three significant digits, not two decimals: 923.93 reads 924.
    expect(ttftLine.textContent).not.toContain(ttft.toFixed(2));
    expect(
      within(sustainable).getByText(formatEstimate(solved.sustainable.tpot.valueMs), {
        exact: false,
      }),
    ).toBeTruthy();
  });

  it("words the band in Chinese", () => {
    renderResults(firstVisitPlan, "zh");
    const t1Band = within(row("latency.prefillBatchTimeMs")).getByTestId("error-band");
    expect(t1Band.textContent).toContain(
      `${formatBand(prefill.fraction)} · ${prefill.cases} 个公开案例`,
    );
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

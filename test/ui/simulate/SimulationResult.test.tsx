// @vitest-environment happy-dom
import { cleanup, render, screen } from "@solidjs/testing-library";
import { afterEach, describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { defaultPlan, type SimulationReport, solve } from "../../../src/model/index.ts";
import { I18nProvider } from "../../../src/ui/i18n/i18n.tsx";
import type { PanelRun } from "../../../src/ui/simulate/createAutoSimulation.ts";
import { SimulationResult } from "../../../src/ui/simulate/SimulationResult.tsx";
import { report, summary } from "../../io/launch/simulationReport.ts";
import { scrollBoxes } from "../scrollBoxes.ts";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const result = solve(defaultPlan, catalog);

/** A finished panel run of the default plan at `ratePerSecond` whose report is `simulated`. */
const entry = (ratePerSecond: number, simulated: SimulationReport): PanelRun => ({
  run: {
    progress: () => 1,
    report: () => simulated,
    state: () => "done",
    elapsedMs: () => 200,
    failure: () => null,
    cancel: () => {},
  },
  plan: defaultPlan,
  result,
  ratePerSecond,
});

const show = (language: "en" | "zh", run: PanelRun) => {
  localStorage.setItem("xpyd.language", language);
  render(() => (
    <I18nProvider>
      <SimulationResult entry={run} stale={false} />
    </I18nProvider>
  ));
};

describe("a finished simulation's table", () => {
  it("scrolls sideways in a box the keyboard reaches, named in the reader's language", () => {
    show("en", entry(60, report({ ratePerSecond: 60 })));
    expect(scrollBoxes()).toEqual([
      { holds: "table", focusable: true, name: "Simulated latency and waits, ms" },
    ]);
    cleanup();
    show("zh", entry(60, report({ ratePerSecond: 60 })));
    expect(scrollBoxes()).toEqual([
      { holds: "table", focusable: true, name: "仿真得到的时延与等待，ms" },
    ]);
  });
});

describe("a finished simulation's notes", () => {
  it("says when a warm-up reached its limit, with the mean warm-up, in both languages", () => {
    const limited = report({
      ratePerSecond: 60,
      warmup: { requests: 21_020, settled: false, limited: true },
    });
    show("en", entry(60, limited));
    expect(screen.getByTestId("simulation-unsettled").textContent).toBe(
      "A warm-up reached its limit with the requests in service still changing (warm-ups averaged 21,020 requests): decode batches may still have been filling, so the simulated latencies may read low.",
    );
    cleanup();
    show("zh", entry(60, limited));
    expect(screen.getByTestId("simulation-unsettled").textContent).toContain("21,020");
  });

  it("says nothing of the warm-up when it settled, nor of a run that saw no arrival", () => {
    show("en", entry(60, report({ ratePerSecond: 60 })));
    expect(screen.queryByTestId("simulation-unsettled")).toBeNull();
    cleanup();
    show(
      "en",
      entry(
        60,
        report({ ratePerSecond: 60, warmup: { requests: 0, settled: false, limited: false } }),
      ),
    );
    expect(screen.queryByTestId("simulation-unsettled")).toBeNull();
  });

  it("at or past the estimate's capacity gives no relaxation span (never 'Infinity')", () => {
    // The default plan serves 120 req/s: 124 req/s is 103% of it.
    show("en", entry(124, report({ ratePerSecond: 124, requests: 5000 })));
    expect(screen.queryByTestId("simulation-relaxation")).toBeNull();
    expect(document.body.textContent).not.toContain("Infinity");
  });

  it("near capacity compares TPOT but not TTFT: at 98% a queue relaxes over about 9,700 requests, more than 1,000", () => {
    // Simulated TTFT and TPOT both far from the estimate's.
    const far = report({
      ratePerSecond: 117.6,
      slo: [
        {
          metric: "ttft",
          statistic: "mean",
          targetMs: 1000,
          valueMs: 50,
          interval: null,
          met: true,
        },
        { metric: "tpot", statistic: "mean", targetMs: 50, valueMs: 5, interval: null, met: true },
      ],
    });
    show(
      "en",
      entry(117.6, {
        ...far,
        ttftMs: summary(50),
        tpotMs: summary(5),
      }),
    );
    expect(screen.getByTestId("simulation-relaxation").textContent).toMatch(
      /^At 98\.00% of the busier stage's capacity a queue takes about 9,700 requests/,
    );
    const gap = screen.getByTestId("estimate-gap").textContent ?? "";
    expect(gap).toContain("TPOT");
    expect(gap).not.toContain("TTFT");
  });
});

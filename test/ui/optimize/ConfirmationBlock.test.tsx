// @vitest-environment happy-dom
import { cleanup, render, screen } from "@solidjs/testing-library";
import { afterEach, describe, expect, it } from "vitest";
import type { Confirmation } from "../../../src/model/optimize/index.ts";
import { I18nProvider } from "../../../src/ui/i18n/i18n.tsx";
import {
  ConfirmationBlock,
  type ConfirmState,
} from "../../../src/ui/optimize/ConfirmationBlock.tsx";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const confirmation: Confirmation = {
  rank: 1,
  ratePerSecond: 57.123,
  stable: true,
  simulated: { attainment: 0.955, ttftP99Ms: 912.4, tpotP99Ms: 40.26 },
  estimated: { attainment: 0.93, ttftP99Ms: 950, tpotP99Ms: 41 },
  slo: [
    { metric: "ttft", statistic: "p99", targetMs: 1000, valueMs: 912.4, interval: null, met: true },
  ],
  holds: true,
  busiestUtilization: 0.8,
  shortOfRelaxation: null,
};

const show = (language: "en" | "zh", state: ConfirmState, target?: number) => {
  localStorage.setItem("xpyd.language", language);
  render(() => (
    <I18nProvider>
      <ConfirmationBlock state={state} target={target} />
    </I18nProvider>
  ));
};

describe("ConfirmationBlock", () => {
  it("sets the simulated attainment and P99s beside the estimate, and says it holds", () => {
    show("en", { kind: "done", confirmation });
    expect(screen.getByText("Attainment: 95.5% simulated, 93% estimated")).toBeTruthy();
    expect(screen.getByText("P99 TTFT: 912 ms simulated, 950 ms estimated")).toBeTruthy();
    expect(screen.getByText("P99 TPOT: 40.3 ms simulated, 41 ms estimated")).toBeTruthy();
    expect(screen.getByText("Holds: every SLO met in the simulation at 57.1 req/s.")).toBeTruthy();
  });

  it("says a run shorter than the queue's relaxation is indicative, and says nothing when it is not", () => {
    // 0.98 / (1 − √0.98)² = 9,701.75 arrivals, about 9,700, more than the 5,000 of each run.
    show("en", {
      kind: "done",
      confirmation: { ...confirmation, busiestUtilization: 0.98, shortOfRelaxation: 9701.75 },
    });
    expect(screen.getByTestId("confirmation-near-capacity").textContent).toBe(
      "At 98% of the busier stage's capacity a queue takes about 9,700 requests to forget its empty start, more than the 5,000 of each simulated run: read this check as indicative, and simulate the configuration longer before relying on it.",
    );
    cleanup();
    show("zh", { kind: "done", confirmation });
    expect(screen.queryByTestId("confirmation-near-capacity")).toBeNull();
  });

  it("names what the simulation missed: the attainment target and the SLO over its target", () => {
    const missed: Confirmation = {
      ...confirmation,
      simulated: { ...confirmation.simulated, attainment: 0.8, ttftP99Ms: 1200 },
      slo: [
        {
          metric: "ttft",
          statistic: "p99",
          targetMs: 1000,
          valueMs: 1200,
          interval: null,
          met: false,
        },
      ],
      holds: false,
    };
    show("en", { kind: "done", confirmation: missed }, 0.9);
    expect(
      screen.getByText(
        "Misses in the simulation at 57.1 req/s: attainment 80% under the 90% target; TTFT p99 1,200 ms over 1,000 ms.",
      ),
    ).toBeTruthy();
  });

  it("says a growing queue is unstable and gives no percentile", () => {
    show("en", {
      kind: "done",
      confirmation: {
        ...confirmation,
        stable: false,
        simulated: { attainment: null, ttftP99Ms: null, tpotP99Ms: null },
        holds: false,
      },
    });
    expect(screen.getByText("P99 TTFT: — simulated, 950 ms estimated")).toBeTruthy();
    expect(screen.getByText(/^Unstable in the simulation at 57\.1 req\/s/)).toBeTruthy();
  });

  it("speaks Chinese, while running and when done", () => {
    show("zh", { kind: "running", ratePerSecond: 12.5 });
    expect(screen.getByText("正在以 12.5 请求/秒仿真 5 轮、每轮 5,000 个请求…")).toBeTruthy();
    cleanup();
    show("zh", { kind: "done", confirmation });
    expect(screen.getByText("达成率：仿真 95.5%，估算 93%")).toBeTruthy();
    expect(screen.getByText("成立：在 57.1 请求/秒的仿真中所有 SLO 均满足。")).toBeTruthy();
  });
});

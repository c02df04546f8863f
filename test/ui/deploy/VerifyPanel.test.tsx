// @vitest-environment happy-dom

import { cleanup, render, screen } from "@solidjs/testing-library";
import { afterEach, describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { draftFromPlan } from "../../../src/io/draft.ts";
import { defaultPlan, solve } from "../../../src/model/index.ts";
import { createVerification } from "../../../src/ui/deploy/createVerification.ts";
import { VerifyPanel } from "../../../src/ui/deploy/VerifyPanel.tsx";
import { I18nProvider } from "../../../src/ui/i18n/i18n.tsx";
import { createPlanner, PlannerProvider, usePlanner } from "../../../src/ui/state/planner.tsx";
import { scrollBoxes } from "../scrollBoxes.ts";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Created once in the component, as DeployView does: a call inside the JSX prop would be a getter
// that makes a new one on every read.
const Panel = () => {
  const verification = createVerification(usePlanner());
  return <VerifyPanel verification={verification} />;
};

const renderPanel = (language: "en" | "zh") => {
  localStorage.setItem("xpyd.language", language);
  const planner = createPlanner(draftFromPlan(defaultPlan));
  render(() => (
    <I18nProvider>
      <PlannerProvider planner={planner}>
        <Panel />
      </PlannerProvider>
    </I18nProvider>
  ));
};

// Two simulations of 20,000 requests each run in the page here (no workers under happy-dom).
const simulated = { timeout: 60_000 };

describe("VerifyPanel", () => {
  it(
    "runs at the sustainable rate and 120% of it, saying where TTFT holds, in Chinese",
    simulated,
    async () => {
      renderPanel("zh");
      const rate = solve(defaultPlan, catalog).sustainable.requestsPerSecond;
      const shown = String(Number(rate.toFixed(3)));
      expect(screen.getByText(`可持续速率：${shown} 请求/秒`)).toBeTruthy();
      expect(screen.getByTestId("bench-sustainable").textContent).toContain(
        `--request-rate ${shown}`,
      );
      expect(screen.getByTestId("verdict-sustainable").textContent).toMatch(/^正在模拟/);
      const holds = await screen.findByText(/所有 SLO 均达标，TTFT 应能保持/, {}, simulated);
      expect(holds.getAttribute("data-verdict")).toBe("holds");
      const breaks = await screen.findByText(/SLO 未能全部达标.*该速率超出方案容量/, {}, simulated);
      expect(breaks.getAttribute("data-verdict")).toBe("grows");
      expect(breaks.textContent).not.toContain("应能保持");
      // The table gives the simulated P99 TTFT of both runs, as each benchmark would measure it:
      // far longer above the sustainable rate, where the queue grows through the run.
      const cells = document.querySelectorAll("tr[data-key='p99_ttft_ms'] td");
      const p99 = (cell: Element | undefined) =>
        Number((cell?.textContent ?? "").replaceAll(",", ""));
      expect(cells[0]?.textContent).toMatch(/^[\d,]+\.\d\d$/);
      expect(p99(cells[1])).toBeGreaterThan(5 * p99(cells[0]));
      expect(document.querySelector("tr[data-key='slo_attainment'] th")?.textContent).toBe(
        "满足全部 SLO 的请求占比",
      );
      // On a phone the commands and the table scroll sideways: the keyboard reaches each box, and
      // the table's is named by its caption.
      const boxes = scrollBoxes();
      expect(boxes.filter((box) => box.holds === "pre").length).toBeGreaterThan(0);
      expect(boxes.every((box) => box.focusable)).toBe(true);
      expect(boxes.filter((box) => box.holds === "table")).toEqual([
        {
          holds: "table",
          focusable: true,
          name: "按各运行的方式模拟方案：以其速率向空闲部署发送其全部 prompt（均值与百分位），并与实测运行对比",
        },
      ]);
    },
  );
});

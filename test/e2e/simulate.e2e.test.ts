import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { defaultPlan, formatNumber, solve } from "../../src/model/index.ts";
import { axeViolations } from "./axe.ts";
import { type AppBrowser, appHeading, launchApp } from "./browser.ts";

const expected = solve(defaultPlan, catalog);
// Two decimals at most, as the page shows an estimate.
const estimate = (value: number) => formatNumber(Number(value.toFixed(2)));
const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/** Opens the app on the default plan with nothing remembered from earlier tests. */
const openClean = async (app: AppBrowser, width = 1440) => {
  // Pages of one site share a renderer's main thread: an earlier test's page must not run beside.
  for (const open of app.context.pages()) await open.close();
  const page = await app.openApp();
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await appHeading(page).waitFor();
  return page;
};

const panel = (page: Page) => page.getByTestId("simulation");
const status = (page: Page) => page.getByTestId("simulation-status");

/** Waits for the run started at page load to finish, so a test starts from a settled panel. */
const settled = async (page: Page) => {
  await panel(page).getByTestId("simulation-table").waitFor({ timeout: 30_000 });
  await expect.poll(() => panel(page).getAttribute("data-state")).toBe("done");
};

describe("capacity, sustainable load and the simulation in Chromium", () => {
  let app: AppBrowser;
  beforeAll(async () => {
    app = await launchApp(inject("baseUrl"));
  });
  afterAll(() => app?.close());

  it("shows the article's capacity and the sustainable load side by side", async () => {
    const page = await openClean(app);
    const capacity = page.getByTestId("capacity");
    const sustainable = page.getByTestId("sustainable");
    expect(await capacity.textContent()).toContain(formatNumber(expected.throughput.qpm));
    expect(await capacity.textContent()).toContain(formatNumber(expected.throughput.qpmPerNode));
    expect(await sustainable.textContent()).toContain(estimate(expected.sustainable.qpm));
    expect(await sustainable.textContent()).toContain(
      `${percent(expected.sustainable.loadFraction)} of capacity`,
    );
    const left = await capacity.boundingBox();
    const right = await sustainable.boundingBox();
    if (!left || !right) throw new Error("a headline group is not drawn");
    expect(Math.abs(left.y - right.y)).toBeLessThan(1);
    expect(right.x).toBeGreaterThanOrEqual(left.x + left.width);
    expect(await page.getByTestId("feasibility").textContent()).toBe(
      `✓ Feasible up to ${estimate(expected.sustainable.qpm)} QPM (${percent(expected.sustainable.loadFraction)} of capacity): every SLO holds there.`,
    );
    expect(await page.getByTestId("recommended-concurrency").textContent()).toContain(
      formatNumber(expected.concurrency.recommended.maxConcurrency),
    );
  });

  it("runs a simulation to its table off the main thread, without a gross block", async () => {
    const page = await openClean(app);
    await settled(page);
    // What the first load still does (lazy chunks, the service worker) is not the run's.
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    await page.evaluate(() => {
      const scope = window as unknown as Record<string, number>;
      scope.longestTaskMs = 0;
      scope.longestWorkMs = 0;
      // The Long Animation Frames API's entries, which TypeScript's DOM types do not list yet.
      interface LongFrame {
        startTime: number;
        duration: number;
        styleAndLayoutStart: number;
        scripts: { duration: number }[];
      }
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          scope.longestTaskMs = Math.max(scope.longestTaskMs ?? 0, entry.duration);
        }
      }).observe({ type: "longtask" });
      // A long frame's own work: its scripts and its style and layout. A frame that is long
      // with neither was kept waiting by the machine (other processes on the same cores).
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as LongFrame[]) {
          const scriptsMs = entry.scripts.reduce((sum, script) => sum + script.duration, 0);
          const layoutMs =
            entry.styleAndLayoutStart > 0
              ? entry.startTime + entry.duration - entry.styleAndLayoutStart
              : 0;
          scope.longestWorkMs = Math.max(scope.longestWorkMs ?? 0, scriptsMs + layoutMs);
        }
      }).observe({ type: "long-animation-frame" });
    });
    const longest = () =>
      page.evaluate(() => {
        const scope = window as unknown as Record<string, number>;
        const seen = { taskMs: scope.longestTaskMs ?? 0, workMs: scope.longestWorkMs ?? 0 };
        scope.longestTaskMs = 0;
        scope.longestWorkMs = 0;
        return seen;
      });
    await longest();
    const runs: { runMs: number; taskMs: number; workMs: number }[] = [];
    for (let run = 0; run < 3; run += 1) {
      const started = Date.now();
      await panel(page).getByRole("button", { name: "Simulate", exact: true }).click();
      await expect
        .poll(() => panel(page).getAttribute("data-state"), { timeout: 30_000 })
        .toBe("done");
      runs.push({ runMs: Date.now() - started, ...(await longest()) });
    }
    console.log(
      runs
        .map(
          (run, i) =>
            `simulation run ${i + 1}: ${run.runMs} ms; longest main-thread work ${run.workMs.toFixed(1)} ms; longest task ${run.taskMs.toFixed(1)} ms (0: none reached 50 ms)`,
        )
        .join("\n"),
    );
    // The aim is no block over 50 ms; a shared machine cannot gate on it, so the times are logged
    // and only a gross regression (the simulation on the main thread) fails.
    expect(Math.max(...runs.map((run) => run.workMs))).toBeLessThan(200);
    // A block of the page's own would show in every run; a busy machine's pause does not.
    expect(Math.min(...runs.map((run) => run.taskMs))).toBeLessThan(200);
    const table = panel(page).getByTestId("simulation-table");
    const rows = table.locator("tbody tr");
    expect(await rows.count()).toBe(8);
    expect(await table.locator("thead").textContent()).toBe("MetricMeanP50P90P99P99.9");
    expect(await rows.first().locator("td").first().textContent()).toMatch(
      /^[\d,]+\.\d\d± [\d,.]+$/,
    );
    expect(await page.getByTestId("simulation-stability").textContent()).toMatch(/^✓ Stable/);
    expect(await panel(page).textContent()).toContain(
      `At ${estimate(expected.sustainable.qpm)} QPM`,
    );
    expect(await panel(page).textContent()).toMatch(/25,000 requests in 5 replications/);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("cancels a run: the bar goes and no report replaces the one shown", async () => {
    const page = await openClean(app);
    await settled(page);
    const footer = panel(page).getByText(/requests in \d+ replications/);
    const before = await footer.textContent();
    // In one task, so a fast run cannot finish between the two clicks.
    await panel(page).evaluate((root) => {
      const buttons = [...root.querySelectorAll("button")];
      buttons.find((button) => button.textContent === "Simulate")?.click();
      buttons.find((button) => button.textContent === "Cancel")?.click();
    });
    expect(await status(page).textContent()).toBe("Cancelled.");
    expect(await panel(page).getByRole("progressbar").count()).toBe(0);
    await page.waitForTimeout(1500);
    expect(await status(page).textContent()).toBe("Cancelled.");
    expect(await footer.textContent()).toBe(before);
    expect(await panel(page).getByRole("button", { name: "Cancel" }).isDisabled()).toBe(true);
  });

  it("runs again by itself a second after an edit, at the load typed", async () => {
    const page = await openClean(app);
    await settled(page);
    const load = panel(page).getByRole("spinbutton", { name: /Load/ });
    await load.fill("3600");
    expect(await status(page).textContent()).toBe("Runs a second after your last edit…");
    // 3,600 QPM is 60 req/s, half the 120 req/s the deployment serves at full load.
    await panel(page)
      .getByText("At 3,600 QPM (60 req/s), 50.00% of capacity")
      .waitFor({ timeout: 30_000 });
    expect(await status(page).textContent()).toBe("");
  });
});

describe("the sustainable load in a Chinese browser", () => {
  let app: AppBrowser;
  beforeAll(async () => {
    app = await launchApp(inject("baseUrl"), { locale: "zh-CN" });
  });
  afterAll(() => app?.close());

  it("says up to what load the plan holds, in Chinese", async () => {
    const page = await openClean(app);
    expect(await page.getByTestId("feasibility").textContent()).toBe(
      `✓ 可行：负载不超过 ${estimate(expected.sustainable.qpm)} QPM（容量的 ${percent(expected.sustainable.loadFraction)}）时，所有 SLO 都能满足。`,
    );
    await settled(page);
    expect(await panel(page).getByRole("heading", { name: "仿真" }).count()).toBe(1);
  });

  it("fits a 360 px phone: the page never scrolls sideways, only the table does", async () => {
    const page = await openClean(app, 360);
    await settled(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

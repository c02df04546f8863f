import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { type AppBrowser, appHeading, launchApp } from "./browser.ts";

describe("the built app in Chromium", () => {
  let app: AppBrowser;
  beforeAll(async () => {
    app = await launchApp(inject("baseUrl"));
  });
  afterAll(() => app?.close());

  it("loads and shows its heading", async () => {
    const page = await app.openApp();
    await appHeading(page).waitFor();
    expect(await page.title()).toMatch(/xPyD Planner/);
  });

  it("requests nothing from any other origin", async () => {
    const page = await app.openApp("#v1.abc");
    await appHeading(page).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForLoadState("networkidle");
    expect(app.requests().length).toBeGreaterThan(0);
    expect(app.foreignRequests()).toEqual([]);
  });

  it("has no serious or critical accessibility violations", async () => {
    const page = await app.openApp();
    await appHeading(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("reopens the view that was open when the page is reloaded", async () => {
    const page = await app.openApp();
    await page.getByRole("tab", { name: "Glossary" }).click();
    await page.reload();
    await page.getByRole("tab", { name: "Glossary", selected: true }).waitFor();
    expect(await page.getByRole("tab", { name: "Plan" }).getAttribute("aria-selected")).toBe(
      "false",
    );
  });

  it("keeps the answer in view while the form is edited on a narrow screen", async () => {
    const page = await app.openApp();
    await page.setViewportSize({ width: 360, height: 780 });
    const summary = page.getByTestId("compact-summary");
    await summary.waitFor();
    await page.getByRole("spinbutton").nth(8).scrollIntoViewIfNeeded();
    const box = await summary.boundingBox();
    expect(box, "summary on screen").not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(780);
    expect(await summary.textContent()).toMatch(/^12 P \+ 19 D.*QPM per node.*Feasible/);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => summary.isVisible()).toBe(false);
  });

  it.each([360, 1440])("renders at %i px wide", async (width) => {
    const page = await app.openApp();
    await page.setViewportSize({ width, height: width < 800 ? 780 : 900 });
    await appHeading(page).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, "no horizontal scrolling").toBeLessThanOrEqual(0);
    await app.screenshot(`app-${width}`, page);
  });
});

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

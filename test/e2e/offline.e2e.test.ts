import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type AppBrowser, appHeading, launchApp } from "./browser.ts";

describe("offline after one visit", () => {
  let app: AppBrowser;
  beforeAll(async () => {
    app = await launchApp(inject("baseUrl"));
  });
  afterAll(() => app?.close());

  it("reloads, and opens a share link, with the network cut", async () => {
    const page = await app.openApp();
    await page.evaluate(() => navigator.serviceWorker.ready);
    // A reload while online makes sure the service worker controls the page.
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await app.context.setOffline(true);
    // Proof the network is really cut: anything not precached fails.
    const probe = page.evaluate(() => fetch(`./not-cached-${Date.now()}`).then((r) => r.status));
    await expect(probe).rejects.toThrow();

    await page.reload();
    await appHeading(page).waitFor();
    const tab = await app.openApp("#v1.abc");
    await appHeading(tab).waitFor();
  });
});

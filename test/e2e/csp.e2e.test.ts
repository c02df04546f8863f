import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type AppBrowser, appHeading, launchApp } from "./browser.ts";

const fixtures = join(import.meta.dirname, "../fixtures/measure");
const realResults = join(fixtures, "nerdalert-vllm-bench-automation-results.jsonl");

// Chromium reports a refused load both as an event in the page and as a console error.
const cspConsole = /Content Security Policy|Refused to (load|execute|apply|create|connect|frame)/i;

/** Records every CSP violation the document sees, from before the app's first script runs. */
const watchViolations = (page: Page, consoleErrors: string[]) => {
  page.on("console", (message) => {
    if (cspConsole.test(message.text())) consoleErrors.push(message.text());
  });
  page.on("worker", (worker) =>
    worker.on("console", (message) => {
      if (cspConsole.test(message.text())) consoleErrors.push(message.text());
    }),
  );
};

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);

const openTab = async (page: Page, name: string) => {
  await page.getByRole("tab", { name }).click();
  await page.getByRole("tabpanel", { name }).waitFor();
};

describe("the Content-Security-Policy in Chromium", () => {
  let app: AppBrowser;
  const consoleErrors: string[] = [];
  beforeAll(async () => {
    app = await launchApp(inject("baseUrl"));
    await app.context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(
          `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
        ),
      );
    });
    app.context.on("page", (page) => watchViolations(page, consoleErrors));
  });
  afterAll(() => app?.close());

  it("is set on the page as a meta tag with a referrer policy", async () => {
    const page = await app.openApp();
    await appHeading(page).waitFor();
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute("content");
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("form-action 'none'");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(await page.locator('meta[name="referrer"]').getAttribute("content")).toBe("no-referrer");
  });

  it("reports no violation while every tab, worker, download and the service worker run", {
    timeout: 180_000,
  }, async () => {
    const page = await app.openApp();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await appHeading(page).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // The simulation worker runs on the Plan tab as soon as the page loads.
    await page.getByTestId("simulation-table").waitFor({ timeout: 60_000 });
    // Request sizes are read in their own worker.
    await page.getByRole("radio", { name: "From a file" }).dispatchEvent("click");
    await page.getByLabel(/Import a run or trace/).setInputFiles({
      name: "trace.jsonl",
      mimeType: "application/jsonl",
      buffer: Buffer.from('{"timestamp": 0, "input_length": 100, "output_length": 10}\n'),
    });
    await page.getByTestId("sizes-summary").waitFor({ timeout: 30_000 });

    await openTab(page, "Curves");
    const figure = page.locator("figure[data-curve]").first();
    await figure.locator("canvas").waitFor();
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      figure.getByRole("button", { name: "CSV" }).click(),
    ]);
    expect((await readFile(await csv.path(), "utf8")).length).toBeGreaterThan(0);
    const [png] = await Promise.all([
      page.waitForEvent("download"),
      figure.getByRole("button", { name: "PNG" }).click(),
    ]);
    expect([...(await readFile(await png.path())).subarray(0, 4)]).toEqual([137, 80, 78, 71]);

    await openTab(page, "Optimize");
    await page.getByRole("article").first().waitFor({ timeout: 60_000 });

    await openTab(page, "Measurements");
    await page.getByLabel("Choose files").setInputFiles(realResults);
    await page.getByText(/vLLM bench serve · \d+ runs/).waitFor({ timeout: 60_000 });

    await openTab(page, "Deploy");
    await page
      .getByRole("button", { name: /Download/ })
      .first()
      .waitFor();
    const [plan] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download plan" }).first().click(),
    ]);
    expect(JSON.parse(await readFile(await plan.path(), "utf8"))).toHaveProperty("version", 1);

    await openTab(page, "Saved & compare");
    await openTab(page, "Glossary");

    expect(await violations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

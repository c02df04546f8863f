import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { decodePlan, encodePlan } from "../../src/io/urlCodec.ts";
import { defaultPlan, type PlanInput, PlanSchema, solve } from "../../src/model/index.ts";
import { type AppBrowser, appHeading, launchApp, screenshotDir } from "./browser.ts";

// Unlike the default: 4 GPUs a node, two draft tokens, a tight TPOT SLO it misses, a budget of 60
// nodes; a missed SLO puts a violation in the report too.
const plan = PlanSchema.parse({
  ...defaultPlan,
  hardware: { gpusPerNode: 4, gpuHourlyCostUsd: 2.5 },
  decode: { ...defaultPlan.decode, nodesPerInstance: 2, batchSize: 128 },
  specDecode: { draftTokens: 2, acceptanceLength: 2.1, stepCostRatio: 1 },
  slo: { ttftMs: 1200, tpotMs: 20, e2elMs: 40_000 },
  allocation: { mode: "nodeBudget", totalNodes: 60 },
} satisfies PlanInput);
const result = solve(plan, catalog);

const openPlan = async (app: AppBrowser, language: "en" | "zh") => {
  const page = await app.openApp(`#${await encodePlan(plan)}`);
  await page.evaluate((chosen) => {
    localStorage.clear();
    localStorage.setItem("xpyd.language", chosen);
  }, language);
  await page.reload();
  await appHeading(page).waitFor();
  return page;
};

// Each page object of a PDF is one "/Type /Page" entry ("/Type /Pages" is the page tree).
const pdfPages = (pdf: Buffer): number =>
  pdf.toString("latin1").match(/\/Type\s*\/Page\b/g)?.length ?? 0;

const report = (page: Page) => page.locator("[data-print-report]");

describe("the printed report in Chromium", () => {
  let app: AppBrowser;
  beforeAll(async () => {
    app = await launchApp(inject("baseUrl"));
  });
  afterAll(() => app?.close());

  it("the plan misses its TPOT SLO, so the report has a violation to show", () => {
    expect(result.feasible).toBe(false);
    expect(result.slo.tpot?.met).toBe(false);
  });

  it.each(["en", "zh"] as const)(
    "prints only the report, on one or two A4 pages (%s)",
    async (language) => {
      const page = await openPlan(app, language);
      expect(await report(page).isVisible()).toBe(false);

      await page.emulateMedia({ media: "print" });
      await report(page).waitFor();
      expect(await page.getByRole("tablist").first().isVisible()).toBe(false);
      expect(await page.getByRole("heading", { name: /xPyD Planner/ }).isVisible()).toBe(false);

      const inputs = (await page.getByTestId("print-inputs").textContent()) ?? "";
      const results = (await page.getByTestId("print-results").textContent()) ?? "";
      const x = result.allocation.prefillInstances;
      const y = result.allocation.decodeInstances;
      expect(results).toContain(`${x} P + ${y} D`);
      expect(results).toContain(`${result.allocation.totalNodes} · ${result.allocation.totalGpus}`);
      expect(inputs).toMatch(language === "en" ? /GPUs per node4 GPU/ : /每节点 GPU 数4 GPU/);
      expect(inputs).toContain("128");
      const concurrency = (await page.getByTestId("print-concurrency").textContent()) ?? "";
      // Decode slots y · b_d, grouped in thousands as the app prints numbers.
      expect(concurrency).toContain((y * 128).toLocaleString("en"));
      const slo = (await page.getByTestId("print-slo").textContent()) ?? "";
      expect(slo).toContain("20 ms");
      // 40,000 ms is above 10 s, so in seconds.
      expect(slo).toContain("40 s");
      // Figures for reading: no model output's six significant digits on paper.
      expect(results).not.toMatch(/\d\.\d{3,}/);
      expect(slo).not.toMatch(/\d\.\d{3,}/);
      expect(results).toMatch(/\d\.\d\d USD/);
      expect(((await page.getByTestId("print-status").textContent()) ?? "").length).toBeGreaterThan(
        20,
      );

      const link = (await page.getByTestId("print-link").locator("span").textContent()) ?? "";
      expect(await decodePlan(new URL(link).hash)).toEqual({ kind: "plan", plan });

      await mkdir(screenshotDir, { recursive: true });
      await page.setViewportSize({ width: 794, height: 1123 });
      await page.screenshot({ path: join(screenshotDir, `print-${language}.png`), fullPage: true });

      const pdf = await page.pdf({ format: "A4", printBackground: true });
      await writeFile(join(screenshotDir, `print-${language}.pdf`), pdf);
      const pages = pdfPages(pdf);
      console.log(`printed report (${language}): ${pages} A4 page(s)`);
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(2);
    },
  );

  it("builds the report as printing starts, with the link of the plan as just edited", async () => {
    const page = await openPlan(app, "en");
    expect(await report(page).count()).toBe(0);
    // Edited and printed at once, before the address would be written.
    const field = page.locator('[data-path="decode.batchSize"] input').first();
    await field.fill("96");
    const builtAtOnce = await page.evaluate(() => {
      window.dispatchEvent(new Event("beforeprint"));
      return document.querySelector("[data-print-report]") !== null;
    });
    expect(builtAtOnce).toBe(true);
    await expect
      .poll(async () => {
        const link = (await page.getByTestId("print-link").locator("span").textContent()) ?? "";
        const decoded = link === "" ? null : await decodePlan(new URL(link).hash);
        return decoded?.kind === "plan" ? decoded.plan.decode.batchSize : null;
      })
      .toBe(96);
    await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
    expect(await report(page).count()).toBe(0);
  });

  it("prints from the toolbar's Print button", async () => {
    const page = await openPlan(app, "en");
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole("button", { name: "Print" }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  });
});

import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { encodePlan } from "../../src/io/urlCodec.ts";
import { defaultPlan, type PlanInput, PlanSchema } from "../../src/model/index.ts";
import { axeViolations } from "./axe.ts";
import { type AppBrowser, appHeading, launchApp, screenshotDir } from "./browser.ts";

// A plan calibrated from imported runs: t1 and the ITL measured, and a decode profile measured at
// b_d = 1, 16, 64 and 200, all within the default plan's sweep up to maxNumSeqs = 256.
const calibratedPlan = PlanSchema.parse({
  ...defaultPlan,
  latency: {
    decode: {
      source: "profile",
      profile: [
        { batch: 1, timeMs: 18 },
        { batch: 16, timeMs: 24 },
        { batch: 64, timeMs: 38 },
        { batch: 200, timeMs: 70 },
      ],
    },
  },
  measured: {
    "prefill.batchTimeMs": { file: "prefill-sweep-2025-06-01.json", statistic: "median" },
    "decode.itlMs": { file: "decode-bench.json", statistic: "p50" },
    "latency.decode.profile": { file: "decode-sweep.jsonl", statistic: "mean", runs: 4 },
  },
} satisfies PlanInput);

const openPlan = async (app: AppBrowser, hash: string, language: "en" | "zh") => {
  const page = await app.openApp(hash);
  await page.evaluate((chosen) => {
    localStorage.clear();
    localStorage.setItem("xpyd.language", chosen);
  }, language);
  await page.reload();
  await appHeading(page).waitFor();
  return page;
};

const badgeText = (page: Page, path: string) =>
  page.locator(`[data-path='${path}'] [data-measured]`).allTextContents();

interface Dataset {
  label: string;
  points: number;
}

/** The datasets a chart holds, as its live Chart.js instance wrote them onto its canvas. */
const datasetsOf = async (page: Page, curve: string): Promise<Dataset[]> =>
  JSON.parse(
    (await page.locator(`figure[data-curve='${curve}'] canvas`).getAttribute("data-series")) ??
      "[]",
  );

const openCurves = async (page: Page) => {
  await page.getByRole("tab", { name: /Curves|曲线/ }).click();
  await page.locator("figure[data-curve='decode'] canvas[data-series]").waitFor();
};

describe("measured values in Chromium", () => {
  let app: AppBrowser;
  let hash: string;
  beforeAll(async () => {
    app = await launchApp(inject("baseUrl"));
    hash = `#${await encodePlan(calibratedPlan)}`;
  });
  afterAll(() => app?.close());

  it("tags t1, the ITL and the decode profile with the file and statistic they came from", async () => {
    const page = await openPlan(app, hash, "en");
    expect(await badgeText(page, "prefill.batchTimeMs")).toEqual([
      "measured · prefill-sweep-2025-06-01.json · median",
    ]);
    expect(await badgeText(page, "decode.itlMs")).toEqual(["measured · decode-bench.json · p50"]);
    expect(await badgeText(page, "latency.decode.profile")).toEqual([
      "measured · decode-sweep.jsonl · mean",
    ]);
    // The results say where t1 and the ITL came from, too.
    const metric = (path: string) => page.locator(`[data-metric='${path}']`).first().textContent();
    expect(await metric("latency.prefillBatchTimeMs")).toContain(
      "measured · prefill-sweep-2025-06-01.json · median",
    );
    expect(await metric("latency.itlMs")).toContain("measured profile · decode-sweep.jsonl");
    // Entered values show nothing new.
    expect(await badgeText(page, "decode.batchSize")).toEqual([]);
    const t1Badge = page.locator("[data-path='prefill.batchTimeMs'] [data-measured]");
    expect(await t1Badge.getAttribute("title")).toBe(
      "measured · prefill-sweep-2025-06-01.json · median",
    );
    await expect.poll(() => t1Badge.isVisible()).toBe(true);
    // Screen readers hear the badge as the field's description.
    const t1 = page.getByRole("spinbutton", { name: /Prefill batch time t1/ });
    const described = await t1.evaluate((input) =>
      (input.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? ""),
    );
    expect(described).toContain("measured · prefill-sweep-2025-06-01.json · median");
    await page.setViewportSize({ width: 1440, height: 900 });
    await page
      .locator("[data-path='decode.itlMs']")
      .scrollIntoViewIfNeeded()
      .catch(() => {});
    await app.screenshot("provenance-form-1440", page);
  });

  it("drops the t1 tag once a new t1 is typed, and keeps the ITL's", async () => {
    const page = await openPlan(app, hash, "en");
    const t1 = page.getByRole("spinbutton", { name: /Prefill batch time t1/ });
    await t1.click();
    await t1.press("Control+A");
    await t1.pressSequentially("750");
    await expect.poll(() => badgeText(page, "prefill.batchTimeMs")).toEqual([]);
    expect(await badgeText(page, "decode.itlMs")).toEqual(["measured · decode-bench.json · p50"]);
  });

  it("draws the profile's measured points as their own dataset on the decode chart", async () => {
    const page = await openPlan(app, hash, "en");
    await openCurves(page);
    const decode = await datasetsOf(page, "decode");
    expect(decode.map((set) => set.label)).toEqual([
      "Decode batch sweep",
      "Measured (decode-sweep.jsonl)",
      "This plan",
    ]);
    expect(decode.find((set) => set.label.startsWith("Measured"))?.points).toBe(4);
    // Prefill reads the entered t1: nothing on its chart is measured.
    expect((await datasetsOf(page, "prefill")).map((set) => set.label)).not.toContain(
      "Measured (decode-sweep.jsonl)",
    );
    const canvas = page.locator("figure[data-curve='decode'] canvas");
    expect(await canvas.getAttribute("aria-label")).toContain(
      "Solid squares are the points measured in decode-sweep.jsonl (batches 1, 16, 64, 200)",
    );
    expect(await page.locator("figure[data-curve='decode']").textContent()).toContain(
      "Solid squares are the points measured in decode-sweep.jsonl",
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.waitForTimeout(200);
    await page
      .locator("figure[data-curve='decode']")
      .screenshot({ path: `${screenshotDir}provenance-decode-1440.png` });
  });

  it("says measured in Chinese, in the form and on the curves", async () => {
    const page = await openPlan(app, hash, "zh");
    expect(await badgeText(page, "decode.itlMs")).toEqual(["实测 · decode-bench.json · p50"]);
    expect(await badgeText(page, "latency.decode.profile")).toEqual([
      "实测 · decode-sweep.jsonl · 均值",
    ]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await app.screenshot("provenance-form-zh-1440", page);
    // The narrowest column the badge meets: a third of the form at 1440 px.
    await page
      .locator("[data-path='prefill.batchTimeMs']")
      .screenshot({ path: `${screenshotDir}provenance-t1-zh-1440.png` });
    await openCurves(page);
    expect((await datasetsOf(page, "decode")).map((set) => set.label)).toContain(
      "实测（decode-sweep.jsonl）",
    );
    await page.waitForTimeout(200);
    await page
      .locator("figure[data-curve='decode']")
      .screenshot({ path: `${screenshotDir}provenance-decode-zh-1440.png` });
  });

  it.each(["en", "zh"] as const)(
    "fits 390 px without scrolling sideways (%s)",
    async (language) => {
      const page = await openPlan(app, hash, language);
      await page.setViewportSize({ width: 390, height: 780 });
      await page.waitForTimeout(200);
      const overflow = () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
      expect(await overflow(), "no horizontal scrolling").toBeLessThanOrEqual(0);
      await page
        .locator("[data-path='prefill.batchTimeMs']")
        .screenshot({ path: `${screenshotDir}provenance-t1-390-${language}.png` });
      await page
        .locator("fieldset[data-phase='decode']")
        .screenshot({ path: `${screenshotDir}provenance-profile-390-${language}.png` });
      await app.screenshot(`provenance-form-390-${language}`, page);
      await openCurves(page);
      await page.waitForTimeout(200);
      expect(await overflow(), "no horizontal scrolling on the curves").toBeLessThanOrEqual(0);
      await page
        .locator("figure[data-curve='decode']")
        .screenshot({ path: `${screenshotDir}provenance-decode-390-${language}.png` });
    },
  );

  it("has no serious or critical accessibility violations with the tags shown", async () => {
    const page = await openPlan(app, hash, "en");
    expect(await axeViolations(page)).toEqual([]);
  });
});

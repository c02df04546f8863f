import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { gpuPresets } from "../../src/data/gpus.ts";
import {
  defaultPlan,
  formatEstimate,
  formatNumber,
  type Plan,
  solve,
} from "../../src/model/index.ts";
import { terabytesPerSecond } from "../../src/model/latency/specUnits.ts";
import { axeViolations } from "./axe.ts";
import { type AppBrowser, appHeading, launchApp, screenshotDir } from "./browser.ts";

const field = (scope: Page | Locator, label: RegExp) =>
  scope.getByRole("spinbutton", { name: label });

const typeInto = async (scope: Page | Locator, label: RegExp, text: string) => {
  const input = field(scope, label);
  await input.click();
  await input.press("Control+A");
  await input.pressSequentially(text);
};

const openClean = async (app: AppBrowser, language = "en") => {
  const page = await app.openApp();
  await page.evaluate((chosen) => {
    localStorage.clear();
    localStorage.setItem("xpyd.language", chosen);
  }, language);
  await page.reload();
  await appHeading(page).waitFor();
  return page;
};

const phaseGroup = (page: Page, phase: "prefill" | "decode") =>
  page.locator(`fieldset[data-phase='${phase}']`);

/** Picks the option with this name in the select under the data-path. */
const choose = async (page: Page, path: string, option: string) => {
  await page.locator(`[data-path='${path}'] select`).selectOption({ label: option });
};

/** The name of the option chosen in the select under the data-path. */
const chosen = (page: Page, path: string) =>
  page.locator(`[data-path='${path}'] select`).evaluate((select: HTMLSelectElement) => {
    return select.selectedOptions[0]?.textContent ?? "";
  });

const metricText = (page: Page, path: string) =>
  page.locator(`[data-metric='${path}']`).first().textContent();

// DeepSeek's decode: 18 nodes of 8 H800s per instance, one attention engine per GPU (DP 144),
// 64 sequences per GPU.
const deepSeekDecode = {
  nodesPerInstance: "18",
  dataParallel: "144",
  batchSize: String(144 * 64),
};

const decodeRoofline = (plan: Plan): Plan => ({
  ...plan,
  decode: {
    ...plan.decode,
    nodesPerInstance: Number(deepSeekDecode.nodesPerInstance),
    dataParallel: Number(deepSeekDecode.dataParallel),
    batchSize: Number(deepSeekDecode.batchSize),
  },
  latency: {
    ...plan.latency,
    decode: { source: "roofline", gpu: "h800" },
    model: "deepseek-v3",
  },
});

const useDeepSeekDecodeRoofline = async (page: Page) => {
  await typeInto(page, /Nodes per D instance/, deepSeekDecode.nodesPerInstance);
  await typeInto(page, /Engines per D instance/, deepSeekDecode.dataParallel);
  await typeInto(page, /Decode batch b_d/, deepSeekDecode.batchSize);
  await phaseGroup(page, "decode").getByText("Roofline estimate", { exact: true }).click();
};

describe("the latency model in Chromium", () => {
  let app: AppBrowser;
  beforeAll(async () => {
    app = await launchApp(inject("baseUrl"));
    await app.context.grantPermissions(["clipboard-read", "clipboard-write"]);
  });
  afterAll(() => app?.close());

  it("estimates the ITL from DeepSeek-V3 on H800 and shows the KV cache it leaves", async () => {
    const page = await openClean(app);
    expect(await metricText(page, "latency.itlMs")).toContain("entered");
    await useDeepSeekDecodeRoofline(page);

    const expected = solve(decodeRoofline(defaultPlan), catalog);
    const { decode } = expected.latencyModel;
    expect(decode.source).toBe("roofline");
    await expect
      .poll(() => metricText(page, "latency.itlMs"))
      .toContain(`${formatEstimate(decode.timeMs)} ms`);
    expect(await metricText(page, "latency.itlMs")).toContain(`roofline · ${decode.boundBy}-bound`);
    // A roofline estimate carries its error band: three significant digits and the cases behind it.
    const band = expected.accuracy.decode;
    expect(band).not.toBeNull();
    expect(await metricText(page, "latency.itlMs")).toContain(
      `±${Math.round((band?.fraction ?? 0) * 100)}% · ${band?.cases} published cases`,
    );
    const sequences = expected.latencyModel.kvCacheSequencesPerDecodeInstance ?? 0;
    expect(sequences).toBeGreaterThan(0);
    expect(await page.getByText(`${formatNumber(sequences)} sequences`).count()).toBe(1);
    expect(await page.getByText("KV cache per token").count()).toBe(1);

    await page
      .getByRole("button", { name: "How was this computed? Decode ITL", exact: true })
      .click();
    await expect.poll(() => page.getByRole("dialog").textContent()).toContain("roofline:");
  });

  it("names the KV cache when it caps the decode batch", async () => {
    const page = await openClean(app);
    await phaseGroup(page, "decode").getByText("Roofline estimate", { exact: true }).click();
    const expected = solve(
      {
        ...defaultPlan,
        latency: {
          ...defaultPlan.latency,
          decode: { source: "roofline", gpu: "h800" },
          model: "deepseek-v3",
        },
      },
      catalog,
    );
    expect(expected.limits.decodeBatch.binding).toBe("kvCache");
    const { effective, requested } = expected.limits.decodeBatch;
    await expect.poll(() => metricText(page, "limits.decodeBatch")).toContain("bound by KV cache");
    expect(await metricText(page, "limits.decodeBatch")).toContain(`${effective} of ${requested}`);
    expect(await page.getByRole("alert").textContent()).toContain(
      `The decode instance's KV cache holds ${effective} sequences at the mean context`,
    );
  });

  it("reads t1 from a pasted profile and flags a batch beyond it as extrapolated", async () => {
    const page = await openClean(app);
    const prefill = phaseGroup(page, "prefill");
    await prefill.getByText("Measured profile", { exact: true }).click();
    // Switching alone starts the profile from the entered t1, so nothing moves yet.
    await expect.poll(() => metricText(page, "latency.prefillBatchTimeMs")).toContain("800 ms");

    await prefill
      .getByRole("textbox", { name: "Paste points" })
      .fill("batch\ttime\n1\t200\n4\t500");
    await prefill.getByRole("button", { name: "Replace the rows" }).click();
    await expect.poll(() => prefill.getByRole("spinbutton").count()).toBe(4);

    const plan: Plan = {
      ...defaultPlan,
      latency: {
        ...defaultPlan.latency,
        prefill: {
          source: "profile",
          profile: [
            { batch: 1, timeMs: 200 },
            { batch: 4, timeMs: 500 },
          ],
        },
      },
    };
    const expected = solve(plan, catalog);
    expect(expected.latencyModel.prefill.extrapolated).toBe(true);
    await expect
      .poll(() => metricText(page, "latency.prefillBatchTimeMs"))
      .toContain(`${formatNumber(expected.latency.prefillBatchTimeMs)} ms`);
    expect(await metricText(page, "latency.prefillBatchTimeMs")).toContain("extrapolated");
    expect(await page.locator("[data-metric='latency.ttftMs']").first().textContent()).toContain(
      formatNumber(expected.latency.ttftMs),
    );
  });

  it("names the line of a pasted row it cannot read", async () => {
    const page = await openClean(app);
    const prefill = phaseGroup(page, "prefill");
    await prefill.getByText("Measured profile", { exact: true }).click();
    await prefill.getByRole("textbox", { name: "Paste points" }).fill("1,200\n4\n8,x");
    await prefill.getByRole("button", { name: "Replace the rows" }).click();
    await expect
      .poll(() => prefill.textContent())
      .toContain("Line 2: needs two values, batch and time (found 1).");
    expect(await prefill.textContent()).toContain('Line 3: time "x" is not a number.');
  });

  it("adds a custom GPU from a copy of H100, uses it, and carries it and the profile in the link", async () => {
    const page = await openClean(app);
    await useDeepSeekDecodeRoofline(page);
    const prefill = phaseGroup(page, "prefill");
    await prefill.getByText("Measured profile", { exact: true }).click();
    await prefill.getByRole("textbox", { name: "Paste points" }).fill("4,450\n16,1300");
    await prefill.getByRole("button", { name: "Replace the rows" }).click();

    await page.getByRole("button", { name: "Add a custom GPU" }).click();
    const form = page.locator("fieldset[data-entry-form]");
    await form.getByRole("textbox", { name: "Id", exact: true }).fill("h100-slow");
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("H100 slow HBM");
    await typeInto(form, /^Memory bandwidth/, "2");
    await form.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.locator("[data-entry='h100-slow']").count()).toBe(1);

    const before = await metricText(page, "latency.itlMs");
    await choose(page, "latency.decode.gpu", "H100 slow HBM (yours)");
    const slow = {
      ...gpuPresets.h100,
      name: "H100 slow HBM",
      hbmBytesPerSecond: terabytesPerSecond(2),
    };
    const base = decodeRoofline(defaultPlan);
    const plan: Plan = {
      ...base,
      latency: {
        ...base.latency,
        prefill: {
          source: "profile",
          profile: [
            { batch: 4, timeMs: 450 },
            { batch: 16, timeMs: 1300 },
          ],
        },
        decode: { source: "roofline", gpu: "h100-slow" },
      },
      customGpus: { "h100-slow": slow },
    };
    const expected = solve(plan, catalog);
    await expect
      .poll(() => metricText(page, "latency.itlMs"))
      .toContain(`${formatEstimate(expected.latency.itlMs)} ms`);
    expect(await metricText(page, "latency.itlMs")).not.toBe(before);
    expect(expected.latency.itlMs).not.toBeCloseTo(solve(base, catalog).latency.itlMs, 3);

    await page.getByRole("button", { name: "Copy link" }).click();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Link copied" }).count())
      .toBe(1);
    const link = await page.evaluate(() => navigator.clipboard.readText());

    const fresh = await launchApp(inject("baseUrl"));
    try {
      const opened = await fresh.openApp(new URL(link).hash);
      await appHeading(opened).waitFor();
      await expect
        .poll(() => metricText(opened, "latency.itlMs"))
        .toContain(`${formatEstimate(expected.latency.itlMs)} ms`);
      expect(await metricText(opened, "latency.prefillBatchTimeMs")).toContain(
        `${formatNumber(expected.latency.prefillBatchTimeMs)} ms`,
      );
      expect(await chosen(opened, "latency.decode.gpu")).toContain("H100 slow HBM (yours)");
      expect(await opened.locator("[data-entry='h100-slow']").textContent()).toContain(
        "H100 slow HBM",
      );
      const rows = phaseGroup(opened, "prefill").getByRole("spinbutton");
      expect(await rows.nth(0).inputValue()).toBe("4");
      expect(await rows.nth(3).inputValue()).toBe("1300");
    } finally {
      await fresh.close();
    }
  });

  it("has no serious accessibility problem with the whole section open", async () => {
    const page = await openClean(app);
    await useDeepSeekDecodeRoofline(page);
    await phaseGroup(page, "prefill").getByText("Measured profile", { exact: true }).click();
    await page.getByRole("button", { name: "Efficiency factors", exact: true }).click();
    await page.getByRole("button", { name: "Add a custom model" }).click();
    await page.locator("fieldset[data-entry-form]").waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it.each([
    ["en", 1440],
    ["en", 360],
    ["zh", 1440],
    ["zh", 360],
  ])("renders the section and its card in %s at %i px", async (language, width) => {
    const page = await openClean(app, language);
    await page.setViewportSize({ width, height: 900 });
    await typeInto(page, /Nodes per D instance|每个 D 实例的节点数/, "18");
    await typeInto(page, /Engines per D instance|每个 D 实例的引擎数/, "144");
    await typeInto(page, /Decode batch b_d|Decode 批大小/, "9216");
    const roofline = language === "zh" ? "Roofline 估算" : "Roofline estimate";
    const profile = language === "zh" ? "实测曲线" : "Measured profile";
    await phaseGroup(page, "decode").getByText(roofline, { exact: true }).click();
    await phaseGroup(page, "prefill").getByText(profile, { exact: true }).click();
    await phaseGroup(page, "prefill").locator("textarea").fill("1,200\n4,500");
    await phaseGroup(page, "prefill")
      .getByRole("button")
      .filter({ hasText: /Replace|替换/ })
      .click();
    await page.getByRole("button", { name: /^(Efficiency factors|效率系数)/ }).click();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await app.screenshot(`latency-${language}-${width}`, page);
    await mkdir(screenshotDir, { recursive: true });
    const title = language === "zh" ? "时延模型" : "Latency model";
    await page
      .locator("fieldset", { has: page.locator("legend", { hasText: new RegExp(`^${title}$`) }) })
      .first()
      .screenshot({ path: join(screenshotDir, `latency-section-${language}-${width}.png`) });
    await page
      .locator(`section[aria-label='${title}']`)
      .screenshot({ path: join(screenshotDir, `latency-card-${language}-${width}.png`) });
  });
});

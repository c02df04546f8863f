import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { firstVisitPlan } from "../../src/data/index.ts";
import { defaultPlan, formatNumber, solve } from "../../src/model/index.ts";
import { type AppBrowser, appHeading, launchApp } from "./browser.ts";

const allocationText = (page: Page) => page.getByTestId("allocation").textContent();
const field = (page: Page, label: RegExp) => page.getByRole("spinbutton", { name: label });

/** Replaces a number field's text as a person would: select all, type. */
const typeInto = async (page: Page, label: RegExp, text: string) => {
  const input = field(page, label);
  await input.click();
  await input.press("Control+A");
  await input.pressSequentially(text);
};

/** Opens the app with nothing remembered from earlier tests (they share one browser profile). */
const openClean = async (app: AppBrowser, hash = "") => {
  const page = await app.openApp(hash);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await appHeading(page).waitFor();
  return page;
};

describe("the planner in Chromium", () => {
  let app: AppBrowser;
  beforeAll(async () => {
    app = await launchApp(inject("baseUrl"));
    await app.context.grantPermissions(["clipboard-read", "clipboard-write"]);
  });
  afterAll(() => app?.close());

  it("shows the solver's answer for the default plan", async () => {
    const page = await openClean(app);
    const expected = solve(defaultPlan, catalog);
    expect(await allocationText(page)).toBe(
      `${expected.allocation.prefillInstances} P + ${expected.allocation.decodeInstances} D`,
    );
    await expect
      .poll(() => page.getByText(formatNumber(expected.throughput.qpm)).count())
      .toBeGreaterThan(0);
  });

  it("recomputes as a field is typed, to the value the solver gives", async () => {
    const page = await openClean(app);
    await typeInto(page, /Decode batch/, "128");
    const expected = solve(
      { ...defaultPlan, decode: { ...defaultPlan.decode, batchSize: 128 } },
      catalog,
    );
    expect(await allocationText(page)).toBe(
      `${expected.allocation.prefillInstances} P + ${expected.allocation.decodeInstances} D`,
    );
    const qpm = page
      .locator("[data-testid='allocation']")
      .locator("xpath=../..")
      .getByText(formatNumber(expected.throughput.qpm), { exact: true });
    await expect.poll(() => qpm.count()).toBeGreaterThan(0);
  });

  it("marks an empty field invalid, keeps the last valid results and says they are stale", async () => {
    const page = await openClean(app);
    const before = await allocationText(page);
    const input = field(page, /Prefill batch b_p/);
    await input.click();
    await input.press("Control+A");
    await input.press("Backspace");
    await expect
      .poll(() => page.locator("[data-path='prefill.batchSize']").textContent())
      .toContain("is empty: enter a number");
    expect(
      await page
        .getByText("Some inputs are invalid; results show the last valid plan.")
        .isVisible(),
    ).toBe(true);
    expect(await allocationText(page)).toBe(before);
  });

  it("names the limit when a number is out of range", async () => {
    const page = await openClean(app);
    await typeInto(page, /GPUs per node/, "0");
    await expect
      .poll(() => page.locator("[data-path='hardware.gpusPerNode']").textContent())
      .toContain("must be at least 1");
  });

  it("copies a link that opens the same plan in a fresh browser", async () => {
    const page = await openClean(app);
    await typeInto(page, /Decode batch/, "200");
    await typeInto(page, /^ITL/, "45");
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Link copied" }).count())
      .toBe(1);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/#v2\.[A-Za-z0-9_-]+$/);

    const fresh = await launchApp(inject("baseUrl"));
    try {
      const opened = await fresh.openApp(new URL(link).hash);
      await appHeading(opened).waitFor();
      expect(await field(opened, /Decode batch/).inputValue()).toBe("200");
      expect(await field(opened, /^ITL/).inputValue()).toBe("45");
      expect(await allocationText(opened)).toBe(await allocationText(page));
    } finally {
      await fresh.close();
    }
  });

  it("keeps the URL hash in step with the plan as it is edited", async () => {
    const page = await openClean(app);
    await typeInto(page, /Decode batch/, "300");
    await expect.poll(() => page.evaluate(() => window.location.hash)).toMatch(/^#v2\./);
  });

  it.each([
    ["#v1.garbled-not-a-plan", /damaged/],
    ["#v9.AAAA", /newer version of the planner \(link version 9\)/],
    ["#section-2", /does not hold a plan/],
  ])("shows a banner for %s and loads the first-visit plan", async (hash, message) => {
    const page = await openClean(app, hash);
    const banner = page.getByRole("alert").filter({ hasText: message });
    await banner.waitFor();
    const expected = solve(firstVisitPlan, catalog);
    expect(await allocationText(page)).toBe(
      `${expected.allocation.prefillInstances} P + ${expected.allocation.decodeInstances} D`,
    );
    await banner.getByRole("button", { name: "Dismiss" }).click();
    expect(await banner.count()).toBe(0);
  });

  it("explains a number with the plan's own figures", async () => {
    const page = await openClean(app);
    await page.getByRole("button", { name: "How was this computed? QPM", exact: true }).click();
    await expect
      .poll(() => page.getByRole("dialog").textContent())
      .toContain("QPM = 60 · 120 req/s = 7,200");
  });

  it("switches to Chinese, remembers it, and switches back", async () => {
    const page = await openClean(app);
    await page.getByRole("button", { name: "简体中文" }).click();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("zh-CN");
    await page.reload();
    await appHeading(page).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("zh-CN");
    await page.getByRole("button", { name: "English" }).click();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
  });

  it("works from the keyboard alone: tab to a field, type, open an explanation, close it", async () => {
    const page = await openClean(app);
    const before = await allocationText(page);
    for (let i = 0; i < 80; i += 1) {
      await page.keyboard.press("Tab");
      const name = await page.evaluate(
        () =>
          document.activeElement?.getAttribute("aria-label") ??
          document.activeElement?.closest("[data-path]")?.getAttribute("data-path"),
      );
      if (name === "decode.batchSize") break;
    }
    expect(
      await page.evaluate(() =>
        document.activeElement?.closest("[data-path]")?.getAttribute("data-path"),
      ),
    ).toBe("decode.batchSize");
    await page.keyboard.press("Control+A");
    await page.keyboard.type("128");
    await expect.poll(() => allocationText(page)).not.toBe(before);
    await page.getByRole("button", { name: "How was this computed? QPM", exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
  });

  it("switches theme on demand and remembers it", async () => {
    const page = await openClean(app);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe("rgb(244, 246, 248)");
    await page.getByRole("button", { name: "Dark" }).click();
    expect(await background()).toBe("rgb(15, 20, 25)");
    await page.reload();
    await appHeading(page).waitFor();
    expect(await background()).toBe("rgb(15, 20, 25)");
    await page.getByRole("button", { name: "System" }).click();
    expect(await background()).toBe("rgb(244, 246, 248)");
  });

  it("offers the previous plan back after an example replaces it", async () => {
    const page = await openClean(app);
    await typeInto(page, /Decode batch/, "200");
    const mine = await allocationText(page);
    await page.getByRole("button", { name: /Examples/ }).click();
    await page
      .getByRole("menuitem")
      .filter({ hasText: /long-context/i })
      .click();
    await expect.poll(() => allocationText(page)).not.toBe(mine);
    await page.getByRole("button", { name: "Undo" }).click();
    expect(await allocationText(page)).toBe(mine);
    expect(await field(page, /Decode batch/).inputValue()).toBe("200");
  });

  it("updates the results on each keystroke without a gross slowdown (median of 40)", async () => {
    const page = await openClean(app);
    const input = field(page, /Decode batch/);
    await input.click();
    const timings = await page.evaluate(async () => {
      const box = document.querySelector<HTMLInputElement>("[data-path='decode.batchSize'] input");
      const headline = document.querySelector("[data-testid='allocation']");
      if (!box || !headline) return [];
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
      const durations: number[] = [];
      for (let i = 0; i < 40; i += 1) {
        const before = headline.textContent;
        performance.mark("keystroke");
        setValue?.call(box, String(100 + i * 7));
        box.dispatchEvent(
          new InputEvent("input", { bubbles: true, data: "7", inputType: "insertText" }),
        );
        const measure = performance.measure("recompute", "keystroke");
        durations.push(measure.duration);
        if (headline.textContent === before && i > 0) durations.push(Number.NaN);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return durations;
    });
    const sorted = timings.filter(Number.isFinite).sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? Number.POSITIVE_INFINITY;
    console.log(
      `keystroke to updated results: median ${median.toFixed(2)} ms over ${sorted.length}`,
    );
    expect(sorted.length).toBeGreaterThanOrEqual(30);
    // The aim is one frame; a shared machine cannot gate on it, so only a gross regression fails.
    expect(median).toBeLessThan(50);
  });
});

describe("a first visit", () => {
  it("opens on a plan whose latency depends on the batch, the worked example one click away", async () => {
    const app = await launchApp(inject("baseUrl"), { firstVisit: true });
    try {
      const page = await app.openApp();
      await appHeading(page).waitFor();
      const first = solve(firstVisitPlan, catalog).allocation;
      await expect
        .poll(() => allocationText(page))
        .toBe(`${first.prefillInstances} P + ${first.decodeInstances} D`);
      // The roofline prices each step, so the decode batch changes the answer.
      expect(await page.locator("[data-metric='latency.itlMs']").getAttribute("data-source")).toBe(
        "roofline",
      );
      await page.getByRole("button", { name: /Examples/ }).click();
      await page.getByRole("menuitem").filter({ hasText: "Worked example" }).click();
      await expect.poll(() => allocationText(page)).toBe("12 P + 19 D");
      await app.screenshot("first-visit-1440", page);
    } finally {
      await app.close();
    }
  });
});

describe("the planner in a Chinese browser", () => {
  let app: AppBrowser;
  beforeAll(async () => {
    app = await launchApp(inject("baseUrl"), { locale: "zh-CN" });
  });
  afterAll(() => app?.close());

  it("defaults to Chinese", async () => {
    const page = await app.openApp();
    await appHeading(page).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("zh-CN");
    expect(await page.getByRole("button", { name: "复制链接" }).count()).toBe(1);
  });

  it("explains a number in Chinese, with the plan's own figures", async () => {
    const page = await app.openApp();
    await appHeading(page).waitFor();
    await page.getByRole("button", { name: "这是怎么算出来的？ 单节点 QPM", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect
      .poll(() => dialog.textContent())
      .toContain("单节点 QPM = 60 · λ / (x · n_p + y · n_d)");
    expect(await dialog.textContent()).toContain("7,200 / (12 · 2 + 19 · 4 = 100 个节点) = 72");
  });

  it.each([360, 1440])("renders at %i px wide in Chinese", async (width) => {
    const page = await app.openApp();
    await page.setViewportSize({ width, height: 900 });
    await appHeading(page).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await app.screenshot(`app-zh-${width}`, page);
  });
});

describe("the planner in dark mode", () => {
  it("renders with the dark theme", async () => {
    const app = await launchApp(inject("baseUrl"), { colorScheme: "dark" });
    try {
      const page = await app.openApp();
      await page.setViewportSize({ width: 1440, height: 900 });
      await appHeading(page).waitFor();
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe("rgb(15, 20, 25)");
      await app.screenshot("app-dark-1440", page);
    } finally {
      await app.close();
    }
  });
});

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { type AppBrowser, appHeading, launchApp } from "./browser.ts";

const fixtures = join(import.meta.dirname, "../fixtures/measure");
const realResults = join(fixtures, "nerdalert-vllm-bench-automation-results.jsonl");
const scrape = readFileSync(join(fixtures, "vllm-v1-two-engines.prom"), "utf8");

/**
 * A small `--save-detailed` vLLM result: four requests of five tokens each, every chunk gap `itlS`,
 * TTFTs 0.1–0.4 s (mean 250 ms). The file states a mean ITL 1 ms above what the gaps give. Its
 * duration keeps `maxConcurrency` requests in flight on average (Little's law: Σ latency / duration).
 */
const detailedResult = (maxConcurrency: number, itlS: number) => {
  const latencySumS = 0.1 + 0.2 + 0.3 + 0.4 + 4 * 4 * itlS;
  return JSON.stringify({
    date: "20260101-120000",
    backend: "vllm",
    model_id: "test/model",
    num_prompts: 4,
    request_rate: "inf",
    max_concurrency: maxConcurrency,
    duration: latencySumS / maxConcurrency,
    completed: 4,
    total_input_tokens: 400,
    total_output_tokens: 20,
    mean_ttft_ms: 250,
    mean_itl_ms: itlS * 1000 + 1,
    input_lens: [100, 100, 100, 100],
    output_lens: [5, 5, 5, 5],
    ttfts: [0.1, 0.2, 0.3, 0.4],
    itls: [0, 1, 2, 3].map(() => [itlS, itlS, itlS, itlS]),
    errors: ["", "", "", ""],
  });
};

const cell = (page: Page, key: string, column: number) =>
  page.locator(`tr[data-key="${key}"] td`).nth(column);
const field = (page: Page, label: RegExp) => page.getByRole("spinbutton", { name: label });
const chooseFiles = (page: Page) => page.getByLabel(/^(Choose files|选择文件)$/);

/** Drops files on the drop zone the way a browser does: a drop event carrying a DataTransfer. */
const dropFiles = (page: Page, files: { name: string; text: string }[]) =>
  page.getByTestId("measure-drop").evaluate((zone, list) => {
    const transfer = new DataTransfer();
    for (const { name, text } of list) transfer.items.add(new File([text], name));
    zone.dispatchEvent(new DragEvent("dragenter", { dataTransfer: transfer, bubbles: true }));
    zone.dispatchEvent(
      new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }),
    );
  }, files);

const openMeasurements = async (app: AppBrowser, tab: string) => {
  const page = await app.openApp();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await appHeading(page).waitFor();
  await page.getByRole("tab", { name: tab }).click();
  await chooseFiles(page).waitFor({ state: "attached" });
  return page;
};

/** The percentile input and the SLO inputs share one line and one height. */
const expectAligned = async (page: Page) => {
  const boxes = await Promise.all(
    [page.getByLabel("Percentiles to report"), page.getByRole("textbox", { name: "TTFT" })].map(
      (input) => input.boundingBox(),
    ),
  );
  const [percentile, slo] = boxes;
  expect(Math.abs((percentile?.y ?? 0) - (slo?.y ?? 99))).toBeLessThanOrEqual(1);
  expect(Math.abs((percentile?.height ?? 0) - (slo?.height ?? 99))).toBeLessThanOrEqual(1);
  // The button under the paste box stands clear of it.
  const box = await page.getByLabel("Or paste a result or /metrics text").boundingBox();
  const button = await page.getByRole("button", { name: "Read pasted text" }).boundingBox();
  expect((button?.y ?? 0) - ((box?.y ?? 0) + (box?.height ?? 0))).toBeGreaterThanOrEqual(8);
};

const noPageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe("the measurements tab in Chromium", () => {
  let app: AppBrowser;
  beforeAll(async () => {
    app = await launchApp(inject("baseUrl"));
  });
  afterAll(() => app?.close());

  it("reads dropped results, calibrates the plan with undo, lists a broken file's errors and estimates a scrape", async () => {
    const page = await openMeasurements(app, "Measurements");
    await page.setViewportSize({ width: 1440, height: 900 });

    await chooseFiles(page).setInputFiles(realResults);
    await page.getByText("vLLM bench serve · 9 runs").waitFor();
    // Two decimals as vllm bench serve prints them; the full value in the tooltip.
    expect(await cell(page, "mean_ttft_ms", 0).textContent()).toMatch(/^54\.60\s*file/);
    expect(await cell(page, "mean_ttft_ms", 0).locator("span").first().getAttribute("title")).toBe(
      "54.59561144333596",
    );
    expect(await cell(page, "p99_itl_ms", 1).textContent()).toMatch(/^74\.24\s*file/);
    // The median row is the P50: no second row repeats it.
    await page.getByLabel("Percentiles to report").fill("50, 99");
    await page.locator('tr[data-key="p99_ttft_ms"]').waitFor();
    expect(await page.locator('tr[data-key="p50_ttft_ms"]').count()).toBe(0);
    expect(await page.locator('tr[data-key="median_ttft_ms"]').count()).toBe(1);
    expect(await page.locator("thead tr").first().locator("th").nth(1).textContent()).toBe(
      "nerdalert-vllm-bench-automation-results.jsonl",
    );
    // Each run says what the file's metadata says was measured, then its load.
    expect(await page.locator("thead tr").nth(1).locator("th").first().textContent()).toBe(
      "Line 1no-features · 4xNVIDIA_L40S · Llama-3.2-3B-Instruct10 req/s",
    );

    await page.getByLabel("Percentiles to report").fill("90, 99");
    await page
      .getByText(/P90 TTFT \(ms\), P90 TPOT \(ms\), P90 ITL \(ms\): the file does not state/)
      .waitFor();
    await page.getByLabel("Percentiles to report").fill("90, 150");
    await page.getByText("150 is outside 0–100. Showing the last valid choice: 90, 99.").waitFor();
    await page.getByLabel("Percentiles to report").fill("99");

    await dropFiles(page, [
      { name: "detailed-c2.json", text: detailedResult(2, 0.015) },
      { name: "detailed-c4.json", text: detailedResult(4, 0.02) },
    ]);
    await page.getByRole("heading", { name: "detailed-c4.json" }).waitFor();
    const c4 = 10;
    expect(await cell(page, "mean_ttft_ms", c4).textContent()).toMatch(/^250\.00\s*calc/);
    // 20 recomputed against the file's 21: more than 1% off, so the cell itself warns; the
    // file's own 21 stands.
    const itlCell = await cell(page, "mean_itl_ms", c4).textContent();
    expect(itlCell).toMatch(/^21\.00\s*file/);
    expect(itlCell).toContain("⚠ Check: recomputed 20.00 · off by 4.76%");
    expect(await cell(page, "attainment_ttft", c4).textContent()).toContain("100.00%");
    expect(await page.getByRole("img", { name: /TTFT CDF of 2 runs/ }).count()).toBe(1);

    await page.getByLabel("Run", { exact: true }).selectOption({
      label: "detailed-c4.json · model · max concurrency 4",
    });
    const changes = page.getByTestId("calibration-changes");
    // The file's own mean ITL (21 ms) stands over the recomputed 20.
    await expect.poll(() => changes.textContent()).toContain("→ 21.00 ms");
    // 4 requests in 0.33 s, 250 ms each in prefill: batches of about 3, not the plan's 8, and an
    // entered t1 cannot say how prefill time grows with batch: TTFT is refused, with the reason.
    expect(await changes.textContent()).not.toContain("Prefill batch time t1");
    await page
      .getByText(
        /TTFT is not taken: this run's prefill ran batches of about 3, the plan's batch is 8/,
      )
      .waitFor();
    expect(await page.getByLabel(/Acceptance length → α/).isDisabled()).toBe(true);
    // 400 input and 20 output tokens over 4 requests, against the plan's 4,000 and 1,000.
    expect(await page.getByTestId("calibration-workload").textContent()).toBe(
      "This run averaged 100 input and 5 output tokens a request; the plan has 4,000 and 1,000: its latencies may not carry over.",
    );
    // The profile takes only the runs like the chosen one: the other file's model differs.
    expect(await page.getByTestId("profile-decode").textContent()).toBe(
      "batch 2: 16.00 ms from detailed-c2.json · Line 1 · modelbatch 4: 21.00 ms from detailed-c4.json · Line 1 · model",
    );
    expect(await page.getByTestId("profile-comparable").textContent()).toMatch(
      /^Uses 2 of 11 runs/,
    );
    await expectAligned(page);
    await app.screenshot("measure-1440", page);
    expect(await axeViolations(page)).toEqual([]);
    const use = page.getByRole("button", { name: "Use these measurements" });
    await use.click();
    await page.getByText("The plan already uses these measurements.").waitFor();
    expect(await use.isDisabled()).toBe(true);
    // Undo takes the plan back: the same changes are on offer again.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => changes.textContent()).toContain("→ 21.00 ms");
    expect(await use.isDisabled()).toBe(false);
    expect(await page.getByText("The plan already uses these measurements.").count()).toBe(0);
    await use.click();

    await page.getByRole("tab", { name: "Plan" }).click();
    await page.getByText("The form now holds another plan.").waitFor();
    expect(await field(page, /Prefill batch time t1/).inputValue()).toBe("800");
    expect(await field(page, /^ITL/).inputValue()).toBe("21");

    await page.getByRole("tab", { name: "Measurements" }).click();
    // The calibration choices outlive the tab: untick TTFT, leave and come back.
    const ttftChoice = page.getByLabel(/TTFT → prefill batch time t1/);
    await ttftChoice.uncheck();
    await page.getByRole("tab", { name: "Plan" }).click();
    await page.getByRole("tab", { name: "Measurements" }).click();
    expect(await page.getByLabel(/TTFT → prefill batch time t1/).isChecked()).toBe(false);
    await page.getByLabel(/TTFT → prefill batch time t1/).check();
    await chooseFiles(page).setInputFiles({
      name: "broken.json",
      mimeType: "application/json",
      buffer: Buffer.from('{"duration": 1,\n  "completed": }\n'),
    });
    const broken = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { name: "broken.json" }),
    });
    await broken.waitFor();
    expect(await broken.textContent()).toMatch(/Line 2: Not valid JSON/);
    await page.getByRole("tab", { name: "Plan" }).click();
    expect(await field(page, /Prefill batch time t1/).inputValue()).toBe("800");

    await page.getByRole("tab", { name: "Measurements" }).click();
    await page.getByLabel("Or paste a result or /metrics text").fill(scrape);
    await page.getByRole("button", { name: "Read pasted text" }).click();
    await page.getByRole("heading", { name: "pasted 1" }).waitFor();
    const last = await page.locator('tr[data-key="p99_ttft_ms"] td').last().textContent();
    expect(last).toMatch(/est.*in bucket [\d,.]+–[\d,.]+ ms/);

    await page.getByRole("button", { name: "Remove broken.json" }).click();
    await broken.waitFor({ state: "detached" });
    // The wide table scrolled to the small runs, whose ITL cells warn of the file's other value.
    await cell(page, "mean_itl_ms", c4).scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Dark" }).click();
    await app.screenshot("measure-1440-dark", page);
    await page.getByRole("button", { name: "Light" }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => noPageOverflow(page), { message: "wide tables scroll inside their box" })
      .toBeLessThanOrEqual(0);
    await app.screenshot("measure-390", page);

    await page.getByRole("button", { name: "Build a measured profile" }).click();
    await page.getByText("The plan's latency already follows this measured profile.").waitFor();
    // Each phase with measured steps gets its own fit; this plan names no model or GPU, so each
    // says what the fit needs.
    const prefillFit = page.getByTestId("roofline-fit-unavailable-prefill");
    await prefillFit.scrollIntoViewIfNeeded();
    expect(await prefillFit.textContent()).toContain("name a model and a prefill GPU");
    expect(await page.getByTestId("roofline-fit-unavailable-decode").textContent()).toContain(
      "name a model and a decode GPU",
    );
    await app.screenshot("measure-fit-1440", page);

    await page.getByRole("button", { name: "Clear all" }).click();
    await page.getByText("Add a file to see its runs.").waitFor();
  });

  it("reads in Chinese and on a narrow dark screen", async () => {
    const zh = await launchApp(inject("baseUrl"), { locale: "zh-CN", colorScheme: "dark" });
    try {
      const page = await openMeasurements(zh, "实测数据");
      await page.setViewportSize({ width: 390, height: 844 });
      await chooseFiles(page).setInputFiles(realResults);
      await page.getByText("vLLM bench serve · 9 次运行").waitFor();
      await dropFiles(page, [
        { name: "detailed-c2.json", text: detailedResult(2, 0.015) },
        { name: "detailed-c4.json", text: detailedResult(4, 0.02) },
      ]);
      await page.getByRole("heading", { name: "detailed-c4.json" }).waitFor();
      expect(await noPageOverflow(page)).toBeLessThanOrEqual(0);
      // Chinese punctuation comes from the texts, not the markup.
      const identity = await page.getByTestId("identity").last().textContent();
      expect(identity).toMatch(/^detailed-c4\.json：平均 ITL/);
      expect(identity).not.toContain(": ");
      await zh.screenshot("measure-390-zh-dark", page);
      await page.setViewportSize({ width: 1440, height: 900 });
      await zh.screenshot("measure-1440-zh-dark", page);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await zh.close();
    }
  });

  it("reads a 50 MB result off the main thread: the page keeps drawing frames", async () => {
    const page = await openMeasurements(app, "Measurements");
    // 55,000 requests of 60 chunk gaps each: about 50 MB of JSON, built in the page.
    const bytes = await page.evaluate(() => {
      const requests = 55_000;
      const gaps = Array.from({ length: 60 }, (_, i) => 0.0123456789 + i * 1e-9);
      const text = JSON.stringify({
        backend: "vllm",
        model_id: "big",
        max_concurrency: 256,
        duration: 600,
        completed: requests,
        total_input_tokens: requests * 1000,
        total_output_tokens: requests * 61,
        input_lens: Array(requests).fill(1000),
        output_lens: Array(requests).fill(61),
        ttfts: Array.from({ length: requests }, (_, i) => 0.1 + (i % 100) / 1000),
        itls: Array.from({ length: requests }, () => gaps),
        errors: Array(requests).fill(""),
      });
      const scope = window as unknown as { bigFile: File };
      scope.bigFile = new File([text], "big.json");
      return text.length;
    });
    expect(bytes).toBeGreaterThan(45e6);
    const timing = await page.evaluate(
      () =>
        new Promise<{ longestFrameMs: number; shownMs: number }>((resolve) => {
          const started = performance.now();
          let last = started;
          let longest = 0;
          const frame = (now: number) => {
            longest = Math.max(longest, now - last);
            last = now;
            if (document.querySelector('tr[data-key="mean_itl_ms"]')) {
              resolve({ longestFrameMs: longest, shownMs: now - started });
            } else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
          const zone = document.querySelector('[data-testid="measure-drop"]');
          const transfer = new DataTransfer();
          transfer.items.add((window as unknown as { bigFile: File }).bigFile);
          zone?.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true }));
        }),
    );
    expect(await page.getByTestId("measure-status").textContent()).toBe("");
    expect(timing.longestFrameMs, JSON.stringify(timing)).toBeLessThan(500);
    expect(await cell(page, "mean_ttft_ms", 0).textContent()).toMatch(/^149\.50\s*calc/);
  });
});

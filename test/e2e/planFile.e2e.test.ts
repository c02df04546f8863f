import { mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { encodePlan } from "../../src/io/urlCodec.ts";
import { defaultPlan, type PlanInput, PlanSchema } from "../../src/model/index.ts";
import { type AppBrowser, appHeading, launchApp, screenshotDir } from "./browser.ts";

// Unlike the default: 4 GPUs a node, fixed x and y, two draft tokens, a TPOT SLO of 30 ms and a
// router cap, so a round trip that dropped or defaulted any of them would show.
const plan = PlanSchema.parse({
  ...defaultPlan,
  hardware: { gpusPerNode: 4 },
  prefill: { ...defaultPlan.prefill, batchSize: 6 },
  specDecode: { draftTokens: 2, acceptanceLength: 2.4, stepCostRatio: 1.1 },
  engine: { ...defaultPlan.engine, router: { maxConcurrency: 900 } },
  slo: { ttftMs: 2000, tpotMs: 30 },
  allocation: { mode: "fixed", prefillInstances: 3, decodeInstances: 2 },
} satisfies PlanInput);

const openPlan = async (app: AppBrowser, language: "en" | "zh" = "en") => {
  const page = await app.openApp(`#${await encodePlan(plan)}`);
  await page.evaluate((chosen) => {
    localStorage.clear();
    localStorage.setItem("xpyd.language", chosen);
  }, language);
  await page.reload();
  await appHeading(page).waitFor();
  return page;
};

const downloadPlan = async (page: Page, button = "Download plan") => {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: button }).click(),
  ]);
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), "utf8") };
};

const openFile = async (page: Page, name: string, text: string, button = "Open plan file") => {
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    page.getByRole("button", { name: button }).click(),
  ]);
  await chooser.setFiles({ name, mimeType: "application/json", buffer: Buffer.from(text) });
};

// The top of the page, where the alert shows: the first screen, not the whole long page.
const shot = async (page: Page, name: string) => {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
};

const allocationText = (page: Page) => page.getByTestId("allocation").textContent();

describe("plan files in Chromium", () => {
  let app: AppBrowser;
  beforeAll(async () => {
    app = await launchApp(inject("baseUrl"));
  });
  afterAll(() => app?.close());

  it("downloads the plan as JSON and opens it back as the same plan", async () => {
    const page = await openPlan(app);
    const saved = await downloadPlan(page);
    expect(saved.name).toBe("xpyd-plan-3P2D.json");
    expect(JSON.parse(saved.text)).toEqual(plan);

    // Another plan in the form, then the file brings the first one back, with undo on offer.
    await page.getByRole("button", { name: "Examples" }).click();
    await page.getByRole("menuitem", { name: /Long-context RAG/ }).click();
    const other = await downloadPlan(page);
    expect(JSON.parse(other.text)).not.toEqual(plan);
    await page.getByRole("button", { name: "Dismiss" }).click();

    await openFile(page, "plan.json", saved.text);
    await page.getByText("Opened plan.json.").waitFor();
    await expect.poll(allocationText.bind(null, page)).toBe("3 P + 2 D");
    const reopened = await downloadPlan(page);
    expect(JSON.parse(reopened.text)).toEqual(plan);
    expect(reopened.text).toBe(saved.text);

    await page.getByText("The form now holds another plan.").waitFor();
    await page.getByRole("button", { name: "Undo" }).click();
    expect(JSON.parse((await downloadPlan(page)).text)).toEqual(JSON.parse(other.text));
  });

  it("reports a file that is not JSON and keeps the current plan", async () => {
    const page = await openPlan(app);
    const before = await downloadPlan(page);
    await openFile(page, "broken.json", '{"version": 1,\n  "hardware": }\n');
    const alert = page.getByRole("alert").filter({ hasText: "broken.json" });
    await alert.waitFor();
    expect(await alert.textContent()).toContain("broken.json was not opened");
    expect(await alert.textContent()).toMatch(/The file\s*is not valid JSON: .*line 2/);
    expect((await downloadPlan(page)).text).toBe(before.text);
    expect(await page.getByText("The form now holds another plan.").count()).toBe(0);
    await shot(page, "plan-file-broken-en-1440");
    // Below the header, full width: the toolbar keeps its one row.
    const header = await page.locator("header").first().boundingBox();
    const box = await alert.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    expect(box?.width ?? 0).toBeGreaterThan(1000);
    const english = await page.getByRole("button", { name: "English" }).boundingBox();
    const open = await page.getByRole("button", { name: "Open plan file" }).boundingBox();
    expect(Math.abs((english?.y ?? 0) - (open?.y ?? 0))).toBeLessThan(4);
    await alert.getByRole("button", { name: "Dismiss" }).click();
    expect(await alert.count()).toBe(0);
  });

  it("names the bad field of a valid JSON plan and keeps the current plan", async () => {
    const page = await openPlan(app);
    const before = await downloadPlan(page);
    const bad = { ...plan, hardware: { gpusPerNode: 0 }, workload: { inputTokens: 10 } };
    await openFile(page, "bad-field.json", JSON.stringify(bad));
    const alert = page.getByRole("alert").filter({ hasText: "bad-field.json" });
    await alert.waitFor();
    const text = (await alert.textContent()) ?? "";
    expect(text).toContain("GPUs per node (hardware.gpusPerNode)");
    expect(text).toContain("must be at least 1");
    expect(text).toContain("(workload.outputTokens)");
    expect((await downloadPlan(page)).text).toBe(before.text);
    expect(await allocationText(page)).toBe("3 P + 2 D");
  });

  it("says a benchmark result or a scrape belongs on the Measurements tab, plan unchanged", async () => {
    const page = await openPlan(app);
    const before = await downloadPlan(page);
    const bench = {
      date: "20260101-120000",
      backend: "vllm",
      model_id: "test/model",
      endpoint_type: "openai",
      completed: 100,
      duration: 10,
      total_input_tokens: 400_000,
      total_output_tokens: 100_000,
      mean_ttft_ms: 800,
    };
    await openFile(page, "bench.json", JSON.stringify(bench));
    const alert = page.getByRole("alert").filter({ hasText: "bench.json" });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      "bench.json is a benchmark result, not a plan: import it in the Measurements tab.",
    );
    // One line, not a list of every plan field the result lacks.
    expect(await alert.locator("li").count()).toBe(0);
    expect((await downloadPlan(page)).text).toBe(before.text);

    await openFile(
      page,
      "metrics.txt",
      "# TYPE vllm:num_requests_running gauge\nvllm:num_requests_running 3\n",
    );
    const scrape = page.getByRole("alert").filter({ hasText: "metrics.txt" });
    await scrape.waitFor();
    expect(await scrape.textContent()).toContain("metrics.txt is a Prometheus metrics scrape");
    await scrape.getByRole("button", { name: "Go to Measurements" }).click();
    await page.getByRole("tab", { name: "Measurements", selected: true }).waitFor();
    expect(await scrape.count()).toBe(0);
    expect((await downloadPlan(page)).text).toBe(before.text);
  });

  it("reports the problems in Chinese at 390 px", async () => {
    const page = await openPlan(app, "zh");
    await page.setViewportSize({ width: 390, height: 844 });
    const before = await downloadPlan(page, "下载方案");
    await openFile(page, "broken.json", "not json", "打开方案文件");
    const alert = page.getByRole("alert").filter({ hasText: "broken.json" });
    await alert.waitFor();
    expect(await alert.textContent()).toContain("未打开 broken.json，当前方案保持不变");
    expect(await alert.textContent()).toContain("不是有效的 JSON");
    await openFile(
      page,
      "bad.json",
      JSON.stringify({ ...plan, hardware: { gpusPerNode: 0 } }),
      "打开方案文件",
    );
    const second = page.getByRole("alert").filter({ hasText: "bad.json" });
    await second.waitFor();
    expect(await second.textContent()).toContain("不能小于 1");
    await openFile(page, "metrics.txt", "vllm:num_requests_running 3\n", "打开方案文件");
    const scrape = page.getByRole("alert").filter({ hasText: "metrics.txt" });
    await scrape.waitFor();
    expect(await scrape.textContent()).toContain("是 Prometheus 指标抓取结果，不是方案");
    await shot(page, "plan-file-scrape-zh-390");
    await scrape.getByRole("button", { name: "关闭" }).click();
    await openFile(
      page,
      "bad.json",
      JSON.stringify({ ...plan, hardware: { gpusPerNode: 0 } }),
      "打开方案文件",
    );
    await second.waitFor();
    expect((await downloadPlan(page, "下载方案")).text).toBe(before.text);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, "plan-file-broken-zh-390");
  });
});

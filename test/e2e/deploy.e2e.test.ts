import { mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { benchCommands, benchSimulationOptions } from "../../src/io/index.ts";
import { decodePlan, encodePlan } from "../../src/io/urlCodec.ts";
import { defaultPlan, type PlanInput, PlanSchema, solve } from "../../src/model/index.ts";
import { type SimulationReport, simulate } from "../../src/model/simulate/index.ts";
import { axeViolations } from "./axe.ts";
import { type AppBrowser, appHeading, launchApp, screenshotDir } from "./browser.ts";

// A plan unlike the default in every number the commands carry: 4 GPUs a node, 2-node P and D
// instances, smaller batches, two draft tokens, a tighter TTFT SLO and a router cap.
const plan = PlanSchema.parse({
  ...defaultPlan,
  hardware: { gpusPerNode: 4, gpuHourlyCostUsd: 3 },
  workload: { inputTokens: 3000, outputTokens: 600 },
  prefill: { ...defaultPlan.prefill, nodesPerInstance: 2, batchSize: 4, batchTimeMs: 500 },
  decode: { ...defaultPlan.decode, nodesPerInstance: 2, batchSize: 96, itlMs: 45 },
  specDecode: { draftTokens: 2, acceptanceLength: 2.2, stepCostRatio: 1 },
  engine: {
    prefill: { maxNumSeqs: 8, maxNumBatchedTokens: 16_384 },
    decode: { maxNumSeqs: 128, maxNumBatchedTokens: 4096 },
    router: {},
  },
  slo: { ttftMs: 1500, tpotMs: 40, e2elMs: 45_000 },
  allocation: { mode: "nodeBudget", totalNodes: 40 },
} satisfies PlanInput);
const result = solve(plan, catalog);
const x = result.allocation.prefillInstances;
const y = result.allocation.decodeInstances;
// The router cap the Plan tab shows, and the two verification rates: sustainable and 120% of it.
const recommended = result.concurrency.recommended.maxConcurrency;
const sustainable = result.sustainable.requestsPerSecond;
const rateText = (perSecond: number) => String(Number(perSecond.toFixed(3)));
// The page simulates the benchmark at the sustainable rate in a worker, as the benchmark runs
// (its prompts into an idle deployment, the end drained) with the same seed: the same numbers,
// to the last digit.
const [simulated, simulatedAbove] = benchCommands(plan, result).commands.map((command) =>
  simulate(
    plan,
    catalog,
    benchSimulationOptions({ ...command, requestsPerSecond: command.requestsPerSecond ?? 0 }),
  ),
) as [SimulationReport, SimulationReport];
const twoDecimals = (value: number) =>
  value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const openDeploy = async (app: AppBrowser, language: "en" | "zh" = "en") => {
  const page = await app.openApp(`#${await encodePlan(plan)}`);
  await page.evaluate((chosen) => {
    localStorage.clear();
    localStorage.setItem("xpyd.language", chosen);
  }, language);
  await page.reload();
  await appHeading(page).waitFor();
  await page.getByRole("tab", { name: language === "en" ? "Deploy" : "部署" }).click();
  await page.getByTestId("bench-sustainable").waitFor();
  return page;
};

const visibleText = (page: Page, testId: string) =>
  page.locator(`[data-testid='${testId}']:visible`).first().textContent();

const download = async (page: Page, button: string) => {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: button }).click(),
  ]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path, "utf8") };
};

describe("the deploy tab in Chromium", () => {
  let app: AppBrowser;
  beforeAll(async () => {
    app = await launchApp(inject("baseUrl"));
  });
  afterAll(() => app?.close());

  it("the plan is not the default one in any number the commands carry", () => {
    expect(x).toBeGreaterThan(0);
    expect(y).toBeGreaterThan(0);
    expect(plan.hardware.gpusPerNode).not.toBe(defaultPlan.hardware.gpusPerNode);
    expect(plan.specDecode.draftTokens).toBe(2);
    expect(result.feasible).toBe(true);
  });

  it("shows vLLM commands sized by the plan, with placeholders marked", async () => {
    const page = await openDeploy(app);
    const prefill = (await visibleText(page, "prefill-command")) ?? "";
    const decode = (await visibleText(page, "decode-command")) ?? "";
    const router = (await visibleText(page, "router-command")) ?? "";
    // 2 nodes · 4 GPUs = TP 8 on each side; max-num-seqs is each side's batch.
    expect(prefill).toContain("vllm serve <MODEL>");
    expect(prefill).toMatch(/--tensor-parallel-size 8\b/);
    expect(prefill).toMatch(/--max-num-seqs 4\b/);
    expect(prefill).toMatch(/--max-num-batched-tokens 16384\b/);
    expect(decode).toMatch(/--tensor-parallel-size 8\b/);
    expect(decode).toMatch(/--max-num-seqs 96\b/);
    expect(decode).toContain('"num_speculative_tokens":2');
    expect(decode).toContain("kv_consumer");
    // One host per instance in the proxy: x prefill and y decode hosts.
    expect(router).toContain(`<PREFILL_HOST_${x}>`);
    expect(router).not.toContain(`<PREFILL_HOST_${x + 1}>`);
    expect(router).toContain(`<DECODE_HOST_${y}>`);
    expect(router).not.toContain(`<DECODE_HOST_${y + 1}>`);
    expect(await visibleText(page, "prefill-instances")).toBe(`× ${x}`);
    expect(await visibleText(page, "decode-instances")).toBe(`× ${y}`);
    const marked = await page
      .locator("[data-testid='prefill-command']:visible [data-placeholder]")
      .allTextContents();
    expect(marked).toEqual(expect.arrayContaining(["<MODEL>", "<PREFILL_PORT>"]));
    const routerNote = await page.locator("[data-role='router']:visible").textContent();
    expect(routerNote).toContain(
      `Router max concurrency: ${recommended.toLocaleString("en")} requests, the recommended cap`,
    );
  });

  it("shows SGLang commands in their own tab", async () => {
    const page = await openDeploy(app);
    await page.getByRole("tab", { name: "SGLang" }).click();
    const prefill = (await visibleText(page, "prefill-command")) ?? "";
    const decode = (await visibleText(page, "decode-command")) ?? "";
    const router = (await visibleText(page, "router-command")) ?? "";
    expect(prefill).toContain("sglang.launch_server");
    expect(prefill).toMatch(/--tp-size 8\b/);
    expect(prefill).toMatch(/--nnodes 2\b/);
    expect(decode).toMatch(/--max-running-requests 96\b/);
    expect(decode).toMatch(/--speculative-num-steps 2\b/);
    expect(decode).toMatch(/--speculative-num-draft-tokens 3\b/);
    expect(router).toMatch(new RegExp(`--max-concurrent-requests ${recommended}\\b`));
    expect(router.match(/--prefill /g)?.length).toBe(x);
    expect(router.match(/--decode /g)?.length).toBe(y);
  });

  it("copies a command with the Copy button", async () => {
    const page = await openDeploy(app);
    await app.context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy command: vLLM Decode" }).click();
    await page.locator("[data-role='decode']:visible").getByText("Copied").waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await visibleText(page, "decode-command"));
  });

  it("benchmarks at the sustainable rate and 20% above it, and says where TTFT holds", async () => {
    const page = await openDeploy(app);
    const atRate = (await visibleText(page, "bench-sustainable")) ?? "";
    const above = (await visibleText(page, "bench-above")) ?? "";
    expect(atRate).toContain(`--request-rate ${rateText(sustainable)}`);
    expect(above).toContain(`--request-rate ${rateText(sustainable * 1.2)}`);
    for (const command of [atRate, above]) {
      expect(command).toContain("--random-input-len 3000");
      expect(command).toContain("--random-output-len 600");
      expect(command).toContain("--goodput ttft:1500 tpot:40 e2el:45000");
      expect(command).toContain("--metric-percentiles 50,90,99");
      expect(command).not.toContain("--max-concurrency");
    }
    // 5 minutes of arrivals at each rate.
    expect(await visibleText(page, "bench-sustainable-flags")).toBe(
      `${Math.ceil(sustainable * 300).toLocaleString("en")} prompts · goodput ttft:1500 tpot:40 e2el:45000`,
    );
    await page.getByText("every SLO holds, so TTFT should hold").waitFor({ timeout: 30_000 });
    expect(await visibleText(page, "verdict-sustainable")).toContain(
      `Simulated at ${rateText(sustainable)} req/s: every SLO holds, so TTFT should hold`,
    );
    await page.getByText("so TTFT and E2EL grow the longer it runs").waitFor({ timeout: 30_000 });
    expect(await visibleText(page, "verdict-above")).not.toContain("should hold");
    expect(
      await page
        .getByRole("button", {
          name: `Copy command: benchmark at 120% of the sustainable rate, ${rateText(sustainable * 1.2)} req/s`,
        })
        .count(),
    ).toBe(1);
    const table = page.getByTestId("expect-table");
    const cells = (key: string) => table.locator(`tr[data-key='${key}'] td`).allTextContents();
    expect(await cells("p99_ttft_ms")).toEqual([
      twoDecimals(simulated.ttftMs?.p99 ?? 0),
      twoDecimals(simulatedAbove.ttftMs?.p99 ?? 0),
    ]);
    expect(await cells("mean_tpot_ms")).toEqual([
      twoDecimals(simulated.tpotMs?.mean ?? 0),
      twoDecimals(simulatedAbove.tpotMs?.mean ?? 0),
    ]);
    expect((await cells("slo_attainment"))[0]).toBe(
      `${twoDecimals((simulated.sloAttainment ?? 0) * 100)}%`,
    );
    await page.getByText("Import the result files in the Measurements tab").waitFor();
  });

  it("compares an imported run's percentiles and attainment with the simulation", async () => {
    const page = await openDeploy(app);
    await page.getByText("every SLO holds, so TTFT should hold").waitFor({ timeout: 30_000 });
    await page.getByRole("tab", { name: "Measurements" }).click();
    const p90 = simulated.ttftMs?.p90 ?? 0;
    // A run at the sustainable rate that measured P90 TTFT 10% above the simulation and 90% of
    // its requests within every SLO.
    const measured = {
      date: "20260101-120000",
      backend: "vllm",
      model_id: "test/model",
      request_rate: Number(rateText(sustainable)),
      duration: 1000 / sustainable,
      completed: 1000,
      num_prompts: 1000,
      total_input_tokens: 3_000_000,
      total_output_tokens: 600_000,
      request_throughput: sustainable,
      request_goodput: sustainable * 0.9,
      mean_ttft_ms: simulated.ttftMs?.mean ?? 0,
      p90_ttft_ms: p90 * 1.1,
      mean_tpot_ms: simulated.tpotMs?.mean ?? 0,
    };
    await page.getByLabel("Choose files").setInputFiles({
      name: "xpyd-bench.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(measured)),
    });
    await page.getByRole("heading", { name: "xpyd-bench.json" }).waitFor();
    await page.getByRole("tab", { name: "Deploy" }).click();
    // Back on the tab, the simulation kept from before fills the table at once.
    await page.getByText("every SLO holds, so TTFT should hold").waitFor({ timeout: 5000 });
    const table = page.getByTestId("expect-table");
    await table.getByRole("columnheader", { name: "Error" }).waitFor();
    expect(await table.locator("th[data-variant='sustainable']").textContent()).toContain(
      "(compared)",
    );
    const row = (key: string) => table.locator(`tr[data-key='${key}'] td`).allTextContents();
    expect((await row("p90_ttft_ms"))[3]).toBe("+10%");
    expect((await row("mean_ttft_ms"))[3]).toBe("0%");
    // 90% measured against the simulated share: (0.9 − a) / a.
    const attainment = simulated.sloAttainment ?? 1;
    const attainmentError = Math.round(((0.9 - attainment) / attainment) * 1000) / 10;
    expect((await row("slo_attainment"))[2]).toBe("90.00%");
    expect((await row("slo_attainment"))[3]).toBe(
      `${attainmentError > 0 ? "+" : "−"}${Math.abs(attainmentError)}%`,
    );
    expect((await row("p99_ttft_ms"))[2]).toBe("not in the run");
    expect(await page.getByLabel("Compare with run").textContent()).toContain("xpyd-bench.json");
    expect(await page.getByTestId("expect-mismatch").count()).toBe(0);

    // A second run of 1,024-token prompts at half the rate: not the plan's load.
    await page.getByRole("tab", { name: "Measurements" }).click();
    const half = Number(rateText(sustainable / 2));
    await page.getByLabel("Choose files").setInputFiles({
      name: "short-prompts.json",
      mimeType: "application/json",
      buffer: Buffer.from(
        JSON.stringify({ ...measured, request_rate: half, total_input_tokens: 1_024_000 }),
      ),
    });
    await page.getByRole("heading", { name: "short-prompts.json" }).waitFor();
    await page.getByRole("tab", { name: "Deploy" }).click();
    // The run closest to the plan stays selected, whichever was imported first.
    const picker = page.getByLabel("Compare with run");
    await table.getByRole("columnheader", { name: "Error" }).waitFor();
    expect(
      await picker.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent),
    ).toContain("xpyd-bench.json");
    expect(await page.getByTestId("expect-mismatch").count()).toBe(0);
    const shortId = await picker.evaluate(
      (select: HTMLSelectElement) =>
        [...select.options].find((option) => option.textContent?.includes("short-prompts"))
          ?.value ?? "",
    );
    await picker.selectOption(shortId);
    const warning = page.getByTestId("expect-mismatch");
    await warning.waitFor();
    const said = (await warning.textContent()) ?? "";
    expect(said).toContain("input tokens per request 1,024 (plan 3,000)");
    expect(said).toContain(
      `request rate ${rateText(half)} req/s (nearest run ${rateText(sustainable)} req/s)`,
    );
    expect(said).not.toContain("output tokens");
    expect(said).toContain("says little");
    await page.setViewportSize({ width: 1440, height: 900 });
    await mkdir(screenshotDir, { recursive: true });
    // The whole "What to expect" box: the warning above the table, then the table.
    await table
      .locator("xpath=../..")
      .screenshot({ path: join(screenshotDir, "deploy-measured-en.png") });
  });

  it("downloads a Markdown summary and a CSV holding the plan's numbers and share link", async () => {
    const page = await openDeploy(app);
    const markdown = await download(page, "Download Markdown summary");
    expect(markdown.name).toBe(`xpyd-plan-${x}P${y}D.md`);
    expect(markdown.text).toContain("| Allocation mode | Node budget |");
    expect(markdown.text).toContain("| GPUs per node G | 4 GPUs |");
    expect(markdown.text).toContain("| Draft tokens k | 2 |");
    expect(markdown.text).toContain(`| Allocation | Prefill instances x | ${x} instances |`);
    expect(markdown.text).toContain(`| Allocation | Decode instances y | ${y} instances |`);
    expect(markdown.text).toContain("| TTFT | 1,500 ms |");
    const link = /Share link: <([^>]+)>/.exec(markdown.text)?.[1] ?? "";
    const decoded = await decodePlan(new URL(link).hash);
    expect(decoded).toEqual({ kind: "plan", plan });

    const csv = await download(page, "Download results CSV");
    expect(csv.name).toBe(`xpyd-results-${x}P${y}D.csv`);
    const lines = csv.text.trimEnd().split("\n");
    expect(lines[0]).toBe("section,metric,value,unit");
    expect(lines).toContain("Inputs,GPUs per node G,4,GPUs");
    expect(lines).toContain("Inputs,Decode batch b_d,96,sequences");
    expect(lines).toContain(`Allocation,Prefill instances x,${x},instances`);
    expect(lines).toContain(`Allocation,Decode instances y,${y},instances`);
    expect(lines).toContain("SLO margins,TTFT target,1500,ms");
  });

  it.each([
    ["en", 1440],
    ["en", 360],
    ["zh", 1440],
    ["zh", 360],
  ] as const)("lays out in %s at %i px without sideways scrolling", async (language, width) => {
    const page = await openDeploy(app, language);
    await page.setViewportSize({ width, height: width < 800 ? 780 : 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    await app.screenshot(`deploy-${language}-${width}`, page);
    expect(overflow).toBeLessThanOrEqual(0);
    const table = page.getByTestId("expect-table");
    const ttftLabel = (await table.locator("tr[data-key='mean_ttft_ms'] th").textContent()) ?? "";
    expect(ttftLabel).toContain(language === "en" ? "(ms)" : "（毫秒）");
    expect(
      await table
        .locator("tr[data-key='output_throughput'] td")
        .first()
        .evaluate((cell) => getComputedStyle(cell).whiteSpace),
    ).toBe("nowrap");
    const versions =
      (await page.locator("p:has(a[href*='docs.vllm.ai'])").first().textContent()) ?? "";
    expect(versions).toContain("spec_decode (v0.14.0)");
    expect(versions).toContain("expert_parallel_deployment (v0.12.0)");
    expect(versions).toContain("nixl_connector_usage (v0.11.0)");
    if (language === "en" && width === 1440) expect(await axeViolations(page)).toEqual([]);
  });

  it("reads in the dark theme", async () => {
    const dark = await launchApp(inject("baseUrl"), { colorScheme: "dark" });
    try {
      const page = await openDeploy(dark);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.getByTestId("bench-sustainable").scrollIntoViewIfNeeded();
      await mkdir(screenshotDir, { recursive: true });
      await page.screenshot({ path: join(screenshotDir, "deploy-dark-en-1440.png") });
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await dark.close();
    }
  });
});

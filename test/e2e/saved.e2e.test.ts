import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { examplePlans } from "../../src/data/examples.ts";
import { solve } from "../../src/model/index.ts";
import { axeViolations } from "./axe.ts";
import { type AppBrowser, appHeading, launchApp } from "./browser.ts";

const allocationText = (page: Page) => page.getByTestId("allocation").textContent();
const savedTab = (page: Page) => page.getByRole("tab", { name: "Saved & compare" });
const savedName = (page: Page, name: string) =>
  page.getByRole("heading", { level: 3, name, exact: true });
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A row of the comparison by its header's text; a differing row's header ends ", differs". */
const compareRow = (page: Page, label: string) =>
  page.getByRole("row").filter({
    has: page.getByRole("rowheader", { name: new RegExp(`^${literal(label)} ?(, differs)?$`) }),
  });

const headline = (plan: (typeof examplePlans)[number]["plan"]) => {
  const result = solve(plan, catalog);
  return `${result.allocation.prefillInstances} P + ${result.allocation.decodeInstances} D`;
};

const saveAs = async (page: Page, name: string) => {
  await page.getByLabel("Save current plan as").fill(name);
  await page.getByRole("button", { name: "Save", exact: true }).click();
};

describe("examples, saved plans and compare in Chromium", () => {
  let app: AppBrowser;
  beforeAll(async () => {
    app = await launchApp(inject("baseUrl"));
  });
  afterAll(() => app?.close());

  it("loads an example chosen from the menu with the keyboard", async () => {
    const page = await app.openApp();
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await appHeading(page).waitFor();
    const longContext = examplePlans.findIndex((example) => example.id === "long-context");
    const chosen = examplePlans[longContext];
    if (!chosen) throw new Error("no long-context example");
    const expected = headline(chosen.plan);
    expect(await allocationText(page)).not.toBe(expected);

    await page.getByRole("button", { name: "Examples" }).focus();
    await page.keyboard.press("Enter");
    const items = page.getByRole("menuitem");
    await items.first().waitFor();
    expect(await items.count()).toBe(examplePlans.length);
    expect(await items.nth(longContext).textContent()).toContain("Long-context RAG");
    for (let step = 0; step < longContext; step++) await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");

    await expect.poll(() => allocationText(page)).toBe(expected);
    // The menu closes with a short animation; on a loaded machine it may outlast the update.
    await expect.poll(() => page.getByRole("menu").count()).toBe(0);
  });

  it("saves, renames, keeps across a reload, compares and deletes plans", async () => {
    const page = await app.openApp();
    await appHeading(page).waitFor();
    await page.getByRole("button", { name: "Examples" }).click();
    await page.getByRole("menuitem", { name: /Long-context RAG/ }).click();
    await savedTab(page).click();

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Enter a name for the plan.").waitFor();

    await saveAs(page, "  RAG baseline  ");
    await savedName(page, "RAG baseline").waitFor();

    const rename = page.getByRole("button", { name: "Rename RAG baseline" });
    const nameField = page.getByRole("textbox", { name: "New name for “RAG baseline”" });
    await rename.click();
    await nameField.fill("Discarded");
    await nameField.press("Escape");
    expect(await rename.evaluate((button) => button === document.activeElement)).toBe(true);
    await savedName(page, "RAG baseline").waitFor();
    await rename.click();
    await nameField.fill("RAG on 30 nodes");
    await nameField.press("Enter");
    await savedName(page, "RAG on 30 nodes").waitFor();
    expect(await savedName(page, "RAG baseline").count()).toBe(0);

    await page.reload();
    await appHeading(page).waitFor();
    await savedTab(page).click();
    await savedName(page, "RAG on 30 nodes").waitFor();

    await page.getByRole("tab", { name: "Plan" }).click();
    const input = page.getByRole("spinbutton", { name: /Input tokens/ });
    await input.click();
    await input.press("Control+A");
    await input.pressSequentially("16000");
    const prefillTime = page.getByRole("spinbutton", { name: /Prefill batch time t1/ });
    await prefillTime.click();
    await prefillTime.press("Control+A");
    await prefillTime.pressSequentially("1200");
    await prefillTime.press("Tab");
    await savedTab(page).click();
    await saveAs(page, "RAG 16k prompts");
    await savedName(page, "RAG 16k prompts").waitFor();

    await page.getByRole("checkbox", { name: "Compare RAG on 30 nodes" }).check();
    await page.getByRole("checkbox", { name: "Compare RAG 16k prompts" }).check();
    expect(await page.getByRole("checkbox", { name: "Compare Current plan" }).isDisabled()).toBe(
      true,
    );
    const table = page.getByRole("table");
    await table.waitFor();
    expect(await table.locator("caption").textContent()).toBe(
      "A: RAG on 30 nodes compared with B: RAG 16k prompts",
    );
    const changed = compareRow(page, "Input tokens (tokens)");
    expect(await changed.getAttribute("data-differs")).toBe("");
    expect(await changed.locator("td").allTextContents()).toEqual([
      "32,000",
      "16,000",
      "\u221216,000 (\u221250%)",
    ]);
    expect(await compareRow(page, "GPUs per node (GPU)").getAttribute("data-differs")).toBeNull();
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 1440, height: 900 });
    await table.scrollIntoViewIfNeeded();
    await app.screenshot("saved-compare-1440", page);
    await page.getByRole("button", { name: "Dark" }).click();
    await app.screenshot("saved-compare-1440-dark", page);
    await page.getByRole("button", { name: "Light" }).click();
    await page.setViewportSize({ width: 360, height: 780 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, "the table scrolls inside its box, not the page").toBeLessThanOrEqual(0);
    await app.screenshot("saved-compare-360", page);

    await page.getByRole("button", { name: "Delete RAG 16k prompts" }).click();
    expect(await savedName(page, "RAG 16k prompts").count()).toBe(0);
    expect(await page.getByRole("table").count()).toBe(0);
    const undo = page.getByRole("button", { name: "Undo" });
    expect(await undo.evaluate((button) => button === document.activeElement)).toBe(true);
    await undo.click();
    await savedName(page, "RAG 16k prompts").waitFor();
    await page.getByRole("button", { name: "Delete RAG 16k prompts" }).click();
    await page.getByText("Deleted “RAG 16k prompts”.").waitFor();

    await page.reload();
    await appHeading(page).waitFor();
    await savedTab(page).click();
    await savedName(page, "RAG on 30 nodes").waitFor();
    expect(await savedName(page, "RAG 16k prompts").count()).toBe(0);
  });
});

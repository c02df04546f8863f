import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type AppBrowser, appHeading, launchApp } from "./browser.ts";

const realResults = join(
  import.meta.dirname,
  "../fixtures/measure/nerdalert-vllm-bench-automation-results.jsonl",
);
const chooseFiles = (page: Page) => page.getByLabel(/^(Choose files|选择文件)$/);

/** Drops a file of `lines` copies of `line`, built in the page so 10 MB never cross the wire. */
const dropRepeated = (page: Page, name: string, line: string, lines: number) =>
  page.getByTestId("measure-drop").evaluate(
    (zone, file) => {
      const text = Array.from({ length: file.lines }, () => file.line).join("\n");
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], file.name));
      zone.dispatchEvent(new DragEvent("dragenter", { dataTransfer: transfer, bubbles: true }));
      zone.dispatchEvent(
        new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }),
      );
    },
    { name, line, lines },
  );

describe("hostile measurement files in Chromium", () => {
  let app: AppBrowser;
  beforeAll(async () => {
    app = await launchApp(inject("baseUrl"));
  });
  afterAll(() => app?.close());

  it("says what was left out of a 150,000-line file and still reads the next file", async () => {
    const page = await app.openApp();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await appHeading(page).waitFor();
    await page.getByRole("tab", { name: "Measurements" }).click();
    await chooseFiles(page).waitFor({ state: "attached" });

    const line = '{"model_id":"m","completed":1,"duration":1,"total_input_tokens":1}';
    await dropRepeated(page, "big.jsonl", line, 150_000);
    await page
      .getByText("More than 1,000 results or lines: the rest of the file was not read.")
      .waitFor({ timeout: 60_000 });
    await page.getByText("vLLM bench serve · 1,000 runs · 1 problem").waitFor();

    await chooseFiles(page).setInputFiles(realResults);
    await page.getByText("vLLM bench serve · 9 runs").waitFor({ timeout: 60_000 });
    await app.screenshot("measure-hostile", page);
    expect(errors).toEqual([]);
  });
});

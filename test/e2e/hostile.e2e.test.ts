import { deflateRawSync } from "node:zlib";
import fc from "fast-check";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { firstVisitPlan } from "../../src/data/index.ts";
import { draftFromPlan } from "../../src/io/draft.ts";
import { encodePlan } from "../../src/io/urlCodec.ts";
import { defaultPlan, solve } from "../../src/model/index.ts";
import { bitsPerByte, flipBit, swapCharacter } from "../io/linkDamage.ts";
import { type AppBrowser, appHeading, launchApp } from "./browser.ts";

// A version 1 link as the planner wrote them before checksums: deflate-raw, then base64url.
const link = (json: string) => `#v1.${deflateRawSync(Buffer.from(json)).toString("base64url")}`;

const deep = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;

const bytesPerMiB = 1024 ** 2;
// A link of about 87 kB that inflates to 64 MiB of spaces: the reader stops at 2 MiB.
const inflateBomb = `#v1.${deflateRawSync(Buffer.alloc(64 * bytesPerMiB, " ")).toString("base64url")}`;

/** The page's JavaScript heap after every hostile link: the app itself holds about 10 MB. */
const heapLimitMiB = 100;

const prototypeLatency = {
  prefill: { source: "roofline", gpu: "h100" },
  decode: { source: "roofline", gpu: "h100" },
  model: "constructor",
};

// Each with whether the page must say something about it: a prototype-key id may be reported as
// an unknown entry under its field, or as a plan that could not be computed, so no alert is required.
const hostileLinks: [string, boolean][] = [
  [link(JSON.stringify({ ...defaultPlan, latency: prototypeLatency })), false],
  [
    link(
      JSON.stringify({
        ...defaultPlan,
        latency: { ...prototypeLatency, prefill: { source: "roofline", gpu: "toString" } },
      }),
    ),
    false,
  ],
  [link(deep(5000)), true],
  [link(`{"version":1,"prefill":${deep(5000)}}`), true],
  ["#v1.%%%%", true],
  [`#v1.${"A".repeat(5000)}`, true],
  [inflateBomb, true],
];

const draft = draftFromPlan(defaultPlan);
// A draft with no usable field opens as a draft with every field empty, which needs no note.
const hostileDrafts: [string, boolean][] = [
  [
    JSON.stringify({ ...draft, structured: { ...draft.structured, latency: prototypeLatency } }),
    false,
  ],
  [JSON.stringify(draft).replace('"latency":', `"latency":${deep(5000)},"_":`), true],
  [deep(5000), true],
  ['{"values":{"__proto__":{"prefill.batchSize":"x"}},"structured":{"__proto__":[]}}', false],
  ["{not json", true],
];

/** The planner is on screen: its heading, its tabs and a form, not a blank or bare page. */
const expectPlanner = async (page: Page, noted = false) => {
  if (noted) await page.getByRole("alert").first().waitFor();
  await appHeading(page).waitFor();
  await page.getByRole("tab", { name: "Plan" }).waitFor();
  await page.getByRole("spinbutton").first().waitFor();
  expect(await page.evaluate(() => document.body.textContent?.length ?? 0)).toBeGreaterThan(200);
};

describe("hostile links and storage in Chromium", () => {
  let app: AppBrowser;
  beforeAll(async () => {
    app = await launchApp(inject("baseUrl"));
  });
  afterAll(() => app?.close());

  it("shows the planner for every hostile link, also after a reload, in a bounded heap", {
    timeout: 120_000,
  }, async () => {
    for (const [hash, noted] of hostileLinks) {
      const page = await app.openApp(hash);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await expectPlanner(page, noted);
      await page.reload();
      await expectPlanner(page, noted);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("HeapProfiler.collectGarbage");
      const { usedSize } = await cdp.send("Runtime.getHeapUsage");
      expect(usedSize / bytesPerMiB, hash.slice(0, 40)).toBeLessThan(heapLimitMiB);
      expect(errors, hash.slice(0, 40)).toEqual([]);
      await page.close();
    }
  });

  it("shows the planner and a note for every hostile autosaved draft, also after reloads", {
    timeout: 120_000,
  }, async () => {
    for (const [text, noted] of hostileDrafts) {
      const page = await app.openApp();
      await page.evaluate((stored) => localStorage.setItem("xpyd.draft", stored), text);
      await page.reload();
      await expectPlanner(page, noted);
      await page.reload();
      await expectPlanner(page, noted);
      await page.close();
    }
  });

  it("names the part of a deep autosaved draft it left out", async () => {
    const page = await app.openApp();
    await page.evaluate(
      (stored) => localStorage.setItem("xpyd.draft", stored),
      hostileDrafts[1]?.[0] ?? "",
    );
    await page.reload();
    await page
      .getByText("Parts of the autosaved plan were damaged and left out: latency model.")
      .waitFor();
    await expectPlanner(page);
    await page.close();
  });

  it("lists the good saved plans beside a note on the entries it could not read", async () => {
    const good = {
      id: "g",
      name: "Good plan",
      savedAt: "2026-11-29T08:00:00.000Z",
      plan: defaultPlan,
    };
    const entries = [
      good,
      {
        ...good,
        id: "__proto__",
        name: "Prototype model",
        plan: { ...defaultPlan, latency: prototypeLatency },
      },
      "garbage",
      { ...good, id: "constructor", plan: 5 },
    ];
    const page = await app.openApp();
    await page.evaluate(
      (stored) => localStorage.setItem("xpyd.savedPlans", stored),
      JSON.stringify(entries).replace('"garbage"', deep(5000)),
    );
    await page.reload();
    await page.getByRole("tab", { name: "Saved & compare" }).click();
    await page.getByRole("heading", { name: "Good plan" }).waitFor();
    await page.getByText(/^[23] stored entries are left out/).waitFor();
    await page.getByRole("tab", { name: "Plan" }).click();
    await expectPlanner(page);
    await page.close();
  });
});

// A plan whose allocation differs from the default's, so a link read as another plan shows.
const sharedPlan = { ...defaultPlan, allocation: { mode: "nodeBudget" as const, totalNodes: 37 } };
const allocationOf = (plan: typeof defaultPlan) => {
  const { allocation } = solve(plan, catalog);
  return `${allocation.prefillInstances} P + ${allocation.decodeInstances} D`;
};

describe("damaged share links in Chromium", () => {
  let app: AppBrowser;
  beforeAll(async () => {
    app = await launchApp(inject("baseUrl"));
  });
  afterAll(() => app?.close());

  it("opens the plan it was sent or says the link is damaged, never another plan", {
    timeout: 180_000,
  }, async () => {
    const link = await encodePlan(sharedPlan);
    const damaged = fc.sample(
      fc.oneof(
        fc
          .tuple(fc.nat(), fc.nat({ max: bitsPerByte - 1 }))
          .map(([at, bit]) => flipBit(link, at, bit)),
        fc.tuple(fc.nat(), fc.nat()).map(([at, pick]) => swapCharacter(link, at, pick)),
        fc.nat().map((at) => link.slice(0, at % link.length)),
      ),
      { seed: 11, numRuns: 24 },
    );
    const sent = allocationOf(sharedPlan);
    // A link that cannot be read opens the first-visit plan, and offers the saved draft back.
    const fallback = allocationOf(firstVisitPlan);
    for (const hash of damaged) {
      const page = await app.openApp();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${page.url().split("#")[0]}#${hash}`);
      await page.reload();
      await expectPlanner(page);
      const shown = await page.getByTestId("allocation").textContent();
      const noted = (await page.getByRole("alert").count()) > 0;
      expect(errors, hash).toEqual([]);
      if (noted) expect([sent, fallback], hash).toContain(shown);
      else expect(shown, hash).toBe(sent);
      await page.close();
    }
  });
});

import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { draftFromPlan } from "../../src/io/index.ts";
import { defaultPlan } from "../../src/model/index.ts";

export const screenshotDir = fileURLToPath(
  new URL("../../test-results/screenshots/", import.meta.url),
);

// Debian's Chromium: playwright's own browser download cannot be fetched here.
const executablePath = "/usr/bin/chromium";

// Without the background-networking flags Chromium keeps calling home and floods a closed network.
const args = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface AppBrowser {
  readonly context: BrowserContext;
  /** Opens the app in a new tab, optionally with a hash such as "#v1.abc", once it has loaded. */
  openApp(hash?: string): Promise<Page>;
  /** Every URL requested so far by any page or worker of this browser. */
  requests(): string[];
  /** Requests that left the app's origin (data: and blob: URLs stay in the page). */
  foreignRequests(): string[];
  /** Saves a full-page PNG to test-results/screenshots/<name>.png and returns its path. */
  screenshot(name: string, page?: Page): Promise<string>;
  close(): Promise<void>;
}

/** A fresh Chromium profile each time, so no cache or service worker leaks between tests. */
export interface BrowserOptions {
  /** The browser's language, e.g. "zh-CN"; English when absent. */
  locale?: string;
  colorScheme?: "light" | "dark";
  /**
   * Open as a first visit would, with nothing saved. Otherwise each page starts from the worked
   * example (the default plan) as if it were the saved draft, which is what the tests check
   * numbers against; a test's own draft or link still wins.
   */
  firstVisit?: boolean;
}

const defaultDraft = JSON.stringify(draftFromPlan(defaultPlan));

export const launchChromium = async (options: BrowserOptions = {}) => {
  const userDataDir = await mkdtemp(join(tmpdir(), "xpyd-chromium-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    args: options.locale ? [...args, `--lang=${options.locale}`] : args,
    locale: options.locale ?? "en-US",
    colorScheme: options.colorScheme ?? "light",
  });
  const close = async () => {
    await context.close();
    await rm(userDataDir, { recursive: true, force: true });
  };
  return { context, close };
};

const isLocal = (url: string, origin: string) => {
  const { protocol, origin: requested } = new URL(url);
  return protocol === "data:" || protocol === "blob:" || requested === origin;
};

export const launchApp = async (
  baseUrl: string,
  options: BrowserOptions = {},
): Promise<AppBrowser> => {
  const { context, close } = await launchChromium(options);
  if (!options.firstVisit) {
    await context.addInitScript((draft) => {
      try {
        if (localStorage.getItem("xpyd.draft") === null) localStorage.setItem("xpyd.draft", draft);
      } catch {
        // A page without storage opens as a first visit.
      }
    }, defaultDraft);
  }
  const origin = new URL(baseUrl).origin;
  const seen: string[] = [];
  context.on("request", (request) => seen.push(request.url()));
  let lastPage: Page | undefined;

  const openApp = async (hash = "") => {
    const page = await context.newPage();
    const suffix = hash === "" || hash.startsWith("#") ? hash : `#${hash}`;
    await page.goto(`${baseUrl}${suffix}`, { waitUntil: "load" });
    lastPage = page;
    return page;
  };

  const screenshot = async (name: string, page = lastPage) => {
    if (!page) throw new Error("screenshot before any page was opened");
    await mkdir(screenshotDir, { recursive: true });
    const path = join(screenshotDir, `${name}.png`);
    // A page still simulating in its workers may paint late on a busy machine: wait for a frame.
    await page.screenshot({ path, fullPage: true, timeout: 60_000 });
    return path;
  };

  return {
    context,
    openApp,
    requests: () => [...seen],
    foreignRequests: () => seen.filter((url) => !isLocal(url, origin)),
    screenshot,
    close,
  };
};

/** The app's main heading: present in every version of the UI. */
export const appHeading = (page: Page) =>
  page.getByRole("heading", { name: /xPyD Planner/ }).first();

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { launchApp } from "./browser.ts";

export interface BundleFile {
  file: string;
  gzipBytes: number;
}

/**
 * Paths (without the leading slash) of the scripts a document asked for before its load event:
 * the entry, its static imports and preloads, and any chunk a first render requests by itself.
 * Resource Timing stamps each request when it starts, on the clock the load event uses.
 */
const scriptsBeforeLoad = () => {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const loadStart = navigation?.loadEventStart ?? 0;
  return performance
    .getEntriesByType("resource")
    .filter((entry) => entry.startTime < loadStart)
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.endsWith(".js"))
    .map((path) => path.replace(/^\//, ""));
};

/**
 * Gzipped size of each JS file Chromium fetches before the load event on a first visit to the
 * app served at `baseUrl` from `distDir`, largest first. What loads after the event (the deferred
 * panels, the other language, the workers) is left out.
 */
export const measureBundle = async (baseUrl: string, distDir: string): Promise<BundleFile[]> => {
  const app = await launchApp(baseUrl, { firstVisit: true });
  try {
    const page = await app.openApp();
    const files = [...new Set(await page.evaluate(scriptsBeforeLoad))];
    const measured = await Promise.all(
      files.map(async (file) => ({
        file,
        gzipBytes: gzipSync(await readFile(join(distDir, file))).length,
      })),
    );
    return measured.sort((a, b) => b.gzipBytes - a.gzipBytes);
  } finally {
    await app.close();
  }
};

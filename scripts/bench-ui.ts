// Input event to next paint in Chromium for an edit of a batch field, at a wide and a narrow
// window: `npm run bench:ui`. Builds the app, serves it, types into the decode batch field and, for
// each input event, times from the event's timestamp to the first moment after the next frame
// (a message posted from requestAnimationFrame runs once that frame is painted). Prints medians
// and spread with the machine's load, since a shared machine is noisy; nothing here gates CI.
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { build, preview } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));
const configFile = join(root, "vite.config.ts");
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const edits = Number(process.env.BENCH_EDITS ?? 60);
const widths = [1440, 360];

const quantile = (sorted: readonly number[], q: number): number => {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return (sorted[low] ?? 0) + ((sorted[high] ?? 0) - (sorted[low] ?? 0)) * (at - low);
};

const outDir = await mkdtemp(join(tmpdir(), "xpyd-bench-ui-"));
await build({
  root,
  configFile,
  base: "/",
  mode: "production",
  logLevel: "warn",
  build: { outDir, emptyOutDir: true },
});
const server = await preview({
  root,
  configFile,
  base: "/",
  logLevel: "warn",
  build: { outDir },
  preview: { host: "127.0.0.1", port: 0, strictPort: false, open: false },
});
const url = server.resolvedUrls?.local[0] ?? "";
const browser = await chromium.launch({ executablePath, headless: true, args: ["--no-sandbox"] });
const lines = [
  `load average before: ${loadavg()
    .map((v) => v.toFixed(2))
    .join(" ")}`,
];
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(url, { waitUntil: "load" });
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.evaluate(() => {
      const samples: number[] = [];
      (window as unknown as { samples: number[] }).samples = samples;
      document.addEventListener(
        "input",
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => samples.push(performance.now() - start);
            channel.port2.postMessage(null);
          });
        },
        true,
      );
    });
    const field = page.locator('[data-path="decode.batchSize"] input').first();
    await field.click();
    // Two digits a step, alternating 96 and 128: each keystroke is one input event and one solve.
    for (let edit = 0; edit < edits / 4; edit += 1) {
      await field.press("Control+A");
      await field.press("Backspace");
      await page.keyboard.type(edit % 2 === 0 ? "96" : "128", { delay: 40 });
      await page.waitForTimeout(60);
    }
    const samples = (
      await page.evaluate(() => (window as unknown as { samples: number[] }).samples)
    )
      .slice(4)
      .sort((a, b) => a - b);
    const text = (q: number) => quantile(samples, q).toFixed(1);
    lines.push(
      `${width} px: input to next paint median ${text(0.5)} ms (p25 ${text(0.25)}, p75 ${text(0.75)}, p90 ${text(0.9)}; min ${text(0)}, max ${text(1)}; ${samples.length} input events)`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
  await rm(outDir, { recursive: true, force: true });
}
lines.push(
  `load average after: ${loadavg()
    .map((v) => v.toFixed(2))
    .join(" ")}`,
);
console.log(lines.join("\n"));

import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--no-sandbox","--disable-gpu","--disable-background-networking"] });
const width = Number(process.env.W ?? 1440);
const page = await browser.newPage({ viewport: { width, height: 900 } });
await page.goto("http://127.0.0.1:" + (process.env.PORT ?? 4199) + "/", { waitUntil: "load" });
await page.getByRole("heading", { level: 1 }).waitFor();
await page.waitForTimeout(1500);
await page.evaluate(() => { const s = []; window.samples = s; document.addEventListener("input", (e) => { const t0 = e.timeStamp; requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = () => s.push(performance.now() - t0); c.port2.postMessage(null); }); }, true); });
const field = page.locator('[data-path="decode.batchSize"] input').first();
await field.click();
await browser.startTracing(page, { categories: ["devtools.timeline"] });
for (let i = 0; i < 12; i++) {
  await field.press("Control+A"); await field.press("Backspace");
  await page.keyboard.type(i % 2 ? "96" : "128", { delay: 40 });
  await page.waitForTimeout(60);
}
const buf = await browser.stopTracing();
const samples = (await page.evaluate(() => window.samples)).slice(4).sort((a, b) => a - b);
const events = JSON.parse(buf.toString()).traceEvents.filter((e) => e.ph === "X");
const inputs = events.filter((e) => e.name === "EventDispatch" && e.args?.data?.type === "input");
const sum = (n) => events.filter((e) => e.name === n).reduce((a, e) => a + e.dur, 0) / 1000 / inputs.length;
const med = (a) => a[Math.floor(a.length / 2)];
const hand = inputs.map((e) => e.dur / 1000).sort((a, b) => a - b);
console.log(`${process.env.TAG ?? ""} load ${(await import("node:os")).loadavg()[0].toFixed(1)} | input→paint median ${med(samples).toFixed(1)} p25 ${samples[Math.floor(samples.length/4)].toFixed(1)} p75 ${samples[Math.floor(samples.length*3/4)].toFixed(1)} | handler median ${med(hand).toFixed(1)} | per input: Layout ${sum("Layout").toFixed(1)} Paint ${sum("Paint").toFixed(1)} Style ${sum("UpdateLayoutTree").toFixed(1)} PrePaint ${sum("PrePaint").toFixed(1)} Commit ${sum("Commit").toFixed(1)}`);
await browser.close();

import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--no-sandbox","--disable-gpu","--disable-background-networking"] });
const width = Number(process.env.W ?? 1440);
const page = await browser.newPage({ viewport: { width, height: 900 } });
await page.goto("http://127.0.0.1:4195/", { waitUntil: "load" });
await page.getByRole("heading", { level: 1 }).waitFor();
await page.waitForTimeout(1500);
const cdp = await page.context().newCDPSession(page);
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
const field = page.locator('[data-path="decode.batchSize"] input').first();
await field.click();
await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline", transferMode: "ReturnAsStream" }).catch(()=>{});
await cdp.send("Profiler.start");
for (let i = 0; i < 10; i++) {
  await field.press("Control+A"); await field.press("Backspace");
  await page.keyboard.type(i % 2 ? "96" : "128", { delay: 40 });
  await page.waitForTimeout(60);
}
const { profile } = await cdp.send("Profiler.stop");
const self = new Map();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas; const counts = new Map();
profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
for (const [id, us] of counts) { const n = byId.get(id); const f = n.callFrame; const key = `${f.functionName || "(anon)"} ${f.url.split("/").pop()}:${f.lineNumber}`; self.set(key, (self.get(key) ?? 0) + us); }
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log("total ms", (total/1000).toFixed(0));
for (const [k, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((us/1000).toFixed(1).padStart(8), k);
await browser.close();

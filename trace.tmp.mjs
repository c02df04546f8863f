import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--no-sandbox","--disable-gpu","--disable-background-networking"] });
const width = Number(process.env.W ?? 1440);
const page = await browser.newPage({ viewport: { width, height: 900 } });
await page.goto("http://127.0.0.1:" + (process.env.PORT ?? 4199) + "/", { waitUntil: "load" });
await page.getByRole("heading", { level: 1 }).waitFor();
await page.waitForTimeout(1500);
const field = page.locator('[data-path="decode.batchSize"] input').first();
await field.click();
await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
let inputs = 0;
for (let i = 0; i < 10; i++) {
  await field.press("Control+A"); await field.press("Backspace");
  await page.keyboard.type(i % 2 ? "96" : "128", { delay: 40 }); inputs += (i % 2 ? 2 : 3) + 1;
  await page.waitForTimeout(60);
}
const buf = await browser.stopTracing();
const events = JSON.parse(buf.toString()).traceEvents;
const sums = new Map(); const counts = new Map();
for (const e of events) if (e.ph === "X" && e.dur) { sums.set(e.name, (sums.get(e.name) ?? 0) + e.dur); counts.set(e.name, (counts.get(e.name) ?? 0) + 1); }
const byType = new Map();
for (const e of events) if (e.ph === "X" && e.name === "EventDispatch") { const t = e.args?.data?.type; byType.set(t, [(byType.get(t)?.[0] ?? 0) + e.dur, (byType.get(t)?.[1] ?? 0) + 1]); }
console.log([...byType].map(([t,[d,c]]) => `${t}:${(d/1000).toFixed(0)}ms/${c}`).join(" "));
for (const e of events.filter((e) => e.name === "ParseHTML").slice(0, 5)) console.log(JSON.stringify(e.args).slice(0, 300));
for (const e of events.filter((e) => e.name === "EventDispatch" && e.args?.data?.type === "load").slice(0, 3)) console.log(JSON.stringify(e).slice(0, 300));
{
const inputs = events.filter((e) => e.name === "EventDispatch" && e.ph === "X" && e.args?.data?.type === "input");
const inside = (e) => inputs.some((i) => e.ts >= i.ts && e.ts < i.ts + i.dur);
const forced = events.filter((e) => (e.name === "Layout" || e.name === "UpdateLayoutTree") && e.ph === "X" && inside(e));
console.log("forced layouts in input handlers", forced.length, (forced.reduce((a, e) => a + e.dur, 0) / 1000).toFixed(1), "ms");
for (const e of forced.slice(0, 4)) console.log(JSON.stringify(e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace ?? e.args).slice(0, 600));
const inInput = new Map();
for (const e of events) if (e.ph === "X" && e.dur && inside(e)) inInput.set(e.name, (inInput.get(e.name) ?? 0) + e.dur);
const comp = new Map(); for (const e of events) if (e.name === "v8.compile" && e.ph === "X" && inside(e)) { const k = e.args?.data?.url ?? JSON.stringify(e.args).slice(0,100); comp.set(k, [(comp.get(k)?.[0] ?? 0) + e.dur, (comp.get(k)?.[1] ?? 0) + 1]); }
console.log("compile", [...comp].map(([k,[d,c]]) => `${k}:${(d/1000).toFixed(0)}ms/${c}`).join(" | ").slice(0, 800));
const perInput = inputs.map((i) => i.dur / 1000).sort((a,b)=>a-b); console.log("input handler ms sorted", perInput.map((x)=>x.toFixed(1)).join(" "));
console.log([...inInput].sort((a,b)=>b[1]-a[1]).slice(0,15).map(([n,d])=>`${n}:${(d/1000).toFixed(0)}`).join(" "));
}
// Layout inside event dispatch (forced synchronous)
const names = ["EventDispatch","FunctionCall","TimerFire","RunMicrotasks","UpdateLayoutTree","Layout","PrePaint","Paint","Layerize","Commit","HitTest","ParseHTML","EvaluateScript","V8.GC_SCAVENGER","MinorGC","MajorGC","UpdateLayer","IntersectionObserverController::computeIntersections","ScrollableArea"];
console.log("inputs ~", inputs);
for (const n of names) if (sums.has(n)) console.log(n.padEnd(30), (sums.get(n)/1000).toFixed(1).padStart(8), "ms", String(counts.get(n)).padStart(5), "x  per input", (sums.get(n)/1000/inputs).toFixed(2));
await browser.close();

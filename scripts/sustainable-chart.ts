// Draws docs/sustainable-load.svg: the default plan's TTFT against offered load, from the analytic
// estimate (lines) and the simulator (points), with the SLO and the two loads the planner reports.
// Run with: npx tsx scripts/sustainable-chart.ts > docs/sustainable-load.svg
import { catalog } from "../src/data/catalog.ts";
import { defaultPlan, solve } from "../src/model/index.ts";
import { simulate } from "../src/model/simulate/index.ts";
import { estimateAtRate } from "../src/model/sustainable/index.ts";

const width = 760;
const height = 440;
const margin = { left: 70, right: 24, top: 48, bottom: 56 };
const loads = { from: 0.6, to: 1 };
const ttftAxisMs = { from: 700, to: 2500 };

const result = solve(defaultPlan, catalog);
const capacity = result.throughput.requestsPerSecond;
const sloMs = defaultPlan.slo.ttftMs ?? 0;

const x = (fraction: number) =>
  margin.left +
  ((fraction - loads.from) / (loads.to - loads.from)) * (width - margin.left - margin.right);
const y = (ms: number) => {
  const clamped = Math.min(Math.max(ms, ttftAxisMs.from), ttftAxisMs.to);
  const share = (clamped - ttftAxisMs.from) / (ttftAxisMs.to - ttftAxisMs.from);
  return height - margin.bottom - share * (height - margin.top - margin.bottom);
};

const lineFractions = Array.from(
  { length: 81 },
  (_, i) => loads.from + (i / 80) * (loads.to - loads.from - 0.005),
);
const estimates = lineFractions.map((fraction) => ({
  fraction,
  estimate: estimateAtRate(defaultPlan, catalog, result, fraction * capacity),
}));
const path = (pick: (e: (typeof estimates)[number]["estimate"]) => number) =>
  estimates
    .filter(({ estimate }) => estimate.stable)
    .map(
      ({ fraction, estimate }, i) =>
        `${i === 0 ? "M" : "L"}${x(fraction).toFixed(1)},${y(pick(estimate)).toFixed(1)}`,
    )
    .join(" ");

const simulatedFractions = [0.6, 0.7, 0.8, 0.85, 0.9, 0.93, 0.96, 0.98, 0.99];
const simulated = simulatedFractions.map((fraction) => ({
  fraction,
  report: simulate(
    defaultPlan,
    catalog,
    { ratePerSecond: fraction * capacity, requests: 40_000, seed: 1 },
    result,
  ),
}));

const dots = (
  pick: (r: (typeof simulated)[number]["report"]) => number | undefined,
  colour: string,
) =>
  simulated
    .filter(({ report }) => report.stable)
    .map(({ fraction, report }) => {
      const value = pick(report);
      return value === undefined
        ? ""
        : `<circle cx="${x(fraction).toFixed(1)}" cy="${y(value).toFixed(1)}" r="4" fill="${colour}"/>`;
    })
    .join("\n  ");

const sustainable = result.sustainable.loadFraction;
const gridLoads = [0.6, 0.7, 0.8, 0.9, 1];
const gridTtft = [1000, 1500, 2000, 2500];
const mean = "#0f766e";
const p99 = "#b45309";

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="13">
  <title>The default plan's mean and P99 TTFT against offered load: the estimate as lines, the simulation as points</title>
  <rect width="100%" height="100%" fill="#fff"/>
  <text x="${margin.left}" y="24" font-size="15" font-weight="bold">Default plan, 12 P + 19 D: TTFT against offered load</text>
  ${gridLoads.map((f) => `<line x1="${x(f)}" x2="${x(f)}" y1="${margin.top}" y2="${height - margin.bottom}" stroke="#e5e7eb"/><text x="${x(f)}" y="${height - margin.bottom + 18}" text-anchor="middle">${Math.round(f * 100)}%</text>`).join("\n  ")}
  ${gridTtft.map((ms) => `<line x1="${margin.left}" x2="${width - margin.right}" y1="${y(ms)}" y2="${y(ms)}" stroke="#e5e7eb"/><text x="${margin.left - 8}" y="${y(ms) + 4}" text-anchor="end">${ms}</text>`).join("\n  ")}
  <text x="${(margin.left + width - margin.right) / 2}" y="${height - 14}" text-anchor="middle">offered load, share of capacity (${(capacity * 60).toLocaleString("en-US")} QPM)</text>
  <text x="18" y="${(margin.top + height - margin.bottom) / 2}" transform="rotate(-90 18 ${(margin.top + height - margin.bottom) / 2})" text-anchor="middle">TTFT (ms)</text>
  <line x1="${margin.left}" x2="${width - margin.right}" y1="${y(sloMs)}" y2="${y(sloMs)}" stroke="#dc2626" stroke-dasharray="6 4"/>
  <text x="${margin.left + 6}" y="${y(sloMs) - 6}" fill="#dc2626">TTFT SLO ${sloMs} ms (mean)</text>
  <line x1="${x(sustainable)}" x2="${x(sustainable)}" y1="${margin.top}" y2="${height - margin.bottom}" stroke="#1d4ed8" stroke-dasharray="3 3"/>
  <text x="${x(sustainable) - 6}" y="${margin.top + 14}" text-anchor="end" fill="#1d4ed8">sustainable ${(sustainable * 100).toFixed(1)}%</text>
  <path d="${path((e) => e.ttftMs.mean)}" fill="none" stroke="${mean}" stroke-width="2"/>
  <path d="${path((e) => e.ttftMs.p99)}" fill="none" stroke="${p99}" stroke-width="2"/>
  ${dots((r) => r.ttftMs?.mean, mean)}
  ${dots((r) => r.ttftMs?.p99, p99)}
  <text x="${margin.left + 10}" y="${margin.top + 14}" fill="${mean}">— mean TTFT (estimate), ● simulated</text>
  <text x="${margin.left + 10}" y="${margin.top + 32}" fill="${p99}">— p99 TTFT (estimate), ● simulated</text>
</svg>
`;
process.stdout.write(svg);

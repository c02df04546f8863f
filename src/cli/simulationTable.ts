import type { Interval, LatencySummary } from "../model/index.ts";
import {
  formatDisplay as f,
  formatPercent,
  maxInFlight,
  formatTwoDecimals as ms,
  requestsPerReplication,
  runShortOfRelaxation,
} from "../model/index.ts";
import type { SimulationRun } from "./formatSimulation.ts";
import { sizesLines } from "./simulationSizes.ts";

// `simulate` as text: what was run, latencies and waits as vllm bench serve prints them (ms, two
// decimals), busy shares, each SLO at its statistic, and whether the queue settled at all.

const columns = ["mean", "p50", "p90", "p99"] as const;
const indent = "  ";
const gap = "  ";
const secondsPerMinute = 60;
const processNames = { poisson: "Poisson", constant: "evenly spaced", gamma: "gamma" } as const;

type GridRow = readonly [string, LatencySummary | null];

// Both grids share their column widths, so the numbers line up down the whole report.
const grids = (sections: readonly (readonly [string, readonly GridRow[]])[]): string[][] => {
  const headers = sections.map(([title]) => [title, ...columns]);
  const cells = sections.map(([, rows]) =>
    rows.map(([label, summary]) => [
      `${indent}${label}`,
      ...columns.map((column) => (summary === null ? "n/a" : ms(summary[column]))),
    ]),
  );
  const all = [...headers, ...cells.flat()];
  const widths =
    headers[0]?.map((_, i) => Math.max(...all.map((row) => row[i]?.length ?? 0))) ?? [];
  const line = (row: readonly string[]) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join(gap);
  return headers.map((header, i) => [line(header), ...(cells[i] ?? []).map(line)]);
};

const loadLine = ({ report, rateSource, sustainable }: SimulationRun): string => {
  const rate = `${f(report.ratePerSecond)} req/s (${f(report.ratePerSecond * secondsPerMinute)} QPM)`;
  const why =
    rateSource === "sustainable"
      ? `the plan's sustainable load (limited by ${sustainable.limitedBy})`
      : `as --${rateSource} asks; the plan sustains ${f(sustainable.requestsPerSecond)} req/s`;
  // An unstable run serves no measured request: its count would read as a failure of its own.
  const what = report.stable ? `${f(report.requests)} requests` : "the load";
  return `Simulated ${what} at ${rate}, ${why}`;
};

const runLine = ({ report, arrival, seed }: SimulationRun): string =>
  [
    `${processNames[arrival.process]} arrivals${arrival.cv === undefined ? "" : ` (gap CV ${f(arrival.cv)})`}`,
    ...(seed === undefined ? [] : [`seed ${seed}`]),
    `${f(report.replications)} replication${report.replications === 1 ? "" : "s"}`,
    ...(report.durationSeconds > 0 ? [`${f(report.durationSeconds)} s measured`] : []),
    ...(report.warmup.requests > 0
      ? [
          `after ${f(report.warmup.requests)} warm-up requests${report.replications > 1 ? " on average" : ""}`,
        ]
      : []),
  ].join(" · ");

// Near capacity a queue wanders for longer than the run: its waits are not the steady state's.
const relaxationLines = ({ report, busiestUtilization }: SimulationRun): string[] => {
  const perRun = requestsPerReplication(report);
  const span = runShortOfRelaxation(report, busiestUtilization);
  return span === null
    ? []
    : [
        `queues: at ${formatPercent(busiestUtilization)} of the busier stage's capacity a queue takes about ${f(Number(span.toPrecision(3)))} requests to forget its empty start (ρ / (1 − √ρ)² for one queue), more than the ${f(Math.round(perRun))} each run measures, so its waits, and TTFT and E2EL with them, wander from run to run; simulate more requests (--requests) or a lower load before comparing them with the estimate`,
      ];
};

// A warm-up that stopped at its limit may leave decode batches still filling in what it measures.
const warmupLines = ({ report }: SimulationRun): string[] =>
  !report.warmup.limited || !report.stable
    ? []
    : [
        "warm-up: the requests in service were still changing when the warm-up reached its limit, so the latencies may hold batches still filling (they read low where steps slow as batches fill); simulate more requests (--requests) for a longer warm-up",
      ];

const intervalText = (interval: Interval, unit: string): string =>
  `${ms(interval.low)}–${ms(interval.high)}${unit}`;

const confidenceLines = ({ report }: SimulationRun): string[] => {
  const c = report.confidence;
  if (c === null) return [];
  return [
    `95% intervals over ${f(report.replications)} replications`,
    `${indent}TTFT mean ${intervalText(c.ttftMeanMs, " ms")}, p99 ${intervalText(c.ttftP99Ms, " ms")}`,
    `${indent}TPOT mean ${intervalText(c.tpotMeanMs, " ms")}, p99 ${intervalText(c.tpotP99Ms, " ms")}`,
    ...(c.sloAttainment === null
      ? []
      : [
          `${indent}SLO attainment ${formatPercent(c.sloAttainment.low)}–${formatPercent(c.sloAttainment.high)}`,
        ]),
  ];
};

const sloLines = ({ report, attainmentTarget }: SimulationRun): string[] => {
  if (!report.stable) return ["SLOs: not judged, as no latency settles"];
  if (report.slo.length === 0) return ["SLOs: none set in the plan"];
  const rows = report.slo.map((outcome) => [
    `${outcome.metric.toUpperCase()} ${outcome.statistic}`,
    `${ms(outcome.valueMs)} ms`,
    `target ${f(outcome.targetMs)} ms`,
    outcome.met ? "met" : "missed",
  ]);
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i]?.length ?? 0)));
  const target = attainmentTarget === null ? "" : ` (target ${formatPercent(attainmentTarget)})`;
  return [
    "SLOs",
    ...rows.map((row) =>
      `${indent}${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(gap)}`.trimEnd(),
    ),
    ...(report.sloAttainment === null
      ? []
      : [`${indent}${formatPercent(report.sloAttainment)} of requests met every SLO${target}`]),
    ...(report.goodputPerSecond === null
      ? []
      : [`${indent}goodput ${f(report.goodputPerSecond)} req/s`]),
  ];
};

/** The report as aligned lines. */
export const simulationTable = (run: SimulationRun): string[] => {
  const { report } = run;
  const [latency, waits] = grids([
    [
      "Latency (ms)",
      [
        ["TTFT", report.ttftMs],
        ["TPOT", report.tpotMs],
        ["ITL", report.itlMs],
        ["E2EL", report.e2elMs],
      ],
    ],
    [
      "Waits (ms)",
      [
        ["router", report.waits.routerMs],
        ["prefill queue", report.waits.prefillQueueMs],
        ["KV transfer", report.waits.kvTransferMs],
        ["decode queue", report.waits.decodeQueueMs],
      ],
    ],
  ]);
  const unstable = report.stable
    ? []
    : report.overfull
      ? [
          `stopped: more than ${f(maxInFlight)} requests were in flight at once, more than a simulation follows (lower the load or the batch sizes)`,
        ]
      : [
          `unstable: the queue grows by ${f(report.queueGrowthPerSecond)} requests/s, so no latency settles`,
        ];
  const rejected =
    report.rejected === 0
      ? []
      : [
          `rejected: ${f(report.rejected)} requests could never be served (a prompt over the prefill token budget or a context over the KV cache)`,
        ];
  return [
    loadLine(run),
    runLine(run),
    ...warmupLines(run),
    ...relaxationLines(run),
    ...unstable,
    ...(report.stable ? ["", ...(latency ?? []), "", ...(waits ?? [])] : []),
    "",
    "Serving",
    `${indent}prefill busy  ${formatPercent(report.utilization.prefill)}`,
    `${indent}decode busy   ${formatPercent(report.utilization.decode)}`,
    `${indent}finished      ${f(report.throughputPerSecond)} req/s`,
    `${indent}in servers    ${f(report.meanRequestsInServers)} requests on average`,
    "",
    ...sloLines(run),
    ...(report.confidence === null ? [] : ["", ...confidenceLines(run)]),
    ...(rejected.length === 0 ? [] : ["", ...rejected]),
    ...(run.sizes === undefined ? [] : ["", ...sizesLines(run.sizes)]),
  ];
};

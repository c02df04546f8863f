import { catalog } from "../data/index.ts";
import {
  type Confirmation,
  checkReplications,
  checkRequests,
  confirmConfiguration,
  formatDisplay as f,
  type OptimizeResult,
  type RankedConfiguration,
} from "../model/index.ts";
import { aggregatedVerdict, optimizeNoteText, optimizeNoteWords } from "../text/index.ts";
import type { OptimizeFormat } from "./cliArgs.ts";

const percent = 100;
// Simulated figures to three significant digits: a two-thousand-request run knows no more.
const g = (value: number): string => f(Number(value.toPrecision(3)));

const value = (v: number | string | null): string =>
  v === null ? "not set" : typeof v === "number" ? f(v) : v;

const sloText = (config: RankedConfiguration): string =>
  (["ttft", "tpot", "e2el"] as const)
    .map((key) => {
      const check = config.slo[key];
      const estimated = config.sustainable[key];
      const name = `${key.toUpperCase()} ${estimated.statistic}`;
      return check
        ? `${name} ${f(estimated.valueMs)} / ${f(check.targetMs)} ms`
        : `${name} ${f(estimated.valueMs)} ms`;
    })
    .join(", ");

const share = (fraction: number | null): string =>
  fraction === null ? "—" : `${g(fraction * percent)}%`;
const ms = (valueMs: number | null): string => (valueMs === null ? "—" : `${g(valueMs)} ms`);

const confirmText = (confirmation: Confirmation | undefined): string[] => {
  if (!confirmation) return [];
  const { simulated, estimated } = confirmation;
  const verdict = !confirmation.stable
    ? "unstable (the queue grew through the run)"
    : confirmation.holds
      ? "holds"
      : `misses ${
          confirmation.slo
            .filter((outcome) => !outcome.met)
            .map((outcome) => `${outcome.metric.toUpperCase()} ${outcome.statistic}`)
            .join(", ") || "the attainment target"
        }`;
  return [
    `    simulated at ${g(confirmation.ratePerSecond)} req/s (${checkReplications} runs of ${f(checkRequests)} requests): ${verdict}; attainment ${share(simulated.attainment)} (estimate ${share(estimated.attainment)}), P99 TTFT ${ms(simulated.ttftP99Ms)} (estimate ${ms(estimated.ttftP99Ms)}), P99 TPOT ${ms(simulated.tpotP99Ms)} (estimate ${ms(estimated.tpotP99Ms)})`,
  ];
};

const configText = (config: RankedConfiguration, confirmation?: Confirmation): string[] => [
  `#${config.rank}  ${f(config.sustainable.qpmPerNode)} sustainable QPM per node · ${f(config.prefillInstances)} P + ${f(config.decodeInstances)} D on ${f(config.totalNodes)} nodes · ${f(config.sustainable.qpm)} of ${f(config.qpm)} QPM capacity`,
  `    ${sloText(config)}`,
  ...confirmText(confirmation),
  `    bottleneck: ${config.binding.bottleneck}${config.binding.tightestSlo ? `; tightest SLO: ${config.binding.tightestSlo.toUpperCase()}` : ""}${config.merged > 0 ? `; ${f(config.merged)} other candidates merged into it` : ""}`,
  config.changes.length === 0
    ? "    changes: none (the plan as entered)"
    : `    changes: ${config.changes.map((c) => `${c.field} ${value(c.from)} → ${value(c.to)}`).join("; ")}`,
];

/**
 * The optimizer's answer, each configuration simulated at its sustainable load to confirm the
 * estimate: as JSON (the result with its confirmations) or as a short report.
 */
export const formatOptimize = (result: OptimizeResult, format: OptimizeFormat): string => {
  const confirmations = result.top.map((config) =>
    confirmConfiguration(config, catalog, config.plan.slo.attainment),
  );
  if (format === "json") return `${JSON.stringify({ ...result, confirmations }, null, 2)}\n`;
  const { space } = result;
  const lines = [
    `Searched ${f(space.candidates)} configurations (${f(space.prefillSettings)} prefill × ${f(space.decodeSettings)} decode settings; ${f(space.pairsScored)} scored exactly, ${f(space.pairsSolved)} solved for their sustainable load).`,
    `The plan as entered: ${f(result.current.sustainableQpmPerNode)} sustainable QPM per node (${f(result.current.qpmPerNode)} at capacity) on ${f(result.current.totalNodes)} nodes${result.current.feasible ? "" : " (not feasible)"}.`,
    ...(space.merged > 0
      ? [
          `${f(space.merged)} more candidates reached these same configurations by other changes and were merged.`,
        ]
      : []),
    "",
    ...result.top.flatMap((config, index) => configText(config, confirmations[index])),
    "",
    ...(result.aggregated ? [aggregatedVerdict(result.aggregated, optimizeNoteWords.en)] : []),
    ...result.notes.map((note) => `note: ${optimizeNoteText(note, optimizeNoteWords.en)}`),
  ];
  return `${lines.join("\n")}\n`;
};

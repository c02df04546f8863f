import { formatNumber as f } from "../model/index.ts";
import type { OptimizeResult, RankedConfiguration } from "../model/optimize/index.ts";
import type { OptimizeFormat } from "./cliArgs.ts";

const value = (v: number | string | null): string =>
  v === null ? "not set" : typeof v === "number" ? f(v) : v;

const sloText = (config: RankedConfiguration): string =>
  (["ttft", "tpot", "e2el"] as const)
    .map((key) => {
      const check = config.slo[key];
      const ms = config.latency[`${key}Ms`];
      return check
        ? `${key.toUpperCase()} ${f(ms)} / ${f(check.targetMs)} ms`
        : `${key.toUpperCase()} ${f(ms)} ms`;
    })
    .join(", ");

const configText = (config: RankedConfiguration): string[] => [
  `#${config.rank}  ${f(config.qpmPerNode)} QPM per node · ${f(config.prefillInstances)} P + ${f(config.decodeInstances)} D on ${f(config.totalNodes)} nodes · ${f(config.qpm)} QPM`,
  `    ${sloText(config)}`,
  `    bottleneck: ${config.binding.bottleneck}${config.binding.tightestSlo ? `; tightest SLO: ${config.binding.tightestSlo.toUpperCase()}` : ""}`,
  config.changes.length === 0
    ? "    changes: none (the plan as entered)"
    : `    changes: ${config.changes.map((c) => `${c.field} ${value(c.from)} → ${value(c.to)}`).join("; ")}`,
];

/** The optimizer's answer as JSON (the whole result) or as a short report. */
export const formatOptimize = (result: OptimizeResult, format: OptimizeFormat): string => {
  if (format === "json") return `${JSON.stringify(result, null, 2)}\n`;
  const { space } = result;
  const lines = [
    `Searched ${f(space.candidates)} configurations (${f(space.prefillSettings)} prefill × ${f(space.decodeSettings)} decode settings; ${f(space.pairsScored)} scored exactly).`,
    `The plan as entered: ${f(result.current.qpmPerNode)} QPM per node on ${f(result.current.totalNodes)} nodes${result.current.feasible ? "" : " (not feasible)"}.`,
    "",
    ...result.top.flatMap(configText),
    "",
    ...(result.aggregated ? [result.aggregated.message] : []),
    ...result.notes.map((note) => `note: ${note.message}`),
  ];
  return `${lines.join("\n")}\n`;
};

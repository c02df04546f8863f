import type { Violation, Warning } from "../model/index.ts";
import type { Dictionary } from "./en.ts";
import { fill } from "./fill.ts";

const fieldLabel = (field: string, t: Dictionary): string =>
  (t.fields as Record<string, { label: string } | undefined>)[field]?.label ?? field;

const metricOf = (value: unknown): "ttft" | "tpot" | "e2el" =>
  value === "tpot" || value === "e2el" ? value : "ttft";

const statisticWord = (value: unknown, t: Dictionary): string => {
  const words: Readonly<Record<string, string>> = t.choices.statistic;
  return typeof value === "string" && Object.hasOwn(words, value) ? (words[value] ?? value) : "";
};

/** A violation in the reader's language, with what to change. */
export const violationText = (violation: Violation, t: Dictionary): string => {
  const params = violation.params;
  switch (violation.code) {
    case "sloMissed": {
      const metric = metricOf(params.metric);
      const sentence = fill(t.violations.sloMissed, {
        ...params,
        metric: t.violations.metrics[metric],
        statistic: statisticWord(params.statistic, t),
        at:
          params.at === "targetLoad"
            ? t.violations.sloMissedAt.targetLoad
            : t.violations.sloMissedAt.anyLoad,
      });
      return `${sentence} ${t.violations.sloAdvice[metric]}`;
    }
    case "batchLimited":
    case "batchBlocked":
      return fill(t.violations[violation.code], {
        ...params,
        field: fieldLabel(violation.field, t),
        side: params.side === "prefill" ? t.violations.sides.prefill : t.violations.sides.decode,
      });
    case "latencyUnknownEntry":
      return fill(t.violations.latencyUnknownEntry, {
        ...params,
        kind: params.kind === "model" ? t.latency.words.model : t.latency.words.gpu,
      });
    case "latencyProfile":
      return fill(t.violations.latencyProfile, {
        ...params,
        phase: params.phase === "prefill" ? t.latency.words.prefill : t.latency.words.decode,
      });
    default:
      return fill(t.violations[violation.code], params);
  }
};

export const warningText = (warning: Warning, t: Dictionary): string =>
  fill(t.warnings[warning.code], warning.params);

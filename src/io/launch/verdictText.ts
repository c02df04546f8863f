import type { SloOutcome } from "../../model/index.ts";
import { formatNumber } from "../../model/index.ts";
import type { SloVerdict } from "./sloVerdict.ts";

// A verdict in English for the command-line text; the page words it in its own languages.

const metricName = { ttft: "TTFT", tpot: "TPOT", e2el: "E2EL" } as const;
const statisticName = (statistic: SloOutcome["statistic"]) =>
  statistic === "mean" ? "mean" : statistic.toUpperCase();
const ms = (value: number) => `${formatNumber(Number(value.toFixed(2)))} ms`;
const share = (value: number) => `${formatNumber(Number((value * 100).toFixed(2)))}%`;

const outcomeText = (outcome: SloOutcome) =>
  `${metricName[outcome.metric]} ${statisticName(outcome.statistic)} ${ms(outcome.valueMs)} ${outcome.met ? "≤" : ">"} ${ms(outcome.targetMs)}`;

const attainmentText = (attainment: number | null, target: number | null) =>
  attainment === null
    ? []
    : [
        target === null
          ? `${share(attainment)} of requests meet all`
          : `${share(attainment)} of requests meet all (target ${share(target)})`,
      ];

/** "Simulated at 12 req/s: every SLO holds (TTFT P90 812 ms ≤ 1,000 ms; …)." */
export const verdictText = (verdict: SloVerdict, rate: string): string => {
  const at = `Simulated at ${rate} req/s`;
  switch (verdict.kind) {
    case "holds":
      return `${at}: every SLO holds, TTFT should hold (${[...verdict.outcomes.map(outcomeText), ...attainmentText(verdict.attainment, verdict.target)].join("; ")}).`;
    case "misses":
      return `${at}: SLOs are missed (${[...verdict.outcomes.map(outcomeText), ...attainmentText(verdict.attainment, verdict.target)].join("; ")}).`;
    case "grows": {
      const growth = `its queue grows by ${formatNumber(Number(verdict.growthPerSecond.toFixed(2)))} requests a second`;
      const values = [
        ...verdict.outcomes.map(outcomeText),
        ...attainmentText(verdict.attainment, verdict.target),
      ].join("; ");
      return verdict.missed.length === 0 && verdict.attained
        ? `${at}: this run meets every SLO only because it ends (${values}); ${growth}, so sustained traffic at this rate would miss them.`
        : `${at}: SLOs are missed (${values}), and ${growth}, so a longer run reads worse.`;
    }
    case "unstable":
      return `${at}: the queue grows without bound (${formatNumber(Number(verdict.growthPerSecond.toFixed(2)))} requests a second), so TTFT will not hold.`;
    case "noSlo":
      return verdict.ttftP99Ms === null
        ? `${at}: the queue stays bounded; the plan sets no SLO.`
        : `${at}: the queue stays bounded (TTFT P99 ${ms(verdict.ttftP99Ms)}); the plan sets no SLO.`;
  }
};

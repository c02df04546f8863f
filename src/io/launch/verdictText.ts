import type { SloOutcome } from "../../model/index.ts";
import { formatDisplay, formatNumber } from "../../model/index.ts";
import { metEvery, type SloVerdict } from "./sloVerdict.ts";

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
      // Three significant digits below 1: a small deployment's queue grows by 0.024 a second.
      const growth = formatDisplay(verdict.growthPerSecond);
      const values = [
        ...verdict.outcomes.map(outcomeText),
        ...attainmentText(verdict.attainment, verdict.target),
      ].join("; ");
      const met = metEvery(verdict);
      if (verdict.pastCapacity) {
        const past = `the rate is past the plan's capacity and the queue grows by ${growth} requests a second`;
        return met
          ? `${at}: this run meets every SLO only because it ends (${values}); ${past}, so under sustained traffic TTFT and E2EL would grow without bound.`
          : `${at}: SLOs are missed (${values}); ${past}, so TTFT and E2EL grow the longer it runs.`;
      }
      const grew = `its queue grew by ${growth} requests a second, so a longer run may read worse`;
      return met
        ? `${at}: every SLO is met over this run (${values}), but ${grew}.`
        : `${at}: SLOs are missed (${values}), and ${grew}.`;
    }
    case "unstable":
      return `${at}: the queue grows without bound (${formatNumber(Number(verdict.growthPerSecond.toFixed(2)))} requests a second), so TTFT will not hold.`;
    case "noSlo":
      return verdict.ttftP99Ms === null
        ? `${at}: the queue stays bounded; the plan sets no SLO.`
        : `${at}: the queue stays bounded (TTFT P99 ${ms(verdict.ttftP99Ms)}); the plan sets no SLO.`;
  }
};

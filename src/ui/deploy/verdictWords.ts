import { metEvery, type SloVerdict } from "../../io/index.ts";
import type { SloOutcome } from "../../model/index.ts";
import { formatDisplay, formatPercent, formatTwoDecimals } from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import type { VerifyText } from "./verifyText.ts";

// What the simulator says of one benchmark run, in the reader's language: TTFT "should hold" only
// where every SLO held in the simulation at that rate.

const outcomeWords = (outcome: SloOutcome, text: VerifyText): string =>
  fill(text.verdict.outcome, {
    statistic: text.statistics[outcome.statistic],
    metric: text.metricNames[outcome.metric],
    value: formatTwoDecimals(outcome.valueMs),
    relation: outcome.met ? text.verdict.met : text.verdict.missed,
    target: formatTwoDecimals(outcome.targetMs),
  });

const attainmentWords = (
  attainment: number | null,
  target: number | null,
  text: VerifyText,
): string[] =>
  attainment === null
    ? []
    : [
        target === null
          ? fill(text.verdict.attainment, { share: formatPercent(attainment) })
          : fill(text.verdict.attainmentTarget, {
              share: formatPercent(attainment),
              target: formatPercent(target),
            }),
      ];

/** One sentence: the rate, whether the SLOs hold there, and the simulated values behind it. */
export const verdictWords = (verdict: SloVerdict, rate: string, text: VerifyText): string => {
  switch (verdict.kind) {
    case "holds":
    case "misses":
      return fill(text.verdict[verdict.kind], {
        rate,
        outcomes: [
          ...verdict.outcomes.map((outcome) => outcomeWords(outcome, text)),
          ...attainmentWords(verdict.attainment, verdict.target, text),
        ].join(text.verdict.separator),
      });
    case "grows":
      return fill(
        metEvery(verdict)
          ? verdict.pastCapacity
            ? text.verdict.growsHolds
            : text.verdict.grewHolds
          : verdict.pastCapacity
            ? text.verdict.growsMisses
            : text.verdict.grewMisses,
        {
          rate,
          // Three significant digits below 1: a small deployment's queue grows by 0.024 a second.
          growth: formatDisplay(verdict.growthPerSecond),
          outcomes: [
            ...verdict.outcomes.map((outcome) => outcomeWords(outcome, text)),
            ...attainmentWords(verdict.attainment, verdict.target, text),
          ].join(text.verdict.separator),
        },
      );
    case "unstable":
      return fill(text.verdict.unstable, {
        rate,
        growth: formatTwoDecimals(verdict.growthPerSecond),
      });
    case "noSlo":
      return fill(text.verdict.noSlo, {
        rate,
        ttft: verdict.ttftP99Ms === null ? text.none : formatTwoDecimals(verdict.ttftP99Ms),
      });
  }
};

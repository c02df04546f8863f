import {
  type ErrorBand,
  formatDisplay as f,
  formatBand,
  formatEstimate,
  formatShare,
  type PlanResult,
  partShares,
  type StepParts,
  slosJudged,
} from "../model/index.ts";
import { type ExplainedPath, fill, type SolveWords } from "../text/index.ts";
import type { Row, RowOf, Section } from "./rowMaker.ts";
import {
  estimateDigits,
  estimateMs,
  estimateWithUnit,
  percentText,
  usdText,
  withUnit,
} from "./valueText.ts";

// Sections on what each request sees and what it costs: concurrency, latency, limits, SLOs, cost.

type SloCheck = NonNullable<PlanResult["slo"]["ttft"]>;

const ms = (value: number) => withUnit(value, "ms");

const sloText = (check: SloCheck, words: SolveWords, band: number | null): string =>
  fill(words.phrases.sloCheck, {
    statistic: check.statistic === "mean" ? words.phrases.mean : check.statistic,
    value: estimateMs(check.valueMs, band),
    target: ms(check.targetMs),
    margin: estimateMs(check.marginMs, band),
    percent: percentText(check.marginFraction),
    verdict: check.met ? words.phrases.met : words.phrases.missed,
  });

const sloRows = (result: PlanResult, row: RowOf, words: SolveWords): Row[] => {
  const { labels: l } = words;
  const checks = [
    [l.ttftSlo, result.slo.ttft],
    [l.tpotSlo, result.slo.tpot],
    [l.e2elSlo, result.slo.e2el],
  ] as const;
  // A plan that serves nothing has no load at which an SLO could hold: its checks are of no request.
  if (!slosJudged(result) && checks.some(([, check]) => check !== null)) {
    return [row(l.slos, words.phrases.sloNotJudged)];
  }
  const band = result.accuracy.throughput;
  const set = checks.flatMap(([name, check]) =>
    check ? [row(name, sloText(check, words, band))] : [],
  );
  return set.length > 0 ? set : [row(l.slos, words.phrases.noSlos)];
};

const limitRows = (
  labels: { effective: string; binding: string },
  limit: PlanResult["limits"]["prefillBatch"],
  path: ExplainedPath,
  row: RowOf,
  words: SolveWords,
) => [
  row(
    labels.effective,
    fill(words.phrases.batchEffective, {
      effective: f(limit.effective),
      requested: f(limit.requested),
    }),
    path,
  ),
  row(
    labels.binding,
    fill(words.phrases.binding, { limit: limit.binding, field: limit.bindingField }),
  ),
];

const phaseText = (
  phase: PlanResult["latencyModel"]["prefill"],
  band: ErrorBand | null,
  words: SolveWords,
): string => {
  const p = words.phrases;
  return [
    p.sources[phase.source],
    phase.boundBy ? words.bound[phase.boundBy] : "",
    phase.extrapolated ? p.extrapolated : "",
    band ? formatBand(band.fraction) : "",
    band && band.uncovered.length > 0 ? words.accuracy.extrapolated : "",
  ]
    .filter(Boolean)
    .join(p.join);
};

/** A roofline step's parts: each group's ms and share, then what overlap hid. */
const partsText = (parts: StepParts, words: SolveWords): string => {
  const p = words.phrases;
  const spent = partShares(parts).map((part) =>
    fill(p.stepPart, {
      name: words.stepParts[part.key],
      value: `${formatEstimate(part.ms)} ms`,
      percent: formatShare(part.share),
    }),
  );
  const hidden =
    parts.overlapHiddenMs > 0
      ? [fill(words.stepParts.hidden, { ms: formatEstimate(parts.overlapHiddenMs) })]
      : [];
  return [...spent, ...hidden].join(p.join);
};

export const serviceSections = (result: PlanResult, row: RowOf, words: SolveWords): Section[] => {
  const { concurrency: c, latency, specDecode, limits, cost } = result;
  const { labels: l, phrases: p, sections: s } = words;
  const perMillion = (value: number | null) => (value === null ? p.noTokensFlow : usdText(value));
  const prefillBand = result.accuracy.prefill?.fraction;
  const decodeBand = result.accuracy.decode?.fraction;
  const rateBand = result.accuracy.throughput;
  // A roofline step time shows the digits its band allows, the band and whether it extrapolates.
  const withPhase = (value: number, which: "prefill" | "decode") => {
    const band = result.accuracy[which];
    return fill(p.withPhase, {
      value: estimateMs(value, band?.fraction),
      how: phaseText(result.latencyModel[which], band, words),
    });
  };
  const partsRows = (label: string, parts: StepParts | null): Row[] =>
    parts && partShares(parts).length > 0 ? [row(label, partsText(parts, words))] : [];
  const costSection: Section[] = cost
    ? [
        {
          title: s.cost,
          rows: [
            row(l.costPerHour, usdText(cost.perHourUsd), "cost.perHourUsd"),
            row(
              l.costPerMillionOutput,
              perMillion(cost.perMillionOutputTokensUsd),
              "cost.perMillionOutputTokensUsd",
            ),
            row(
              l.costPerMillionInput,
              perMillion(cost.perMillionInputTokensUsd),
              "cost.perMillionInputTokensUsd",
            ),
          ],
        },
      ]
    : [];
  return [
    {
      title: s.concurrency,
      rows: [
        // λ · l_o · t2 and λ · (t1 + …) rest on the estimated rate: its digits, as the app shows.
        row(l.article, estimateDigits(c.article, "req", rateBand), "concurrency.article"),
        row(l.decodeSlots, withUnit(c.decodeSlots, "req"), "concurrency.decodeSlots"),
        row(l.littlesLaw, estimateDigits(c.littlesLaw, "req", rateBand), "concurrency.littlesLaw"),
        row(l.routerCap, withUnit(c.recommended.maxConcurrency, "req"), "concurrency.recommended"),
      ],
    },
    {
      title: s.latency,
      rows: [
        row(l.ttft, estimateMs(latency.ttftMs, prefillBand), "latency.ttftMs"),
        row(
          l.prefillBatchTime,
          withPhase(latency.prefillBatchTimeMs, "prefill"),
          "latency.prefillBatchTimeMs",
        ),
        ...partsRows(l.prefillParts, result.latencyModel.prefill.parts),
        ...(latency.kvTransferMs > 0
          ? [row(l.kvTransfer, ms(latency.kvTransferMs), "latency.kvTransferMs")]
          : []),
        row(l.itl, withPhase(latency.itlMs, "decode"), "latency.itlMs"),
        ...partsRows(l.itlParts, result.latencyModel.decode.parts),
        row(l.tpot, estimateMs(latency.tpotMs, decodeBand), "latency.tpotMs"),
        row(l.e2el, estimateMs(latency.e2elMs, decodeBand ?? prefillBand), "latency.e2elMs"),
        row(
          l.tokensPerUser,
          estimateWithUnit(
            latency.tokensPerSecondPerUser,
            "tok/s",
            result.accuracy.decode?.fraction ?? null,
          ),
          "latency.tokensPerSecondPerUser",
        ),
        row(
          l.acceptance,
          fill(p.acceptance, {
            alpha: f(specDecode.acceptanceLength),
            k: f(specDecode.draftTokens),
            source: words.acceptanceSources[specDecode.acceptanceSource],
          }),
          "specDecode.acceptanceLength",
        ),
      ],
    },
    {
      title: s.limits,
      rows: [
        ...limitRows(
          { effective: l.prefillEffective, binding: l.prefillBinding },
          limits.prefillBatch,
          "limits.prefillBatch",
          row,
          words,
        ),
        ...limitRows(
          { effective: l.decodeEffective, binding: l.decodeBinding },
          limits.decodeBatch,
          "limits.decodeBatch",
          row,
          words,
        ),
      ],
    },
    { title: s.slos, rows: sloRows(result, row, words) },
    ...costSection,
  ];
};

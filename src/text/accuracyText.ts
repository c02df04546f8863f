import {
  type ErrorBand,
  errorBandCoverage,
  formatBand,
  formatNumber,
  type PlanAccuracy,
  percent,
  type UncoveredFeature,
} from "../model/index.ts";
import type { AccuracyAllWords, AccuracyWords } from "./accuracyEn.ts";
import { fill } from "./fill.ts";

// An error band in words: how far the estimate may be, from how many published cases, and what
// regime of the plan no case covers.

const coveragePercent = (): string => `${formatNumber(errorBandCoverage * percent)}%`;

/** "6 published cases", "1 published case". */
export const casesText = (cases: number, words: AccuracyWords): string =>
  fill(cases === 1 ? words.cases.one : words.cases.other, { count: cases });

/** "±18% · 6 published cases": a result's hint. */
export const bandText = (band: ErrorBand, words: AccuracyWords): string =>
  fill(words.band, { band: formatBand(band.fraction), cases: casesText(band.cases, words) });

/** "±18% (80% of 6 published cases)": a report's row. */
export const bandLongText = (band: ErrorBand, words: AccuracyAllWords): string =>
  fill(words.bandLong, {
    band: formatBand(band.fraction),
    coverage: coveragePercent(),
    cases: casesText(band.cases, words),
  });

/** An export's row label for a phase's band: "t1 estimate error (80% of 6 published cases)". */
export const bandLabelText = (label: string, band: ErrorBand, words: AccuracyAllWords): string =>
  fill(words.labelOf, { label, coverage: coveragePercent(), cases: casesText(band.cases, words) });

/** What the band means, in a sentence: a tooltip. */
export const bandHintText = (band: ErrorBand, words: AccuracyWords): string =>
  fill(words.bandHint, {
    band: formatBand(band.fraction),
    coverage: coveragePercent(),
    cases: casesText(band.cases, words),
  });

/** A band built from both phases' (throughput, the ratio): "±31% (from the t1 and ITL bands)". */
export const derivedBandText = (fraction: number, words: AccuracyWords): string =>
  fill(words.bandDerived, { band: formatBand(fraction) });

/** What no published case covers, or "" when every feature is covered. */
export const uncoveredText = (
  uncovered: readonly UncoveredFeature[],
  words: AccuracyWords,
): string => uncovered.map((feature) => words.uncovered[feature]).join(words.join);

/** The legend's name for a line's band: "Estimate error (±18%)", or its range over the points. */
export const curveBandLegend = (
  fractions: readonly number[],
  words: AccuracyAllWords,
): string | undefined => {
  if (fractions.length === 0) return undefined;
  const low = formatBand(Math.min(...fractions));
  const high = formatBand(Math.max(...fractions));
  return fill(words.curveLegend, { band: low === high ? low : `${low}–${high.slice(1)}` });
};

/** The note under a chart with a band: what the shading means. */
export const curveBandNote = (words: AccuracyAllWords): string =>
  fill(words.curveNote, { coverage: coveragePercent() });

/** A curve point's hover line: "Estimate error: y ±18% (80% of published cases lay within it)". */
export const curvePointBandText = (fraction: number, words: AccuracyAllWords): string =>
  fill(words.curvePoint, { band: formatBand(fraction), coverage: coveragePercent() });

/** One entry of a plan's accuracy: a phase's band, what no case covers, or a derived band. */
export type AccuracyItem =
  | { kind: "band"; label: string; band: ErrorBand }
  | { kind: "uncovered"; label: string; uncovered: readonly UncoveredFeature[] }
  | { kind: "derived"; label: string; fraction: number };

/**
 * A plan's accuracy in the order every report lists it: each estimated phase's band and what no
 * case covers there, then the bands the throughput and the ratio inherit. Empty when no step time
 * is an estimate.
 */
export const accuracyItems = (accuracy: PlanAccuracy, words: AccuracyAllWords): AccuracyItem[] => {
  const { labels } = words;
  const phase = (which: "prefill" | "decode"): AccuracyItem[] => {
    const band = accuracy[which];
    if (band === null) return [];
    const prefill = which === "prefill";
    const label = prefill ? labels.prefill : labels.decode;
    return [
      { kind: "band", label, band },
      ...(band.uncovered.length > 0
        ? [
            {
              kind: "uncovered" as const,
              label: prefill ? labels.prefillExtrapolated : labels.decodeExtrapolated,
              uncovered: band.uncovered,
            },
          ]
        : []),
    ];
  };
  const derived = (label: string, fraction: number | null): AccuracyItem[] =>
    fraction === null ? [] : [{ kind: "derived", label, fraction }];
  return [
    ...phase("prefill"),
    ...phase("decode"),
    ...derived(labels.throughput, accuracy.throughput),
    ...derived(labels.ratio, accuracy.ratio),
  ];
};

/** Each entry as its label and words: "±18% (80% of 6 published cases)". */
export const accuracyLabelled = (
  accuracy: PlanAccuracy,
  words: AccuracyAllWords,
): { label: string; value: string }[] =>
  accuracyItems(accuracy, words).map((item) => ({
    label: item.label,
    value:
      item.kind === "band"
        ? bandLongText(item.band, words)
        : item.kind === "uncovered"
          ? uncoveredText(item.uncovered, words)
          : derivedBandText(item.fraction, words),
  }));

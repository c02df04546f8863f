import type { PlanResult } from "../../model/index.ts";
import { percent } from "../../model/index.ts";
import {
  bandLabelText,
  fill,
  type ReportWords,
  reportEn,
  uncoveredText,
} from "../../text/index.ts";
import { type MetricRow, metricRow } from "./metricRow.ts";

// How far the roofline estimates may be, as export rows: each phase's band (in percent, unit
// "±%") labelled with the published cases it was read from, what no case covers, and the bands
// the throughput and the ratio inherit. None when no step time is an estimate.

/** The unit of a band's row: its value is the half-width in percent. */
export const bandUnit = "±%";

export const accuracyRows = (result: PlanResult, words: ReportWords = reportEn): MetricRow[] => {
  const { accuracy } = result;
  const w = words.accuracy;
  const phase = (which: "prefill" | "decode"): MetricRow[] => {
    const band = accuracy[which];
    if (band === null) return [];
    const label = which === "prefill" ? w.labels.prefill : w.labels.decode;
    const extrapolated =
      which === "prefill" ? w.labels.prefillExtrapolated : w.labels.decodeExtrapolated;
    return [
      metricRow("accuracy", bandLabelText(label, band, w), band.fraction * percent, bandUnit),
      ...(band.uncovered.length > 0
        ? [metricRow("accuracy", extrapolated, uncoveredText(band.uncovered, w))]
        : []),
    ];
  };
  const derived = (label: string, fraction: number | null): MetricRow[] =>
    fraction === null
      ? []
      : [metricRow("accuracy", fill(w.labelDerived, { label }), fraction * percent, bandUnit)];
  return [
    ...phase("prefill"),
    ...phase("decode"),
    ...derived(w.labels.throughput, accuracy.throughput),
    ...derived(w.labels.ratio, accuracy.ratio),
  ];
};

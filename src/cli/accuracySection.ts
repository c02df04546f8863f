import type { PlanResult } from "../model/index.ts";
import { bandLongText, derivedBandText, type SolveWords, uncoveredText } from "../text/index.ts";
import type { Row, RowOf, Section } from "./rowMaker.ts";

// How far the roofline estimates may be: each phase's band with the published cases it was read
// from, what no case covers, and the bands the throughput and the ratio inherit. Absent when no
// step time is an estimate.

export const accuracySection = (
  result: PlanResult,
  row: RowOf,
  words: SolveWords,
): Section | null => {
  const { accuracy } = result;
  const w = words.accuracy;
  const phase = (which: "prefill" | "decode"): Row[] => {
    const band = accuracy[which];
    if (band === null) return [];
    const label = which === "prefill" ? w.labels.prefill : w.labels.decode;
    const extrapolated =
      which === "prefill" ? w.labels.prefillExtrapolated : w.labels.decodeExtrapolated;
    return [
      row(label, bandLongText(band, w)),
      ...(band.uncovered.length > 0 ? [row(extrapolated, uncoveredText(band.uncovered, w))] : []),
    ];
  };
  const derived = (label: string, fraction: number | null): Row[] =>
    fraction === null ? [] : [row(label, derivedBandText(fraction, w))];
  const rows = [
    ...phase("prefill"),
    ...phase("decode"),
    ...derived(w.labels.throughput, accuracy.throughput),
    ...derived(w.labels.ratio, accuracy.ratio),
  ];
  return rows.length === 0 ? null : { title: w.section, rows };
};

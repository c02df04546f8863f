// English words for how far an estimate may be from the truth: the error band of a roofline step
// time, read from the published cases (docs/validation.md), and what no case covers. Shared by the
// results, the command line's report and the exports; accuracyZh.ts has the same keys.

export const accuracyEn = {
  cases: { one: "1 published case", other: "{count} published cases" },
  /** In a result's hint: "±18% · 6 published cases". */
  band: "{band} · {cases}",
  /** A band built from both phases' bands (throughput, the ratio). */
  bandDerived: "{band} (from the t1 and ITL bands)",
  bandHint:
    "The truth lay within {band} of the roofline estimate in at least {coverage} of the {cases} it was checked against.",
  throughputHint:
    "Estimate error: these figures rest on roofline step times, whose bands this weighs by each side's nodes.",
  ratioHint:
    "Estimate error: the ratio moves with t1 / ITL, so it pairs every published t1 error with every ITL error, as if the two erred independently.",
  extrapolated: "extrapolated",
  uncovered: {
    gpu: "no published case on this GPU",
    moe: "no published case of this model kind (dense or MoE)",
    weightFormat: "no published case with this weight format",
    specDecode: "no published case with draft tokens",
    size: "no published case at this batch size",
    pipeline: "no published case with pipeline parallelism",
    ownFactors: "the published cases were priced with the default efficiency factors, not these",
    eager: "no published case runs without CUDA graphs",
  },
  join: "; ",
};

/** Words only the reports, the exports and the curves use, which load after the page. */
export const accuracyReportEn = {
  /** In a report's row: "±18% (80% of 6 published cases)". */
  bandLong: "{band} ({coverage} of {cases})",
  /** An export's row label, its value the band: "t1 estimate error (80% of 6 published cases)". */
  labelOf: "{label} ({coverage} of {cases})",
  labelDerived: "{label} (from the t1 and ITL bands)",
  section: "Estimate accuracy",
  labels: {
    prefill: "t1 estimate error",
    decode: "ITL estimate error",
    throughput: "Throughput estimate error",
    ratio: "Balanced x / y estimate error",
    prefillExtrapolated: "t1 extrapolated",
    decodeExtrapolated: "ITL extrapolated",
  },
  /** Curves: the shaded band's legend entry and a point's hover line. */
  curveLegend: "Estimate error ({band})",
  curvePoint: "Estimate error: y {band} (at least {coverage} of published cases lay within it)",
  curveNote:
    "The shaded band around the line is the estimate's error on the y axis: the published figure lay within it in at least {coverage} of the cases. The x axis rests on the same step times and may be off as well.",
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type AccuracyWords = Shape<typeof accuracyEn>;
export type AccuracyReportWords = Shape<typeof accuracyReportEn>;
/** Everything a report or an export reads. */
export type AccuracyAllWords = AccuracyWords & AccuracyReportWords;

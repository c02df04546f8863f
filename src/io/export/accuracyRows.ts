import type { PlanResult } from "../../model/index.ts";
import { percent } from "../../model/index.ts";
import {
  accuracyItems,
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
  const w = words.accuracy;
  return accuracyItems(result.accuracy, w).map((item) =>
    item.kind === "band"
      ? metricRow(
          "accuracy",
          bandLabelText(item.label, item.band, w),
          item.band.fraction * percent,
          bandUnit,
        )
      : item.kind === "uncovered"
        ? metricRow("accuracy", item.label, uncoveredText(item.uncovered, w))
        : metricRow(
            "accuracy",
            fill(w.labelDerived, { label: item.label }),
            item.fraction * percent,
            bandUnit,
          ),
  );
};

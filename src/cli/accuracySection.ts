import type { PlanResult } from "../model/index.ts";
import { accuracyLabelled, type SolveWords } from "../text/index.ts";
import type { RowOf, Section } from "./rowMaker.ts";

// How far the roofline estimates may be: each phase's band with the published cases it was read
// from, what no case covers, and the bands the throughput and the ratio inherit. Absent when no
// step time is an estimate.

export const accuracySection = (
  result: PlanResult,
  row: RowOf,
  words: SolveWords,
): Section | null => {
  const rows = accuracyLabelled(result.accuracy, words.accuracy).map(({ label, value }) =>
    row(label, value),
  );
  return rows.length === 0 ? null : { title: words.accuracy.section, rows };
};

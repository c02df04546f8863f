import { type Accessor, createMemo, createSignal } from "solid-js";
import { expectedPercentiles } from "../../io/index.ts";
import type { AnalyzeOptions, CalibrationStatistic, GoodputSlo, Plan } from "../../model/index.ts";
import { type PercentilesParse, parsePercentiles } from "./parsePercentiles.ts";

export const sloMetrics = ["ttft", "tpot", "e2el"] as const;
export type SloMetric = (typeof sloMetrics)[number];

const sloKey = { ttft: "ttftMs", tpot: "tpotMs", e2el: "e2elMs" } as const;

export interface AnalysisOptionsState {
  percentText: Accessor<string>;
  setPercentText: (text: string) => void;
  percentParse: Accessor<PercentilesParse>;
  /** The last valid percentiles: an invalid field keeps showing these. */
  percentiles: Accessor<number[]>;
  sloText: (metric: SloMetric) => string;
  setSloText: (metric: SloMetric, text: string) => void;
  sloInvalid: (metric: SloMetric) => boolean;
  goodput: Accessor<GoodputSlo>;
  /**
   * What the store analyzes with: the percentiles shown, a percentile the calibration asks for,
   * and those the Deploy tab compares a run's requests with (P90, P99).
   */
  options: Accessor<AnalyzeOptions>;
}

const sloValue = (text: string): number | undefined | null => {
  if (text.trim() === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : null;
};

/** The options above the table: derived from what was typed, never synced by effects. */
export const createAnalysisOptions = (
  planSlo: Accessor<Plan["slo"]>,
  statistic: Accessor<CalibrationStatistic | null>,
): AnalysisOptionsState => {
  const [percentText, setPercentText] = createSignal("99");
  const percentParse = createMemo(() => parsePercentiles(percentText()));
  const percentiles = createMemo<number[]>(
    (previous) => {
      const parsed = percentParse();
      return parsed.ok ? parsed.values : previous;
    },
    [99],
  );
  // An untouched SLO field follows the plan's SLO.
  const [edited, setEdited] = createSignal<Partial<Record<SloMetric, string>>>({});
  const sloText = (metric: SloMetric) => {
    const typed = edited()[metric];
    if (typed !== undefined) return typed;
    const fromPlan = planSlo()[sloKey[metric]];
    return fromPlan === undefined ? "" : String(fromPlan);
  };
  const goodput = createMemo<GoodputSlo>((previous) => {
    const next: GoodputSlo = {};
    for (const metric of sloMetrics) {
      const value = sloValue(sloText(metric));
      const kept = value === null ? previous[sloKey[metric]] : value;
      if (kept !== undefined) next[sloKey[metric]] = kept;
    }
    return next;
  }, {});
  const options = createMemo<AnalyzeOptions>(
    () => {
      const chosen = statistic();
      const extra = chosen !== null && typeof chosen === "object" ? [chosen.percentile] : [];
      const all = [...new Set([...percentiles(), ...extra])].sort((a, b) => a - b);
      const slo = goodput();
      const base = { percentiles: all, alsoComputed: expectedPercentiles };
      return Object.keys(slo).length === 0 ? base : { ...base, goodput: { ...slo } };
    },
    { percentiles: [], alsoComputed: [] },
    { equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
  );
  return {
    percentText,
    setPercentText,
    percentParse,
    percentiles,
    sloText,
    setSloText: (metric, text) => setEdited((now) => ({ ...now, [metric]: text })),
    sloInvalid: (metric) => sloValue(sloText(metric)) === null,
    goodput,
    options,
  };
};

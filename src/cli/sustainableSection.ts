import { type EstimatedLatency, type PlanResult, slosJudged } from "../model/index.ts";
import { fill, type SolveWords } from "../text/index.ts";
import type { Row, RowOf, Section } from "./rowMaker.ts";
import { estimateMs, estimateWithUnit, percentText, withUnit } from "./valueText.ts";

// The load the plan sustains with every SLO met under queueing, beside the capacity above it.

const latencyText = (latency: EstimatedLatency, words: SolveWords, band: number | null): string => {
  const statistic = latency.statistic === "mean" ? words.phrases.mean : latency.statistic;
  return latency.targetMs === null
    ? fill(words.phrases.latencyThere, {
        value: estimateMs(latency.valueMs, band),
        statistic,
      })
    : fill(words.phrases.latencyThereSlo, {
        value: estimateMs(latency.valueMs, band),
        statistic,
        target: withUnit(latency.targetMs, "ms"),
      });
};

export const sustainableSection = (result: PlanResult, row: RowOf, words: SolveWords): Section => {
  const s = result.sustainable;
  const { labels: l, phrases: p } = words;
  // The sustainable load scales with the capacity, so it carries the throughput's band.
  const reqPerMin = (value: number) =>
    estimateWithUnit(value, "req/min", result.accuracy.throughput);
  const ms = (value: number) => ({ value: withUnit(value, "ms") });
  const waits = [
    ...(s.waits.routerMs > 0 ? [fill(p.routerWait, ms(s.waits.routerMs))] : []),
    fill(p.prefillWait, ms(s.waits.prefillQueueMs)),
    fill(p.decodeWait, ms(s.waits.decodeQueueMs)),
  ].join(p.join);
  // A plan that serves nothing has no load at which an SLO could hold: no attainment to state.
  const attainment: Row[] =
    s.attainment === null || !slosJudged(result)
      ? []
      : [row(l.attainmentThere, percentText(s.attainment))];
  return {
    title: words.sections.sustainable,
    rows: [
      row(
        l.sustainableRate,
        fill(p.ofCapacity, {
          rate: withUnit(s.requestsPerSecond, "req/s"),
          percent: percentText(s.loadFraction),
        }),
        "sustainable.requestsPerSecond",
      ),
      row(l.limitedBy, words.limitedBy[s.limitedBy]),
      row(l.sustainableQpm, reqPerMin(s.qpm)),
      row(l.sustainableQpmPerNode, reqPerMin(s.qpmPerNode)),
      row(l.sustainableQpmPerGpu, reqPerMin(s.qpmPerGpu)),
      row(
        l.busyThere,
        fill(p.busyPair, {
          prefill: percentText(s.utilization.prefill),
          decode: percentText(s.utilization.decode),
        }),
      ),
      row(l.ttftThere, latencyText(s.ttft, words, result.accuracy.throughput)),
      row(l.tpotThere, latencyText(s.tpot, words, result.accuracy.throughput)),
      row(l.e2elThere, latencyText(s.e2el, words, result.accuracy.throughput)),
      row(l.waitsThere, waits),
      ...attainment,
    ],
  };
};

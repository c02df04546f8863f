import { formatDisplay as f, type PlanResult } from "../model/index.ts";
import { fill, type SolveWords } from "../text/index.ts";
import type { RowOf, Section } from "./rowMaker.ts";
import {
  estimateNumber,
  estimateText,
  estimateWithUnit,
  percentText,
  withUnit,
} from "./valueText.ts";

// Sections on how much the fleet serves: allocation, ratio, rates, throughput, utilization.

const pairText = (pair: { prefillInstances: number; decodeInstances: number }): string =>
  `${f(pair.prefillInstances)} : ${f(pair.decodeInstances)}`;

export const capacitySections = (result: PlanResult, row: RowOf, words: SolveWords): Section[] => {
  const { allocation: a, ratio, rates, throughput: t, utilization } = result;
  const { labels: l, phrases: p, sections: s } = words;
  // Throughput rests on the step times: an estimated one carries their band.
  const { accuracy } = result;
  const reqPerMin = (value: number) => estimateWithUnit(value, "req/min", accuracy.throughput);
  const tokPerSec = (value: number) => estimateWithUnit(value, "tok/s", accuracy.throughput);
  const perSecond = (value: number, phase: "prefill" | "decode") =>
    estimateWithUnit(value, "req/s", accuracy[phase]?.fraction ?? null);
  const onNodes = (count: number, nodes: number) =>
    fill(p.instancesOnNodes, { count: f(count), nodes: withUnit(nodes, "nodes") });
  return [
    {
      title: s.allocation,
      rows: [
        row(l.mode, a.mode),
        row(
          l.prefillInstances,
          onNodes(a.prefillInstances, a.prefillNodes),
          "allocation.prefillInstances",
        ),
        row(l.decodeInstances, onNodes(a.decodeInstances, a.decodeNodes)),
        row(l.nodes, withUnit(a.totalNodes, "nodes"), "allocation.totalNodes"),
        row(l.gpus, withUnit(a.totalGpus, "GPUs")),
      ],
    },
    {
      title: s.ratio,
      rows: [
        row(
          l.balancedXY,
          estimateText(ratio.prefillPerDecode, accuracy.ratio),
          "ratio.prefillPerDecode",
        ),
        row(
          l.balancedYX,
          estimateText(ratio.decodePerPrefill, accuracy.ratio),
          "ratio.decodePerPrefill",
        ),
        row(l.exactPair, ratio.exact ? pairText(ratio.exact) : p.noExactPair),
        row(
          l.nearestPair,
          ratio.nearest
            ? fill(p.nearest, {
                pair: pairText(ratio.nearest),
                percent: percentText(ratio.nearest.relativeError),
              })
            : p.none,
        ),
      ],
    },
    {
      title: s.rates,
      rows: [
        row(
          l.prefillRate,
          perSecond(rates.prefillRequestsPerSecond, "prefill"),
          "rates.prefillRequestsPerSecond",
        ),
        row(
          l.decodeRate,
          perSecond(rates.decodeRequestsPerSecond, "decode"),
          "rates.decodeRequestsPerSecond",
        ),
        row(
          l.prefillLoops,
          estimateNumber(rates.prefillLoops, accuracy.ratio),
          "rates.prefillLoops",
        ),
      ],
    },
    {
      title: s.throughput,
      rows: [
        row(
          l.requestsPerSecond,
          estimateWithUnit(t.requestsPerSecond, "req/s", accuracy.throughput),
          "throughput.requestsPerSecond",
        ),
        row(l.qpm, reqPerMin(t.qpm), "throughput.qpm"),
        row(l.qpmPerNode, reqPerMin(t.qpmPerNode), "throughput.qpmPerNode"),
        row(l.qpmPerGpu, reqPerMin(t.qpmPerGpu), "throughput.qpmPerGpu"),
        row(l.inputTps, tokPerSec(t.inputTokensPerSecond), "throughput.inputTokensPerSecond"),
        row(l.outputTps, tokPerSec(t.outputTokensPerSecond), "throughput.outputTokensPerSecond"),
        row(
          l.inputPerPrefillNode,
          tokPerSec(t.inputTokensPerSecondPerPrefillNode),
          "throughput.inputTokensPerSecondPerPrefillNode",
        ),
        row(
          l.outputPerDecodeNode,
          tokPerSec(t.outputTokensPerSecondPerDecodeNode),
          "throughput.outputTokensPerSecondPerDecodeNode",
        ),
        row(
          l.inputPerGpu,
          tokPerSec(t.inputTokensPerSecondPerGpu),
          "throughput.inputTokensPerSecondPerGpu",
        ),
        row(
          l.outputPerGpu,
          tokPerSec(t.outputTokensPerSecondPerGpu),
          "throughput.outputTokensPerSecondPerGpu",
        ),
        row(
          l.totalPerGpu,
          tokPerSec(t.totalTokensPerSecondPerGpu),
          "throughput.totalTokensPerSecondPerGpu",
        ),
      ],
    },
    {
      title: s.utilization,
      rows: [
        row(l.prefillBusy, percentText(utilization.prefill), "utilization.prefill"),
        row(l.decodeBusy, percentText(utilization.decode), "utilization.decode"),
        row(l.bottleneck, words.bottleneck[result.bottleneck]),
      ],
    },
  ];
};

import { formatDisplay as f, type PlanResult } from "../model/index.ts";
import type { RowOf, Section } from "./rowMaker.ts";
import { percentText, withUnit } from "./valueText.ts";

// Sections on how much the fleet serves: allocation, ratio, rates, throughput, utilization.

const pairText = (pair: { prefillInstances: number; decodeInstances: number }): string =>
  `${f(pair.prefillInstances)} : ${f(pair.decodeInstances)}`;

export const capacitySections = (result: PlanResult, row: RowOf): Section[] => {
  const { allocation: a, ratio, rates, throughput: t, utilization } = result;
  const reqPerMin = (value: number) => withUnit(value, "req/min");
  const tokPerSec = (value: number) => withUnit(value, "tok/s");
  return [
    {
      title: "Allocation",
      rows: [
        row("Mode", a.mode),
        row(
          "Prefill instances x",
          `${f(a.prefillInstances)} (${withUnit(a.prefillNodes, "nodes")})`,
          "allocation.prefillInstances",
        ),
        row("Decode instances y", `${f(a.decodeInstances)} (${withUnit(a.decodeNodes, "nodes")})`),
        row("Nodes", withUnit(a.totalNodes, "nodes"), "allocation.totalNodes"),
        row("GPUs", withUnit(a.totalGpus, "GPUs")),
      ],
    },
    {
      title: "Ratio",
      rows: [
        row("Balanced x / y", f(ratio.prefillPerDecode), "ratio.prefillPerDecode"),
        row("Balanced y / x", f(ratio.decodePerPrefill), "ratio.decodePerPrefill"),
        row("Exact pair x : y", ratio.exact ? pairText(ratio.exact) : "none with y ≤ 100"),
        row(
          "Nearest pair x : y (within 2%)",
          ratio.nearest
            ? `${pairText(ratio.nearest)} (${percentText(ratio.nearest.relativeError)} off)`
            : "none",
        ),
      ],
    },
    {
      title: "Rates per instance",
      rows: [
        row(
          "r_p, one prefill instance",
          withUnit(rates.prefillRequestsPerSecond, "req/s"),
          "rates.prefillRequestsPerSecond",
        ),
        row(
          "r_d, one decode instance",
          withUnit(rates.decodeRequestsPerSecond, "req/s"),
          "rates.decodeRequestsPerSecond",
        ),
        row("p_loop, prefill batches per decode", f(rates.prefillLoops), "rates.prefillLoops"),
      ],
    },
    {
      title: "Throughput",
      rows: [
        row(
          "Requests per second λ",
          withUnit(t.requestsPerSecond, "req/s"),
          "throughput.requestsPerSecond",
        ),
        row("QPM", reqPerMin(t.qpm), "throughput.qpm"),
        row("QPM per node", reqPerMin(t.qpmPerNode), "throughput.qpmPerNode"),
        row("QPM per GPU", reqPerMin(t.qpmPerGpu), "throughput.qpmPerGpu"),
        row("Input tokens/s", tokPerSec(t.inputTokensPerSecond), "throughput.inputTokensPerSecond"),
        row(
          "Output tokens/s",
          tokPerSec(t.outputTokensPerSecond),
          "throughput.outputTokensPerSecond",
        ),
        row(
          "Input tokens/s per prefill node",
          tokPerSec(t.inputTokensPerSecondPerPrefillNode),
          "throughput.inputTokensPerSecondPerPrefillNode",
        ),
        row(
          "Output tokens/s per decode node",
          tokPerSec(t.outputTokensPerSecondPerDecodeNode),
          "throughput.outputTokensPerSecondPerDecodeNode",
        ),
        row(
          "Input tokens/s per GPU",
          tokPerSec(t.inputTokensPerSecondPerGpu),
          "throughput.inputTokensPerSecondPerGpu",
        ),
        row(
          "Output tokens/s per GPU",
          tokPerSec(t.outputTokensPerSecondPerGpu),
          "throughput.outputTokensPerSecondPerGpu",
        ),
        row(
          "Total tokens/s per GPU",
          tokPerSec(t.totalTokensPerSecondPerGpu),
          "throughput.totalTokensPerSecondPerGpu",
        ),
      ],
    },
    {
      title: "Utilization",
      rows: [
        row("Prefill busy", percentText(utilization.prefill), "utilization.prefill"),
        row("Decode busy", percentText(utilization.decode), "utilization.decode"),
        row("Bottleneck", result.bottleneck),
      ],
    },
  ];
};

import type { AggregatedComparison, OptimizeNote } from "../../model/index.ts";
import { fill } from "../fill.ts";
import type { Language } from "../language.ts";

// The words of the optimizer's notes and of its aggregated-versus-disaggregated verdict, which the
// page and the command line both show. The search returns codes and numbers only.

export interface OptimizeNoteWords {
  aggregatedBetter: string;
  aggregatedWorse: string;
  /** Within half a percent either way: the ratio would print as 1×, which names no winner. */
  aggregatedEven: string;
  aggregatedNone: string;
  /** The phases a note names ("prefill", "decode", "prefill and decode"). */
  phases: Record<string, string>;
  notes: Record<OptimizeNote["code"], string>;
  /** Allocation modes by their plan value. */
  modes: Record<string, string>;
}

const en: OptimizeNoteWords = {
  aggregatedBetter:
    "Disaggregated is {ratio}× better per node: {disaggregated} vs {aggregated} QPM per node served aggregated, both at capacity (decode batch {batch}, TTFT {ttft} ms, TPOT {tpot} ms).",
  aggregatedWorse:
    "Disaggregated is {ratio}× as good per node, so aggregated serving wins here: {disaggregated} vs {aggregated} QPM per node, both at capacity (decode batch {batch}, TTFT {ttft} ms, TPOT {tpot} ms).",
  aggregatedEven:
    "Disaggregated and aggregated serving are even per node: {disaggregated} vs {aggregated} QPM per node, both at capacity (decode batch {batch}, TTFT {ttft} ms, TPOT {tpot} ms).",
  aggregatedNone:
    "No aggregated operating point meets the SLOs on these GPUs; only disaggregated serving does.",
  phases: {
    prefill: "prefill",
    decode: "decode",
    "prefill and decode": "prefill and decode",
  },
  notes: {
    constantSource:
      "The {phases} time is an entered constant, so a batch change cannot change it: batches are tried only up to the plan's own and the search mostly explores x, y and nodes. Choose a profile or roofline source for a meaningful search.",
    layoutFixed:
      "The {phases} instances keep the plan's nodes and engines: their times were entered or measured on that layout; only a roofline estimate follows a layout.",
    budgetFromMode:
      "The plan's {mode} allocation becomes a budget of the {totalNodes} nodes it uses now, so candidates compete on the same nodes.",
    weightsDoNotFit:
      "{layouts} instance layouts were left out: the model's weights do not fit on their GPUs.",
    latencyInputsInvalid:
      "Fix the plan's latency inputs first ({field}); the search needs them to estimate step times.",
    noFeasible:
      "No configuration in the search meets every SLO and limit: relax an SLO, raise an engine limit or add nodes.",
    currentIsBest: "The plan's own settings are the best the search found.",
  },
  modes: {
    ratio: "ratio",
    nodeBudget: "node budget",
    targetQpm: "target QPM",
    fixed: "fixed",
  },
};

const zh: OptimizeNoteWords = {
  aggregatedBetter:
    "分离式每节点性能是聚合式的 {ratio} 倍：满载时每节点 {disaggregated} QPM，聚合式为 {aggregated} QPM（decode 批大小 {batch}，TTFT {ttft} 毫秒，TPOT {tpot} 毫秒）。",
  aggregatedWorse:
    "分离式每节点性能只有聚合式的 {ratio} 倍，此处聚合式更优：满载时每节点 {disaggregated} QPM，聚合式为 {aggregated} QPM（decode 批大小 {batch}，TTFT {ttft} 毫秒，TPOT {tpot} 毫秒）。",
  aggregatedEven:
    "分离式与聚合式每节点性能持平：满载时每节点 {disaggregated} QPM，聚合式为 {aggregated} QPM（decode 批大小 {batch}，TTFT {ttft} 毫秒，TPOT {tpot} 毫秒）。",
  aggregatedNone: "在这些 GPU 上没有满足 SLO 的聚合式工作点，只有分离式可以满足。",
  phases: { prefill: "prefill", decode: "decode", "prefill and decode": "prefill 与 decode" },
  notes: {
    constantSource:
      "{phases} 时间是输入的常数，改变批大小不会改变它：批大小只搜索到方案自身的值，搜索主要探索 x、y 与节点。请选择实测曲线或 roofline 来源，搜索才有意义。",
    layoutFixed:
      "{phases} 实例保持方案的节点数与引擎数：其时间是在该布局下输入或实测的；只有 roofline 估算会随布局变化。",
    budgetFromMode:
      "方案的“{mode}”分配改为以当前使用的 {totalNodes} 个节点为预算，使各候选在相同节点数下比较。",
    weightsDoNotFit: "有 {layouts} 种实例布局被排除：模型权重放不进其 GPU。",
    latencyInputsInvalid: "请先修正方案的延迟输入（{field}）；搜索需要它们来估算每步时间。",
    noFeasible: "搜索中没有配置能满足所有 SLO 与限制：请放宽某项 SLO、提高引擎限制或增加节点。",
    currentIsBest: "方案自身的设置就是搜索找到的最佳配置。",
  },
  modes: { ratio: "比例", nodeBudget: "节点预算", targetQpm: "目标 QPM", fixed: "固定" },
};

export const optimizeNoteWords: Record<Language, OptimizeNoteWords> = { en, zh };

/** One note in words. */
export const optimizeNoteText = (note: OptimizeNote, words: OptimizeNoteWords): string =>
  fill(words.notes[note.code], {
    ...note.params,
    phases: words.phases[String(note.params.phases)] ?? String(note.params.phases ?? ""),
    mode: words.modes[String(note.params.mode)] ?? String(note.params.mode ?? ""),
  });

const twoDecimals = (value: number): number => Math.round(value * 100) / 100;

/** "Disaggregated is N× better per node …", or that no aggregated point meets the SLOs. */
export const aggregatedVerdict = (
  comparison: AggregatedComparison,
  words: OptimizeNoteWords,
): string => {
  const { best, ratio, disaggregatedQpmPerNode } = comparison;
  if (!best || ratio === null) return words.aggregatedNone;
  const shown = twoDecimals(ratio);
  const sentence =
    shown === 1
      ? words.aggregatedEven
      : ratio >= 1
        ? words.aggregatedBetter
        : words.aggregatedWorse;
  return fill(sentence, {
    ratio: shown,
    disaggregated: disaggregatedQpmPerNode,
    aggregated: best.qpmPerNode,
    batch: best.batch,
    ttft: best.ttftMs,
    tpot: best.tpotMs,
  });
};

import type { SizesNoteCode, SizesRule } from "../../../io/index.ts";
import { useI18n } from "../../i18n/i18n.tsx";

// The request-size importer's strings; zh mirrors en key for key.

const en = {
  choose: "Import a run or trace…",
  replace: "Import another file…",
  drop: "or drop it here",
  formats:
    "A vllm bench serve --save-result --save-detailed JSON (SGLang bench_serving with --output-details too) or a Mooncake-style JSONL trace (input_length, output_length). Read in this browser, never uploaded.",
  reading: "Reading {name}…",
  none: "No sizes imported yet: the simulation needs them for this choice.",
  summary: "{requests} requests · mean {input} in / {output} out tokens",
  useMeans: "Set the workload to these means",
  meansMatch: "The workload's input and output tokens are these means.",
  meansDiffer:
    "The workload says {input} in / {output} out: the estimate uses those, the simulation these sizes.",
  failed: "{name} could not be used; the sizes above are kept:",
  wholeFile: "Whole file",
  line: "Line {line}",
  placeEnd: ": ",
  problems: {
    empty: "The file is empty.",
    binary: "Not a text file: it holds binary bytes.",
    syntax: "Not valid JSON: {reason}.",
    yamlSyntax: "Not valid YAML: {reason}.",
    unknownFormat: "Not a benchmark result or trace this planner reads.",
    type: "Expected {expected}, got {got}.",
    length: "Has {got} entries where the other per-request arrays have {expected}.",
    value: "Not a token count from 1 to 10,000,000.",
    prometheusLine: "A /metrics scrape has no per-request sizes.",
    nothingToUse: "Nothing here to use.",
    tooLarge: "Longer than {limit} characters: take part of it first.",
    fileTooLarge: "The file is {got}; the limit is {limit}. Take part of it first.",
    keptFull: "Not added: the files kept would pass {limit}.",
    tooMany: "More than {limit} results or lines: the rest of the file was not read.",
    unreadable: "The file could not be read (moved, deleted, or permission lost).",
    readerFailed: "Could not be read ({reason}).",
    noPerRequestSizes:
      "This result has no per-request lengths: run vllm bench serve with --save-detailed.",
    noRequests: "No request with input and output tokens.",
    moreProblems: "And {count} more problems from this line on.",
  } satisfies Record<SizesRule, string>,
  notes: {
    sampled: "Kept {kept} of {requests} requests, at an even stride.",
    longLinesSkipped: "Left out {count} lines longer than {limit} characters.",
    lineLimit: "Read the first {limit} lines only.",
    failedSkipped: "Left out {count} failed requests.",
    runsCombined: "Pooled the requests of {count} runs.",
    runsWithoutSizes: "Left out {count} runs without per-request data.",
    requestedOutputLens:
      "Output lengths may be the requested ones: this SGLang backend counts no generated tokens.",
    unsorted: "Arrival times were out of order.",
    noArrival: "The file gives no arrival rate.",
  } satisfies Record<SizesNoteCode, string>,
};

export type SizesText = typeof en;

const zh: SizesText = {
  choose: "导入压测结果或 trace…",
  replace: "导入另一个文件…",
  drop: "或拖放到这里",
  formats:
    "vllm bench serve --save-result --save-detailed 的 JSON（也可用 SGLang bench_serving 加 --output-details），或 Mooncake 格式的 JSONL trace（input_length、output_length）。文件只在本浏览器中读取，不会上传。",
  reading: "正在读取 {name}…",
  none: "尚未导入请求长度：选择此项时仿真需要它们。",
  summary: "{requests} 个请求 · 平均输入 {input} / 输出 {output} token",
  useMeans: "把负载设为这些平均值",
  meansMatch: "负载的输入、输出 token 数就是这些平均值。",
  meansDiffer: "负载填的是输入 {input} / 输出 {output}：估算按负载计，仿真按这些长度计。",
  failed: "{name} 无法使用，保留上面的长度：",
  wholeFile: "整个文件",
  line: "第 {line} 行",
  placeEnd: "：",
  problems: {
    empty: "文件为空。",
    binary: "不是文本文件：其中含有二进制字节。",
    syntax: "不是有效的 JSON：{reason}。",
    yamlSyntax: "不是有效的 YAML：{reason}。",
    unknownFormat: "不是本工具能读取的压测结果或 trace。",
    type: "应为 {expected}，实际为 {got}。",
    length: "有 {got} 项，而其他逐请求数组有 {expected} 项。",
    value: "不是 1 到 10,000,000 之间的 token 数。",
    prometheusLine: "/metrics 抓取中没有逐请求的长度。",
    nothingToUse: "其中没有可用的内容。",
    tooLarge: "超过 {limit} 个字符：请先截取一部分。",
    fileTooLarge: "文件大小为 {got}，上限为 {limit}。请先截取一部分。",
    keptFull: "未添加：保留的文件将超过 {limit}。",
    tooMany: "超过 {limit} 个结果或行：文件其余部分未读取。",
    unreadable: "无法读取该文件（已移动、已删除或失去权限）。",
    readerFailed: "无法读取（{reason}）。",
    noPerRequestSizes: "该结果没有逐请求的长度：请用 --save-detailed 运行 vllm bench serve。",
    noRequests: "没有同时带输入和输出 token 数的请求。",
    moreProblems: "从这一行起还有 {count} 个问题。",
  },
  notes: {
    sampled: "按等间隔保留了 {requests} 个请求中的 {kept} 个。",
    longLinesSkipped: "略去了 {count} 行超过 {limit} 个字符的行。",
    lineLimit: "只读取了前 {limit} 行。",
    failedSkipped: "略去了 {count} 个失败的请求。",
    runsCombined: "合并了 {count} 次运行的请求。",
    runsWithoutSizes: "略去了 {count} 次没有逐请求数据的运行。",
    requestedOutputLens: "输出长度可能是请求时指定的长度：该 SGLang 后端不统计生成的 token。",
    unsorted: "到达时间没有按顺序排列。",
    noArrival: "文件中没有到达速率。",
  },
};

export const sizesTexts = { en, zh } as const;

/** The importer's strings in the app's current language. */
export const useSizesText = (): (() => SizesText) => {
  const { language } = useI18n();
  return () => sizesTexts[language()];
};

import type { RunNoteWords } from "./runNotesEn.ts";

// runNotesEn.ts in Chinese, key for key.

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const runNotesZh: Shape<RunNoteWords> = {
  detailHint: {
    vllm: "请用 --save-detailed 运行 vllm bench serve",
    sglang: "请用 --output-details 运行 bench_serving",
    aiperf: "AIPerf 把它写在 profile_export.jsonl 中，xPyD Planner 不读取该文件",
    genaiPerf: "GenAI-Perf 把它写在 profile_export.json 中，xPyD Planner 不读取该文件",
    prometheus: "/metrics 抓取只有直方图",
    guidellm: "GuideLLM 只保留请求的抽样，xPyD Planner 不读取",
    llmdReport: "Benchmark Report 只有汇总值",
    inferencePerf:
      "inference-perf 把它写在 per_request_lifecycle_metrics.json 中，xPyD Planner 不读取该文件",
  },
  missing: {
    heading: "文件无法提供的信息",
    percentileNotStated: "{keys}：文件中没有给出，也没有逐请求数据可以计算（{hint}）。",
    goodputNeedsRequests: "Goodput 和 SLO 达标率需要逐请求数据（{hint}）。",
    goodputNeedsSlo: "Goodput 需要至少设置一个 SLO（{where}）。",
    attainmentNeedsRequests: "SLO 达标率需要逐请求数据（{hint}）。",
    tokensPerChunkNeedsRequests: "每块 token 数需要逐请求数据（{hint}）。",
    distributionNeedsRequests: "分布需要逐请求数据（{hint}）或 /metrics 抓取。",
    throughputNeedsDuration: "吞吐需要运行时长，而时长未知。",
    acceptanceUnknown: "没有测得接受长度。",
    unreproduced:
      "文件中 {metric} 的统计值与其逐请求数据算出的不一致：文件未给出的那些统计值为近似值。",
    notStreamed:
      "ITL 为 0 而每个请求有多个 token：服务端一次性返回，未流式输出，因此 TTFT 即整个请求的时间，TPOT 与 ITL 没有测到。",
  },
  notes: {
    goodputKeyWithColon: "旧版 vLLM 将 goodput 键写作“request_goodput:”，已按 goodput 读取。",
    noPerRequestData: "没有逐请求数据：只显示文件自带的汇总值（{hint}）。",
    sglangItlPerToken:
      "SGLang 把块间隔除以每块 token 数：它的 ITL 和峰值输出速率都是按 token 计的。",
    sglangOutputLenRequested: "SGLang 的输出长度是请求的长度，而不是实际生成的长度。",
    aiperfItlIsTpot: "AIPerf 的“inter token latency”是 TPOT（每 token），不是块间隔。",
    guidellmItlIsTpot: "GuideLLM 的“inter token latency”是 TPOT（每 token），不是块间隔。",
    guidellmItlWeighted:
      "GuideLLM 按各请求的 token 数加权汇总“inter token latency”；输出长度不一时，它既不是 vLLM 的 TPOT，也不是 ITL，因此不显示。",
    singleScrape:
      "单次抓取从服务器启动开始计数（包含预热）；请把前后两次抓取一起拖入，得到一次运行。",
    counterReset: "计数器 {family} 在两次抓取之间变小（重启了？），已从零读取。",
    serverSideTimes: "服务端时间：不含网络和 HTTP 时间，与客户端压测不同。",
    acceptanceFromServerGauge: "接受长度来自服务器的 gauge 指标。",
    completedDerived: "文件未给出成功请求数：由逐请求数组计数得到。",
    durationDerived: "文件未给出时长：按成功请求数 / 请求吞吐推得。",
    requestsStillRunning:
      "{count} 个请求已产生首个 token，但在后一次抓取时仍未结束；请在运行结束后再抓取以得到准确计数。",
    serverErrors: "{count} 个请求以服务端错误结束（error 或 abort）：不计为完成。",
  },
  sloWhere: { page: "在选项中设置", cli: "--goodput ttft:MS,tpot:MS,e2el:MS" },
  listSeparator: "、",
  approximateRebuilt: "近似值：文件未保存逐请求延迟，按 TTFT + 各块间隔重建",
};

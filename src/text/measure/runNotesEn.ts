// What a measured run's file says or lacks, in English: the Measurements tab and `analyze` both
// speak these sentences. runNotesZh.ts mirrors them key for key.

export const runNotesEn = {
  detailHint: {
    vllm: "run vllm bench serve with --save-detailed",
    sglang: "run bench_serving with --output-details",
    aiperf: "AIPerf writes it to profile_export.jsonl, which xPyD Planner does not read",
    genaiPerf: "GenAI-Perf writes it to profile_export.json, which xPyD Planner does not read",
    prometheus: "a /metrics scrape holds histograms only",
    guidellm: "GuideLLM keeps only a sample of requests, which xPyD Planner does not read",
    llmdReport: "a Benchmark Report holds aggregates only",
    inferencePerf:
      "inference-perf writes them to per_request_lifecycle_metrics.json, which xPyD Planner does not read",
  },
  missing: {
    heading: "What the files cannot tell",
    percentileNotStated:
      "{keys}: the file does not state them and has no per-request data to compute them ({hint}).",
    goodputNeedsRequests: "Goodput and SLO attainment need per-request data ({hint}).",
    goodputNeedsSlo: "Goodput needs at least one SLO ({where}).",
    attainmentNeedsRequests: "SLO attainment needs per-request data ({hint}).",
    tokensPerChunkNeedsRequests: "Tokens per chunk needs per-request data ({hint}).",
    distributionNeedsRequests: "Distributions need per-request data ({hint}) or a /metrics scrape.",
    throughputNeedsDuration: "Throughputs need the run's duration, which is not known.",
    acceptanceUnknown: "No acceptance length was measured.",
    unreproduced:
      "The file's {metric} statistics are not what its per-request data give: those it does not state are approximate.",
    notStreamed:
      "ITL is 0 with several tokens a request: the server answered in one piece, so TTFT is the whole request and TPOT and ITL were not measured.",
  },
  notes: {
    goodputKeyWithColon:
      "An older vLLM wrote the goodput key as “request_goodput:”; read as goodput.",
    noPerRequestData: "No per-request data: only the file's own aggregates are shown ({hint}).",
    sglangItlPerToken:
      "SGLang divides chunk gaps by tokens per chunk: its ITL and peak output rate are per token.",
    sglangOutputLenRequested:
      "SGLang's output lengths are the requested ones, not those generated.",
    aiperfItlIsTpot:
      "AIPerf's “inter token latency” is TPOT (per token), not the gap between chunks.",
    guidellmItlIsTpot:
      "GuideLLM's “inter token latency” is TPOT (per token), not the gap between chunks.",
    guidellmItlWeighted:
      "GuideLLM weights each request's “inter token latency” by its tokens; with outputs of different lengths that is neither vLLM's TPOT nor its ITL, so it is not shown.",
    singleScrape:
      "One scrape alone counts from the server's start (warm-up included); drop a before and an after scrape together for a run.",
    counterReset:
      "The counter {family} went down between the scrapes (a restart?); read from zero.",
    serverSideTimes: "Server-side times: no network or HTTP time, unlike a client benchmark.",
    acceptanceFromServerGauge: "The acceptance length comes from the server's gauge.",
    completedDerived:
      "The file states no count of successful requests: counted from its per-request arrays.",
    durationDerived:
      "The file states no duration: taken as successful requests / request throughput.",
    requestsStillRunning:
      "{count} requests had their first token but had not finished by the later scrape; scrape after the run ends for exact counts.",
    serverErrors:
      "{count} requests ended in a server error (error or abort): not counted as completed.",
  },
  // Where a goodput SLO is set, by where the sentence is read.
  sloWhere: { page: "set one in the options", cli: "--goodput ttft:MS,tpot:MS,e2el:MS" },
  // Between the statistics one sentence lists.
  listSeparator: ", ",
  approximateRebuilt:
    "approximate: rebuilt as TTFT + chunk gaps, as the file saves no per-request latency",
};

export type RunNoteWords = typeof runNotesEn;

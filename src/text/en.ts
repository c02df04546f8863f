import type { ProblemRule } from "../model/index.ts";
import { accuracyEn } from "./accuracyEn.ts";
import { fieldsEn } from "./fieldsEn.ts";
import { latencyEn } from "./latencyEn.ts";

// Every string the app shows, in English. zh.ts mirrors this shape key for key.
export const en = {
  languageName: "English",
  /** A "?" help's accessible name: what it explains, then the explanation. */
  helpLabel: "{name}: {help}",
  app: {
    title: "xPyD Planner",
    tagline: "Capacity planning for disaggregated prefill/decode LLM serving",
    tabs: { plan: "Plan", curves: "Curves", glossary: "Glossary" },
    language: "Language",
    theme: { label: "Theme", light: "Light", dark: "Dark", system: "System" },
    copyLink: "Copy link",
    copied: "Link copied",
    copyFailed: "Copy failed: select the address bar and copy it",
    skipToResults: "Skip to results",
    replaced: "The form now holds another plan.",
    undo: "Undo",
    dismiss: "Dismiss",
  },
  sections: {
    workload: "Workload and SLOs",
    hardware: "Hardware and cost",
    prefill: "Prefill instance (P)",
    decode: "Decode instance (D)",
    specDecode: "Speculative decoding",
    limits: "Engine and router limits",
    allocation: "Allocation",
    rateMatching: "Rate matching",
    load: "Load: arrivals, sizes, routing",
  },
  sectionHelp: {
    limits:
      "Empty means no limit. Engine limits apply per engine and multiply by the engines per instance; the router's cap is shared by all decode instances.",
    rateMatching: "Factors η that scale each instance's rate; 1 is the article's model.",
    specDecodeItl:
      "Enter the ITL you measured with speculative decoding on: TPOT = ITL / α. If your ITL is from plain decoding, say so below; a speculative step costs more than a plain one.",
  },
  fields: fieldsEn,
  choices: {
    itlMeasuredWith: { specDecode: "Speculative decoding on", plainDecode: "Plain decoding" },
    acceptanceInput: {
      label: "Enter speculation as",
      length: "Acceptance length α",
      positions: "Per-position acceptance p",
    },
    mode: {
      ratio: "Balanced ratio",
      nodeBudget: "Node budget",
      targetQpm: "Target QPM",
      fixed: "Fixed x and y",
    },
    modeHelp: {
      ratio: "The smallest whole x : y within 2% of the balanced ratio.",
      nodeBudget: "The x, y within N nodes that serve the most requests; ties go to fewer nodes.",
      targetQpm: "The fewest nodes whose x, y serve the target.",
      fixed: "Exactly the x and y you give.",
    },
    statistic: { mean: "Mean", p50: "P50", p90: "P90", p95: "P95", p99: "P99" },
    arrival: { poisson: "Poisson", gamma: "Gamma", constant: "Constant" },
    sizes: { mean: "Means", distribution: "Distribution", empirical: "From a file" },
    routing: { leastLoaded: "Least loaded", roundRobin: "Round robin" },
    flag: { on: "On", off: "Off" },
    ratePreset: {
      label: "Preset",
      article: "Article (1 / 1)",
      aiconfigurator: "AIConfigurator (0.9 / 0.92)",
    },
  },
  problems: {
    required: "is required",
    empty: "is empty: enter a number",
    notANumber: "must be a number",
    notWhole: "must be a whole number",
    atLeast: "must be at least {limit}",
    greaterThan: "must be greater than {limit}",
    atMost: "must be at most {limit}",
    oneOf: "must be one of {values}",
    unknownField: "is not a plan field",
    notObject: "must be an object",
    acceptanceEitherOr: "give the acceptance length or the per-position acceptance, not both",
    acceptanceAtMostDraftsPlusOne:
      "must be at most k + 1 = {maximum} (the drafts plus the bonus token)",
    acceptanceRequired: "is required when there are {draftTokens} draft tokens",
    requiredWith: "is required when the decode GPU-hour price is set",
    wholeGpus:
      "must give whole GPUs: times {gpusPerNode} GPUs per node it makes {gpus} (0.25 of an 8-GPU node is 2 GPUs)",
    requiredForMode: "is required for this allocation mode",
    requiredForArrival: "is required for gamma arrivals (the coefficient of variation of the gaps)",
    requiredForSizes: "is required for sizes from a file: import a run or a trace",
    sameLength: "must list as many requests as the input sizes ({expected})",
    profileRequired: "needs at least one measured (batch, time) point",
    requiredForSource: "is required by this latency source",
    layoutProduct: "must equal tensor parallel × data parallel × pipeline parallel = {product}",
    expertDivides:
      "must divide the {gpus} GPUs of a pipeline stage (the instance's, without pipeline parallelism)",
    consistency: "does not agree with the model's other fields",
    moreProblems: "and {count} more problems",
    reservedId:
      "cannot be an entry's id: every JavaScript object has a property named {id}; choose another name",
    invalid: "is not valid",
  } satisfies Record<ProblemRule, string>,
  violations: {
    sloMissed:
      "{statistic} {metric} {valueMs} ms exceeds the SLO of {targetMs} ms by {overMs} ms {at}.",
    sloMissedAt: { anyLoad: "even with no load", targetLoad: "at the target QPM" },
    sloAdvice: {
      ttft: "Lower the prefill batch or t1, or relax the TTFT SLO.",
      tpot: "Lower the decode batch or ITL, raise the acceptance length, or relax the TPOT SLO.",
      e2el: "Lower TTFT or TPOT, or relax the E2EL SLO.",
    },
    batchLimited:
      "{field} admits only {effective} of the {requested} requests per {side} instance: raise it to at least {needed}, or lower the batch.",
    batchBlocked:
      "{field} admits no {side} request at all: raise it to at least {needed}, or lower the batch.",
    budgetTooSmall:
      "A budget of {totalNodes} nodes is less than one P instance ({prefillNodes} nodes) plus one D instance ({decodeNodes} nodes) = {minimum}.",
    targetPrefillBlocked:
      "No allocation reaches {targetQpm} QPM: a prefill instance admits no request.",
    targetDecodeBlocked:
      "No allocation reaches {targetQpm} QPM: a decode instance admits no sequence.",
    targetRouterCapped:
      "No allocation reaches {targetQpm} QPM: router max concurrency {maxConcurrency} caps decode at {cappedQpm} QPM; raise it to at least {needed}.",
    targetUnsustained:
      "No allocation the search tried sustains {targetQpm} QPM: at {prefillInstances} P + {decodeInstances} D the queues fill at {sustainableQpm} QPM. With a router max concurrency set, it is what binds: raise it, or lower the target.",
    ratioUndefined: "There is no balanced ratio: one side admits no request.",
    latencyUnknownEntry:
      'The {kind} "{id}" is neither a preset nor one of this plan\'s own entries.',
    latencyLayout:
      "The roofline estimate cannot split {gpus} GPUs this way (an instance's, or one pipeline stage's).",
    latencyStages:
      "The instance's {gpus} GPUs are not a multiple of pipeline stages × engines, {pipelineParallel} × {dataParallel}: each stage needs the same whole number of GPUs per engine.",
    latencyStagesOverLayers:
      "{pipelineParallel} pipeline stages are more than the model's {layers} layers: a stage would hold none.",
    latencyProfile: "The {phase} profile cannot be read; the entered constant is used instead.",
    weightsDoNotFit:
      "The model's weights ({weightGiBPerGpu} GiB per GPU) leave no room for a KV cache: spread the decode instance over more GPUs or lower the weight precision.",
    kvCacheFull:
      "The decode instance's KV cache holds {effective} sequences at the mean context, fewer than the {requested} asked for: lower the decode batch or give the instance more GPUs.",
    tooManyInstances:
      "{targetQpm} QPM needs {prefillInstances} prefill and {decodeInstances} decode instances, beyond {limit}: lower the target.",
    tooManyNodes:
      "{prefillInstances} prefill and {decodeInstances} decode instances take {nodes} nodes, beyond the {limit} a plan may use (36 times DeepSeek's whole serving fleet at its peak).",
    sides: { prefill: "prefill", decode: "decode" },
    metrics: { ttft: "TTFT", tpot: "TPOT", e2el: "E2EL" },
  },
  warnings: {
    plainItlStepCost:
      "The ITL is from plain decoding and a speculative step is assumed to cost the same as a plain one. A verify step of k + 1 tokens costs more, so TPOT = ITL / α overstates the gain: enter the measured step cost.",
    routerBinds:
      "Router max concurrency {maxConcurrency} is below the {needed} requests in flight at the sustainable load (with headroom): requests wait at the router and TTFT grows. Raise it to {needed}.",
    routerCutsCapacity:
      "Router max concurrency {maxConcurrency} is below the {slots} decode slots the plan's capacity needs: each decode instance holds at most {perInstance} sequences, so capacity falls and requests wait at the router. Raise it to {needed}.",
    routerAboveSlots:
      "Router max concurrency {maxConcurrency} is above the {decodeSlots} requests the instances serve at once, so it never holds a request back: overload queues inside the instances instead. Set it to the recommended cap.",
    measuredWorkload:
      "{file} measured requests of {inputTokens} input and {outputTokens} output tokens; this plan's are {planInputTokens} and {planOutputTokens}. Latencies taken from it may not carry over: measure at the plan's lengths.",
  },
  status: {
    stale: "Some inputs are invalid; results show the last valid plan.",
    feasible: "Feasible: every SLO and limit holds.",
    infeasible: "Not feasible as entered. What to change:",
    warnings: "Worth knowing",
  },
  link: {
    notPlanLink: "This link does not hold a plan. Showing the default plan.",
    futureVersion:
      "This link was made by a newer version of the planner (link version {version}); this one reads versions 1 and 2. Showing the default plan.",
    damaged: "This link is damaged: it may have been cut off or altered. Showing the default plan.",
    invalidPlan: "This link's plan is invalid ({problems}). Showing the default plan.",
    dismiss: "Dismiss",
    restoreAutosave: "Open my last plan instead",
  },
  results: {
    heading: "Results",
    summary: {
      label: "Plan summary",
      perNode: "{qpm} QPM per node",
      feasible: "✓ Feasible",
      infeasible: "✗ Not feasible",
      stale: "Stale: last valid plan",
      toResults: "Results ↓",
    },
    allocation: "Allocation",
    instances: "{x} P + {y} D",
    nodes: "instances · {nodes} nodes · {gpus} GPUs",
    ratio: "Balanced x : y",
    exactPair: "exactly {x} : {y}",
    nearestPair: "nearest within 2%: {x} : {y}",
    throughput: "Throughput",
    qpm: "QPM",
    qpmPerNode: "QPM per node",
    qpmPerGpu: "QPM per GPU",
    rps: "Requests/s λ",
    inputTps: "Input tokens/s",
    outputTps: "Output tokens/s",
    inputPerPrefillNode: "Input tokens/s per P node",
    outputPerDecodeNode: "Output tokens/s per D node",
    outputPerGpu: "Output tokens/s per GPU (P + D)",
    totalPerGpu: "Tokens/s per GPU (in + out, P + D)",
    perUser: "Tokens/s per user",
    rates: "Per instance",
    prefillRate: "r_p, one P instance",
    decodeRate: "r_d, one D instance",
    prefillLoops: "p_loop, prefill rounds while one request decodes",
    concurrency: "Concurrency",
    concurrencyArticle: "Requests decoding (article)",
    concurrencyArticleMeaning:
      "λ · l_o · t2: requests in decode at once. When prefill is the bottleneck this is the article's C = p_loop · b_p · x, its router setting.",
    concurrencyDecodeSlots: "Decode slots",
    concurrencyDecodeSlotsMeaning:
      "y · b_d: sequences the decode side can hold (what AIConfigurator reports).",
    concurrencyLittle: "Requests in flight (Little's law)",
    concurrencyLittleMeaning:
      "λ · (t1 + (l_o − 1) · t2): every request between arrival and last token.",
    utilization: "Utilization",
    prefillSide: "Prefill",
    decodeSide: "Decode",
    bottleneck: {
      prefill: "Prefill is the bottleneck",
      decode: "Decode is the bottleneck",
      balanced: "Balanced: both sides full",
      none: "No request flows: see what to change above",
    },
    latency: "Latency",
    ttft: "TTFT",
    itl: "ITL",
    tpot: "TPOT t2",
    e2el: "E2EL",
    acceptance: "Acceptance length α",
    limits: "Binding limits",
    prefillBatch: "Prefill batch",
    decodeBatch: "Decode batch",
    batchOf: "{effective} of {requested}",
    boundBy: "bound by {limit}",
    notLimited: "no limit binds",
    slo: "SLO checks",
    noSlo: "No SLO set.",
    sloNotJudged: "Not judged: the plan serves no requests (see the problems above).",
    met: "met",
    missed: "missed",
    margin: "margin {margin}",
    cost: "Cost",
    perHour: "Per hour",
    perMillionOutput: "Per million output tokens",
    perMillionInput: "Per million input tokens",
    noTokens: "no tokens flow",
    noPrice: "Enter a GPU-hour price to see cost.",
    how: "How was this computed?",
    formula: "Formula",
    withNumbers: "With this plan's numbers",
  },
  latency: latencyEn,
  accuracy: accuracyEn,
};

type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** The shape every language fills in. */
export type Dictionary = Translation<typeof en>;

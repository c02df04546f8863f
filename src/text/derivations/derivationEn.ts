// How each result is computed, in English: the formula, and the same formula with the plan's
// numbers ({name} placeholders, filled with six significant digits so the arithmetic can be
// checked by hand). derivationZh.ts has the same keys and placeholders.

export const derivationEn = {
  ttft: {
    formula:
      "TTFT = t1 + KV transfer (the prefill batch time, then the cache moves to decode; no queueing)",
    substituted: "TTFT = {t1} ms + {transfer} ms = {ttft} ms",
  },
  e2el: {
    formula: "E2EL = TTFT + (l_o − 1) · t2",
    substituted: "{ttft} ms + {outputLessOne} · {t2} ms = {e2el} ms",
  },
  prefillRoofline: {
    formula:
      "t1 = Σ op groups max(FLOPs / achieved FLOP/s, bytes / achieved bandwidth) + communication + overheads; without CUDA graphs at least layers · launch time",
    substituted:
      "roofline: {compute} ms compute, {memory} ms memory, {communication} ms communication, {overhead} ms overhead → t1 = {time} ms, {bound}",
  },
  decodeRoofline: {
    formula:
      "ITL = one decode step of b_d sequences, k + 1 tokens each, at context l_i + l_o / 2; without CUDA graphs at least layers · launch time",
    substituted:
      "roofline: {compute} ms compute, {memory} ms memory, {communication} ms communication, {overhead} ms overhead → ITL = {time} ms, {bound}",
  },
  prefillRooflineOverlap: {
    formula:
      "t1 = max(op groups, communication) + (1 − overlap efficiency) · min(op groups, communication) + overheads; without CUDA graphs at least 2 micro-batches · layers · launch time",
    substituted:
      "roofline: {compute} ms compute, {memory} ms memory, {communication} ms communication overlapped at {efficiency}, {overhead} ms overhead → t1 = {time} ms, {bound}",
  },
  decodeRooflineOverlap: {
    formula:
      "ITL = one decode step of b_d sequences, k + 1 tokens each, at context l_i + l_o / 2, communication overlapped with compute; without CUDA graphs at least 2 micro-batches · layers · launch time",
    substituted:
      "roofline: {compute} ms compute, {memory} ms memory, {communication} ms communication overlapped at {efficiency}, {overhead} ms overhead → ITL = {time} ms, {bound}",
  },
  kvTransfer: {
    formula: "KV transfer = l_i · KV bytes per token per GPU / (NIC bandwidth · efficiency)",
    substituted:
      "{inputTokens} · {bytesPerToken} B / ({gigabytesPerSecond} GB/s · {efficiency}) = {transfer} ms",
  },
  tpot: {
    formula: "t2 = ITL / α",
    substituted: "t2 = {itl} ms / {alpha} = {t2} ms",
  },
  tpotPlainItl: {
    formula: "t2 = plain ITL · step cost ratio / α",
    substituted: "t2 = {itl} ms · {stepCostRatio} / {alpha} = {t2} ms",
  },
  acceptanceFromPositions: {
    formula: "α = (1 − p^(k+1)) / (1 − p)",
    substituted: "α = (1 − {p}^{kPlusOne}) / (1 − {p}) = {alpha}",
  },
  acceptanceAllAccepted: {
    formula: "α = (1 − p^(k+1)) / (1 − p)",
    substituted: "α = k + 1 = {kPlusOne} (p = 1: every draft accepted)",
  },
  acceptanceOff: {
    formula: "α = 1 without speculative decoding",
    substituted: "k = 0, so α = 1",
  },
  acceptanceEntered: {
    formula: "α = 1 + accepted drafts / verify steps (entered; the bonus token is the 1)",
    substituted: "α = {alpha} with k = {k}",
  },
  tokensPerUser: {
    formula: "tokens/s per user = 1 / t2",
    substituted: "1 / {t2Seconds} s = {value}",
  },
  batchLimit: {
    formula: "{symbol} = min({limits})",
    substituted: "{symbol} = min({terms}) = {effective}, bound by {binding}",
  },
  prefillRate: {
    formula: "r_p = η_p · b_p / t1",
    substituted: "{eta} · {batch} / {t1Seconds} s = {rate} req/s",
  },
  decodeRate: {
    formula: "r_d = η_d · b_d / (l_o · t2)",
    substituted: "{eta} · {batch} / ({outputTokens} · {t2Seconds} s) = {rate} req/s",
  },
  prefillLoops: {
    formula: "p_loop = l_o · t2 / t1",
    substituted: "{outputTokens} · {t2} ms / {t1} ms = {loops}",
  },
  balancedRatio: {
    formula: "x / y = r_d / r_p, with r_d at the engine's decode batch (before the router's share)",
    substituted: "{decodeRate} / {prefillRate} = {ratio}",
  },
  inverseRatio: {
    formula: "y / x = r_p / r_d",
    substituted: "1 / {ratio} = {inverse}",
  },
  allocationFixed: {
    formula: "x, y as given",
    substituted: "x = {x}, y = {y}",
  },
  allocationRatio: {
    formula: "the smallest whole x : y within 2% of x / y = r_d / r_p",
    substituted: "{x} : {y} = {pairRatio}, {offPercent}% off {ratio}",
  },
  allocationNodeBudget: {
    formula: "maximize λ = min(x · r_p, y · r_d) with x · n_p + y · n_d ≤ N; ties to fewer nodes",
    substituted:
      "min(x · {prefillRate}, y · {decodeRate}) with {np}x + {nd}y ≤ {budget} → x = {x}, y = {y}",
  },
  allocationNodeBudgetSlos: {
    formula:
      "maximize the sustainable load λ_s (every SLO at its statistic, with queueing) with x · n_p + y · n_d ≤ N, from the capacity allocation outward; ties to fewer nodes",
    substituted: "{np}x + {nd}y ≤ {budget} → x = {x}, y = {y}, λ_s = {sustainable} req/s",
  },
  allocationTarget: {
    formula: "x = ⌈λ* / r_p⌉, y = ⌈λ* / r_d⌉ with λ* = target QPM / 60",
    substituted: "λ* = {target} / 60 = {targetPerSecond} req/s → x = {x}, y = {y}",
  },
  allocationTargetSlos: {
    formula:
      "the fewest nodes with λ_s ≥ λ* (every SLO at its statistic, with queueing), λ* = target QPM / 60",
    substituted:
      "λ* = {target} / 60 = {targetPerSecond} req/s → x = {x}, y = {y}, λ_s = {sustainable} req/s",
  },
  totalNodes: {
    formula: "nodes = x · n_p + y · n_d",
    substituted: "{x} · {np} + {y} · {nd} = {nodes}",
  },
  requestRate: {
    formula: "λ = min(x · r_p, y · r_d)",
    substituted:
      "λ = min({x} · {prefillRate}, {y} · {decodeRate}) = min({prefillCapacity}, {decodeCapacity}) = {lambda} req/s",
  },
  qpm: {
    formula: "QPM = 60 · λ",
    substituted: "QPM = 60 · {lambda} req/s = {qpm}",
  },
  qpmPerNode: {
    formula: "QPM per node = 60 · λ / (x · n_p + y · n_d)",
    substituted: "{qpm} / ({x} · {np} + {y} · {nd} = {nodes} nodes) = {value}",
  },
  qpmPerGpu: {
    formula: "QPM per GPU = QPM per node / G",
    substituted: "{qpmPerNode} / {gpusPerNode} = {value}",
  },
  inputTokensPerSecond: {
    formula: "input tokens/s = λ · l_i",
    substituted: "{lambda} req/s · {inputTokens} = {value}",
  },
  outputTokensPerSecond: {
    formula: "output tokens/s = λ · l_o",
    substituted: "{lambda} req/s · {outputTokens} = {value}",
  },
  inputPerPrefillNode: {
    formula: "input tokens/s per prefill node = λ · l_i / (x · n_p)",
    substituted: "{tokens} / {nodes} = {value}",
  },
  outputPerDecodeNode: {
    formula: "output tokens/s per decode node = λ · l_o / (y · n_d)",
    substituted: "{tokens} / {nodes} = {value}",
  },
  outputPerGpu: {
    formula: "output tokens/s per GPU = λ · l_o / (G · (x · n_p + y · n_d))",
    substituted: "{tokens} / ({gpusPerNode} · {nodes} = {gpus} GPUs) = {value}",
  },
  inputPerGpu: {
    formula: "input tokens/s per GPU = λ · l_i / (G · (x · n_p + y · n_d))",
    substituted: "{tokens} / {gpus} GPUs = {value}",
  },
  totalPerGpu: {
    formula: "tokens/s per GPU = λ · (l_i + l_o) / (G · (x · n_p + y · n_d))",
    substituted: "({inputTokens} + {outputTokens}) / {gpus} GPUs = {value}",
  },
  prefillUtilization: {
    formula: "prefill utilization = λ / (x · r_p)",
    substituted: "{lambda} / {capacity} = {percent}%",
  },
  decodeUtilization: {
    formula: "decode utilization = λ / (y · r_d)",
    substituted: "{lambda} / {capacity} = {percent}%",
  },
  articleConcurrency: {
    formula: "C = λ · l_o · t2 (= p_loop · b_p · x when prefill binds)",
    substituted: "{lambda} req/s · {outputTokens} · {t2Seconds} s = {value}",
  },
  decodeSlots: {
    formula: "decode slots = y · b_d",
    substituted: "{y} · {batch} = {value}",
  },
  littlesLaw: {
    formula: "L = λ · (t1 + (l_o − 1) · t2)",
    substituted: "{lambda} req/s · ({ttftSeconds} s + {outputLessOne} · {t2Seconds} s) = {value}",
  },
  sustainable: {
    formula:
      "λ_s = the highest load whose estimated TTFT, TPOT and E2EL with queueing (M/G/c waits, Erlang C with the Allen–Cunneen correction) meet every SLO at its statistic; at most λ",
    substituted: "λ_s = {rate} req/s = {percent}% of λ = {capacity} req/s; {limit}",
  },
  limitedByCapacity: { formula: "", substituted: "every SLO holds up to capacity" },
  limitedByNothing: { formula: "", substituted: "nothing flows" },
  limitedByAttainment: { formula: "", substituted: "limited by attainment {percent}%" },
  limitedByLatency: { formula: "", substituted: "limited by {statistic} {metric} {value} ms" },
  limitedByLatencyTarget: {
    formula: "",
    substituted: "limited by {statistic} {metric} {value} ms ≤ {target} ms",
  },
  routerCap: {
    formula:
      "router cap = ⌈L + z · √(L · max(1, ca²))⌉, L = requests in flight at λ_s (Little's law with the waits), z = {z} (the cap binds on about 1% of arrivals)",
    substituted: "L = {inFlight} at {rate} req/s; ⌈{inFlight} + {headroom}⌉ = {cap}",
  },
  routerCapDecodeSlots: {
    formula:
      "router cap = max(⌈L + z · √(L · max(1, ca²))⌉, ⌈λ · l_o · t2 / η_d⌉), L = requests in flight at λ_s (Little's law with the waits), z = {z}; λ = capacity, and λ · l_o · t2 / η_d the decode slots it needs (each of y decode instances holds at most C / y)",
    substituted:
      "⌈{inFlight} + {headroom}⌉ at {rate} req/s; decode slots at {capacity} req/s: ⌈{slots}⌉; the larger: {cap}",
  },
  routerCapNothingFlows: {
    formula:
      "router cap = ⌈L + z · √(L · max(1, ca²))⌉, L = requests in flight at λ_s (Little's law with the waits), z = {z} (the cap binds on about 1% of arrivals)",
    substituted: "nothing flows: 1",
  },
  costPerHour: {
    formula: "cost per hour = GPUs · price per GPU-hour",
    substituted: "{gpus} · {price} = {perHour}",
  },
  costPerHourSplit: {
    formula: "cost per hour = P GPUs · P price per GPU-hour + D GPUs · D price per GPU-hour",
    substituted: "{prefillGpus} · {prefillPrice} + {decodeGpus} · {decodePrice} = {perHour}",
  },
  costPerMillionOutput: {
    formula: "cost per million output tokens = cost per hour / (output tokens/s · 3600 / 10⁶)",
    substituted: "{perHour} / ({tokens} · 3600 / 10⁶) = {cost}",
  },
  costPerMillionInput: {
    formula: "cost per million input tokens = cost per hour / (input tokens/s · 3600 / 10⁶)",
    substituted: "{perHour} / ({tokens} · 3600 / 10⁶) = {cost}",
  },
  statisticMean: { formula: "", substituted: "mean" },
  noTokensFlow: { formula: "", substituted: "no tokens flow" },
  // The terms of a batch limit: each cap and the numbers it follows from.
  capBatchSize: { formula: "", substituted: "{limit} {value}" },
  capMaxNumSeqs: { formula: "", substituted: "{limit} {dataParallel} · {value}" },
  capPrefillTokens: {
    formula: "",
    substituted: "{limit} {dataParallel} · ⌊{value} / {tokens} input tokens⌋",
  },
  capDecodeTokens: {
    formula: "",
    substituted: "{limit} {dataParallel} · ⌊{value} / (k + 1 = {tokens})⌋",
  },
  capKvCache: { formula: "", substituted: "{limit} {value} sequences of {tokens} tokens" },
  capRouter: { formula: "", substituted: "{limit} {value} / y = {instances}" },
  boundCompute: { formula: "", substituted: "compute-bound" },
  boundMemory: { formula: "", substituted: "memory-bound" },
  boundCommunication: { formula: "", substituted: "communication-bound" },
  boundKernelFloor: { formula: "", substituted: "bound by fixed kernel times" },
  boundHostLaunch: {
    formula: "",
    substituted:
      "bound by kernel launches without CUDA graphs ({perLayer} ms a layer, {wait} ms more than the GPU's work)",
  },
} as const;

export type DerivationKey = keyof typeof derivationEn;

export type DerivationTexts = Record<DerivationKey, { formula: string; substituted: string }>;

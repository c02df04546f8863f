import type { DerivationTexts } from "./derivationEn.ts";

// How each result is computed, in Simplified Chinese: the same keys and {name} placeholders as
// derivationEn.ts; symbols (t1, b_d, λ) and units stay as written in the formulas.

export const derivationZh: DerivationTexts = {
  ttft: {
    formula: "TTFT = t1 + KV 传输（先算完一个 Prefill 批次，再把 KV 缓存传给 Decode；不含排队）",
    substituted: "TTFT = {t1} ms + {transfer} ms = {ttft} ms",
  },
  e2el: {
    formula: "E2EL = TTFT + (l_o − 1) · t2",
    substituted: "{ttft} ms + {outputLessOne} · {t2} ms = {e2el} ms",
  },
  prefillRoofline: {
    formula:
      "t1 = Σ 各算子组 max(FLOPs / 实际 FLOP/s, 字节数 / 实际带宽) + 通信 + 固定开销；不使用 CUDA Graph 时至少为层数 · 启动时间",
    substituted:
      "roofline：计算 {compute} ms，访存 {memory} ms，通信 {communication} ms，固定开销 {overhead} ms → t1 = {time} ms，{bound}",
  },
  decodeRoofline: {
    formula:
      "ITL = 一个 Decode 步：b_d 条序列，每条 k + 1 个 token，上下文长度 l_i + l_o / 2；不使用 CUDA Graph 时至少为层数 · 启动时间",
    substituted:
      "roofline：计算 {compute} ms，访存 {memory} ms，通信 {communication} ms，固定开销 {overhead} ms → ITL = {time} ms，{bound}",
  },
  prefillRooflineOverlap: {
    formula:
      "t1 = max(各算子组, 通信) + (1 − 重叠效率) · min(各算子组, 通信) + 固定开销；不使用 CUDA Graph 时至少为 2 个微批次 · 层数 · 启动时间",
    substituted:
      "roofline：计算 {compute} ms，访存 {memory} ms，通信 {communication} ms（与计算重叠，效率 {efficiency}），固定开销 {overhead} ms → t1 = {time} ms，{bound}",
  },
  decodeRooflineOverlap: {
    formula:
      "ITL = 一个 Decode 步：b_d 条序列，每条 k + 1 个 token，上下文长度 l_i + l_o / 2，通信与计算重叠；不使用 CUDA Graph 时至少为 2 个微批次 · 层数 · 启动时间",
    substituted:
      "roofline：计算 {compute} ms，访存 {memory} ms，通信 {communication} ms（与计算重叠，效率 {efficiency}），固定开销 {overhead} ms → ITL = {time} ms，{bound}",
  },
  kvTransfer: {
    formula: "KV 传输 = l_i · 每卡每 token 的 KV 字节数 / (网卡带宽 · 效率)",
    substituted:
      "{inputTokens} · {bytesPerToken} B / ({gigabytesPerSecond} GB/s · {efficiency}) = {transfer} ms",
  },
  tpot: {
    formula: "t2 = ITL / α",
    substituted: "t2 = {itl} ms / {alpha} = {t2} ms",
  },
  tpotPlainItl: {
    formula: "t2 = 普通解码 ITL · 验证步代价比 / α",
    substituted: "t2 = {itl} ms · {stepCostRatio} / {alpha} = {t2} ms",
  },
  acceptanceFromPositions: {
    formula: "α = (1 − p^(k+1)) / (1 − p)",
    substituted: "α = (1 − {p}^{kPlusOne}) / (1 − {p}) = {alpha}",
  },
  acceptanceAllAccepted: {
    formula: "α = (1 − p^(k+1)) / (1 − p)",
    substituted: "α = k + 1 = {kPlusOne}（p = 1：每个草稿 token 都被接受）",
  },
  acceptanceOff: {
    formula: "不开投机解码时 α = 1",
    substituted: "k = 0，所以 α = 1",
  },
  acceptanceEntered: {
    formula: "α = 1 + 接受的草稿 token 数 / 验证步数（手动填写；1 是验证步自带的那个 token）",
    substituted: "α = {alpha}，k = {k}",
  },
  tokensPerUser: {
    formula: "单用户 tokens/s = 1 / t2",
    substituted: "1 / {t2Seconds} s = {value}",
  },
  batchLimit: {
    formula: "{symbol} = min({limits})",
    substituted: "{symbol} = min({terms}) = {effective}，由 {binding} 决定",
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
    formula: "x / y = r_d / r_p，r_d 取引擎的 Decode 批大小（分摊 router 上限之前）",
    substituted: "{decodeRate} / {prefillRate} = {ratio}",
  },
  inverseRatio: {
    formula: "y / x = r_p / r_d",
    substituted: "1 / {ratio} = {inverse}",
  },
  allocationFixed: {
    formula: "x、y 按填写的值",
    substituted: "x = {x}，y = {y}",
  },
  allocationRatio: {
    formula: "与 x / y = r_d / r_p 相差不超过 2% 的最小整数比 x : y",
    substituted: "{x} : {y} = {pairRatio}，与 {ratio} 相差 {offPercent}%",
  },
  allocationNodeBudget: {
    formula: "在 x · n_p + y · n_d ≤ N 下最大化 λ = min(x · r_p, y · r_d)；相同时取节点更少的",
    substituted:
      "min(x · {prefillRate}, y · {decodeRate})，{np}x + {nd}y ≤ {budget} → x = {x}，y = {y}",
  },
  allocationNodeBudgetSlos: {
    formula:
      "在 x · n_p + y · n_d ≤ N 下最大化可持续负载 λ_s（每个 SLO 按其统计量、计入排队），从按容量的配比向外搜索；相同时取节点更少的",
    substituted: "{np}x + {nd}y ≤ {budget} → x = {x}，y = {y}，λ_s = {sustainable} req/s",
  },
  allocationTarget: {
    formula: "x = ⌈λ* / r_p⌉，y = ⌈λ* / r_d⌉，λ* = 目标 QPM / 60",
    substituted: "λ* = {target} / 60 = {targetPerSecond} req/s → x = {x}，y = {y}",
  },
  allocationTargetSlos: {
    formula: "满足 λ_s ≥ λ* 的最少节点（每个 SLO 按其统计量、计入排队），λ* = 目标 QPM / 60",
    substituted:
      "λ* = {target} / 60 = {targetPerSecond} req/s → x = {x}，y = {y}，λ_s = {sustainable} req/s",
  },
  totalNodes: {
    formula: "节点数 = x · n_p + y · n_d",
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
    formula: "单节点 QPM = 60 · λ / (x · n_p + y · n_d)",
    substituted: "{qpm} / ({x} · {np} + {y} · {nd} = {nodes} 个节点) = {value}",
  },
  qpmPerGpu: {
    formula: "单卡 QPM = 单节点 QPM / G",
    substituted: "{qpmPerNode} / {gpusPerNode} = {value}",
  },
  inputTokensPerSecond: {
    formula: "输入 tokens/s = λ · l_i",
    substituted: "{lambda} req/s · {inputTokens} = {value}",
  },
  outputTokensPerSecond: {
    formula: "输出 tokens/s = λ · l_o",
    substituted: "{lambda} req/s · {outputTokens} = {value}",
  },
  inputPerPrefillNode: {
    formula: "每个 P 节点的输入 tokens/s = λ · l_i / (x · n_p)",
    substituted: "{tokens} / {nodes} = {value}",
  },
  outputPerDecodeNode: {
    formula: "每个 D 节点的输出 tokens/s = λ · l_o / (y · n_d)",
    substituted: "{tokens} / {nodes} = {value}",
  },
  outputPerGpu: {
    formula: "单卡输出 tokens/s = λ · l_o / (G · (x · n_p + y · n_d))",
    substituted: "{tokens} / ({gpusPerNode} · {nodes} = {gpus} 张 GPU) = {value}",
  },
  inputPerGpu: {
    formula: "单卡输入 tokens/s = λ · l_i / (G · (x · n_p + y · n_d))",
    substituted: "{tokens} / {gpus} 张 GPU = {value}",
  },
  totalPerGpu: {
    formula: "单卡 tokens/s = λ · (l_i + l_o) / (G · (x · n_p + y · n_d))",
    substituted: "({inputTokens} + {outputTokens}) / {gpus} 张 GPU = {value}",
  },
  prefillUtilization: {
    formula: "Prefill 利用率 = λ / (x · r_p)",
    substituted: "{lambda} / {capacity} = {percent}%",
  },
  decodeUtilization: {
    formula: "Decode 利用率 = λ / (y · r_d)",
    substituted: "{lambda} / {capacity} = {percent}%",
  },
  articleConcurrency: {
    formula: "C = λ · l_o · t2（Prefill 是瓶颈时 = p_loop · b_p · x）",
    substituted: "{lambda} req/s · {outputTokens} · {t2Seconds} s = {value}",
  },
  decodeSlots: {
    formula: "Decode 槽位 = y · b_d",
    substituted: "{y} · {batch} = {value}",
  },
  littlesLaw: {
    formula: "L = λ · (t1 + (l_o − 1) · t2)",
    substituted: "{lambda} req/s · ({ttftSeconds} s + {outputLessOne} · {t2Seconds} s) = {value}",
  },
  sustainable: {
    formula:
      "λ_s = 估算的 TTFT、TPOT、E2EL（计入排队：M/G/c 等待，Erlang C 加 Allen–Cunneen 修正）在各自统计量上都满足 SLO 的最高负载；不超过 λ",
    substituted: "λ_s = {rate} req/s = λ 的 {percent}%，λ = {capacity} req/s；{limit}",
  },
  limitedByCapacity: { formula: "", substituted: "直到满容量每个 SLO 都满足" },
  limitedByNothing: { formula: "", substituted: "没有请求能流过" },
  limitedByAttainment: { formula: "", substituted: "受达标率 {percent}% 限制" },
  limitedByLatency: { formula: "", substituted: "受 {metric} {statistic} {value} ms 限制" },
  limitedByLatencyTarget: {
    formula: "",
    substituted: "受 {metric} {statistic} {value} ms ≤ {target} ms 限制",
  },
  routerCap: {
    formula:
      "router 上限 = ⌈L + z · √(L · max(1, ca²))⌉，L = λ_s 下在途的请求数（计入等待的 Little 定律），z = {z}（约 1% 的到达会碰到上限）",
    substituted: "{rate} req/s 时 L = {inFlight}；⌈{inFlight} + {headroom}⌉ = {cap}",
  },
  routerCapDecodeSlots: {
    formula:
      "router 上限 = max(⌈L + z · √(L · max(1, ca²))⌉, ⌈λ · l_o · t2 / η_d⌉)，L = λ_s 下在途的请求数（计入等待的 Little 定律），z = {z}；λ 为容量，λ · l_o · t2 / η_d 为它所需的 Decode 槽位（y 个 Decode 实例各自最多容纳 C / y）",
    substituted:
      "{rate} req/s 时 ⌈{inFlight} + {headroom}⌉；{capacity} req/s 时的 Decode 槽位：⌈{slots}⌉；取较大者：{cap}",
  },
  routerCapNothingFlows: {
    formula:
      "router 上限 = ⌈L + z · √(L · max(1, ca²))⌉，L = λ_s 下在途的请求数（计入等待的 Little 定律），z = {z}（约 1% 的到达会碰到上限）",
    substituted: "没有请求能流过：1",
  },
  costPerHour: {
    formula: "每小时成本 = GPU 数 · 每 GPU 小时价格",
    substituted: "{gpus} · {price} = {perHour}",
  },
  costPerHourSplit: {
    formula: "每小时成本 = P 的 GPU 数 · P 每 GPU 小时价格 + D 的 GPU 数 · D 每 GPU 小时价格",
    substituted: "{prefillGpus} · {prefillPrice} + {decodeGpus} · {decodePrice} = {perHour}",
  },
  costPerMillionOutput: {
    formula: "每百万输出 token 成本 = 每小时成本 / (输出 tokens/s · 3600 / 10⁶)",
    substituted: "{perHour} / ({tokens} · 3600 / 10⁶) = {cost}",
  },
  costPerMillionInput: {
    formula: "每百万输入 token 成本 = 每小时成本 / (输入 tokens/s · 3600 / 10⁶)",
    substituted: "{perHour} / ({tokens} · 3600 / 10⁶) = {cost}",
  },
  statisticMean: { formula: "", substituted: "均值" },
  noTokensFlow: { formula: "", substituted: "没有 token 流过" },
  capBatchSize: { formula: "", substituted: "{limit} {value}" },
  capMaxNumSeqs: { formula: "", substituted: "{limit} {dataParallel} · {value}" },
  capPrefillTokens: {
    formula: "",
    substituted: "{limit} {dataParallel} · ⌊{value} / {tokens} 个输入 token⌋",
  },
  capDecodeTokens: {
    formula: "",
    substituted: "{limit} {dataParallel} · ⌊{value} / (k + 1 = {tokens})⌋",
  },
  capKvCache: { formula: "", substituted: "{limit} {value} 条 {tokens} token 的序列" },
  capRouter: { formula: "", substituted: "{limit} {value} / y = {instances}" },
  boundCompute: { formula: "", substituted: "受算力限制" },
  boundMemory: { formula: "", substituted: "受显存带宽限制" },
  boundCommunication: { formula: "", substituted: "受通信限制" },
  boundKernelFloor: { formula: "", substituted: "受内核固定耗时限制" },
  boundHostLaunch: {
    formula: "",
    substituted: "受无 CUDA Graph 的内核启动限制（每层 {perLayer} ms，比 GPU 计算多 {wait} ms）",
  },
};

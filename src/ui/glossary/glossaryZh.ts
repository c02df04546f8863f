import type { GlossaryList } from "./glossaryEntry.ts";

// 与 glossaryEn 逐条对应。术语沿用项目源文章的译法：首字出字时延、端到端总时延、
// 单字平均生成时延、相邻 token 间隔、有效吞吐、短板效应。
export const glossaryZh: GlossaryList = [
  {
    id: "ttft",
    term: "TTFT",
    short: "首字出字时延（Time to First Token）",
    definition:
      "从发出请求到收到第一个输出 token 的时间，每个请求一个值。vLLM 压测从发出 HTTP 请求开始计时，到第一条带输出内容的流式消息为止。规划器用 Prefill 批耗时 t1 代表不含排队的 TTFT。",
    pitfall: "只有 TTFT 快、后续生成慢，用户体验仍然差。",
  },
  {
    id: "e2el",
    term: "E2EL",
    short: "端到端总时延（End-to-End Latency）",
    definition:
      "从发出请求到收到最后一个输出 token 的时间，即用户的完整等待时间，每个请求一个值。输出 n 个 token 时，它等于 TTFT 加上首个 token 之后的 n − 1 个间隔；规划器按 t1 + (l_o − 1) · t2 估算。",
    formula: "E2EL = TTFT + (n − 1) · TPOT\n规划器：E2EL = t1 + (l_o − 1) · t2",
    pitfall: "E2EL 高可能来自推理、网络或排队等多种因素，单看这个数分不清是哪一个。",
  },
  {
    id: "tpot",
    term: "TPOT",
    short: "单字平均生成时延（Time per Output Token）",
    definition:
      "单个请求在首个 token 之后平均每个输出 token 的耗时；多请求统计时每个请求贡献一个 TPOT 值。vLLM 会把输出不超过 1 个 token 的请求排除在 TPOT 列表之外。",
    formula: "TPOT = (E2EL − TTFT) / (n − 1)，n 为输出 token 数；n ≤ 1 时无定义",
    pitfall:
      "不同工具的叫法不同：AIPerf 和 GenAI-Perf 的 “inter_token_latency” 其实就是这里的 TPOT，而 vLLM 的 ITL 是数据块之间的间隔。读压测报告要先看准口径。",
  },
  {
    id: "itl",
    term: "ITL",
    short: "相邻 token 间隔（Inter-Token Latency）",
    definition:
      "同一响应中相邻两个流式数据块（chunk）之间的时间间隔，每个请求得到一组间隔。一个数据块可能包含多个 token（投机解码、--stream-interval，或高负载时输出被合并），所以一个请求的间隔数比数据块数少 1，而不是比 token 数少 1。",
    formula: "mean ITL = Σ 间隔 / m，m 为首块之后的数据块数",
    pitfall:
      "vLLM 的 ITL 是推理 step 的间隔，每个数据块一个值；SGLang 压测在投机解码时会把一个数据块的间隔按 token 数均分，所以它的 ITL 接近 TPOT。",
  },
  {
    id: "rps",
    term: "RPS / QPS（QPM）",
    short: "每秒请求数（每分钟请求数）",
    definition:
      "单位时间内完成的请求数；QPS 与 RPS 同义，QPM 按分钟计。规划器给出请求速率 λ 和 QPM = 60 · λ。",
    formula: "RPS = 完成请求数 / 时长\nQPM = 60 · RPS",
    pitfall: "请求难度不同（短 prompt 与长文档）会导致误判，只在相同的输入、输出长度下比较 RPS。",
  },
  {
    id: "tps",
    term: "TPS",
    short: "每秒 token 数：输入、输出或合计",
    definition:
      "每秒处理的 token 数，分输入（prompt）、输出（生成）或两者合计。vLLM 压测给出 output_throughput 和 total_token_throughput（输入 + 输出）；规划器给出输入 λ · l_i 和输出 λ · l_o，并折算到单节点和单卡。",
    formula: "输出 TPS = 输出 token 数 / 时长\n总 TPS = (输入 token 数 + 输出 token 数) / 时长",
    pitfall:
      "必须说明统计的是输入、输出还是合并口径。vLLM 的 “peak output token throughput” 数的是数据块而不是 token，开启投机解码时它其实是每秒峰值数据块数。",
  },
  {
    id: "throughput",
    term: "吞吐量",
    short: "单位时间完成的工作量（Throughput）",
    definition:
      "系统在单位时间内完成的工作量的总称，用 RPS 或 TPS 表示。规划器的单卡吞吐按 Prefill 和 Decode 的 GPU 总数来除。",
    pitfall: "靠增大批量提高吞吐，可能牺牲单个请求的时延；吞吐要和 SLO 一起看（见 Goodput）。",
  },
  {
    id: "goodput",
    term: "Goodput",
    short: "有效吞吐：满足 SLO 的吞吐",
    definition:
      "满足全部 SLO 的已完成请求每秒数；失败的请求一律不计。vLLM 压测（--goodput ttft:MS tpot:MS e2el:MS）中，一个请求的每项指标都不超过目标才算达标；输出不超过 1 个 token 的请求视为 TPOT 达标。",
    formula: "goodput = 达标请求数 / 时长",
    pitfall: "裸吞吐高 ≠ 体验好：只统计满足 SLO 的请求。",
  },
  {
    id: "slo",
    term: "SLO",
    short: "服务级目标（Service-Level Objective）",
    definition:
      "针对某个指标、在某个统计量上设定的达标阈值，如 “P99 TTFT ≤ 2 s” 或 “95% 的对话 TTFT < 200 ms”。规划器把 t1 与 TTFT SLO、t2 与 TPOT SLO、t1 + (l_o − 1) · t2 与 E2EL SLO 对比，并给出各自的余量。",
  },
  {
    id: "percentiles",
    term: "平均数、中位数、P99",
    short: "多请求的统计量",
    definition:
      "平均数是总和除以个数，容易被极端值拉高；中位数（P50）是排序后正中的值，代表典型用户；P99 是 99% 的样本都不超过的值，反映尾延迟。vLLM 用 numpy 默认的 linear 方法（在相邻秩之间线性插值）算百分位，标准差按总体计算，空列表记为 0。",
    formula:
      "排序后 x[0] … x[n − 1]；h = (n − 1) · P / 100\n第 P 百分位 = x[⌊h⌋] + (h − ⌊h⌋) · (x[⌊h⌋ + 1] − x[⌊h⌋])",
    pitfall:
      "/metrics 直方图算出的百分位只有分桶那么细：vLLM 的 ITL 最小桶是 10 ms，解码很快时请用 _sum / _count 求平均数。",
  },
  {
    id: "specDecode",
    term: "投机解码",
    short: "先起草，再验证（Speculative decoding）",
    definition:
      "草稿（小模型或 MTP 头）一次提出 k 个 token，目标模型在一步内验证。每个验证步骤产出 1 到 k + 1 个 token：被接受的草稿 token，加上目标模型总会产出的 1 个 token（bonus token）。",
    formula: "1 ≤ 每个验证步骤产出的 token 数 ≤ k + 1",
  },
  {
    id: "acceptanceLength",
    term: "接受长度 α",
    short: "每个验证步骤平均产出的 token 数（mean acceptance length）",
    definition:
      "每个验证步骤平均产出的 token 数，含 bonus token；vLLM 按 1 + accepted / drafts 计算，drafts 是提出了草稿 token 的验证步骤数。α 介于 1 和 k + 1 之间；α 越大，每个 token 需要的步骤越少，TPOT 越低。",
    formula:
      "α = 1 + accepted / drafts\n各位置独立、接受概率均为 p 时：α = (1 − p^(k+1)) / (1 − p)\nk = 3，p = 0.7 → α = 2.533",
    pitfall: "不要把接受率当作 α 填：k = 3 时，接受率 0.5 对应 α = 1 + 3 · 0.5 = 2.5。",
  },
  {
    id: "acceptanceRate",
    term: "接受率",
    short: "草稿 token 被接受的比例（acceptance rate）",
    definition:
      "被接受的草稿 token 数除以提出的草稿 token 数，全部拒绝为 0，全部接受为 1。逐位置接受率是第 j 个草稿位置被接受的验证步骤所占比例，它随 j 不增，各位置之和等于 α − 1。",
    formula: "接受率 = accepted / draft tokens\n每步都提出 k 个草稿时：α = 1 + k · 接受率",
    pitfall:
      "它是草稿 token 的比例，不是长度。vLLM 压测 JSON 里的接受率是百分数（0–100），逐位置接受率却是小数。",
  },
  {
    id: "tpotVsItl",
    term: "投机解码下的 TPOT 与 ITL",
    short: "mean TPOT = mean ITL / α",
    definition:
      "一个请求输出 n 个 token，首个之后的 n − 1 个分 m 个数据块流式返回。普通解码每块一个 token（m = n − 1），所以 mean ITL = mean TPOT；投机解码时 m ≤ n − 1，且 (n − 1) / m ≈ α，于是 mean TPOT = mean ITL / α。只有首块之后的每个数据块都恰好是一次带草稿的验证步骤时，这个关系才精确成立。",
    formula: "mean_itl / mean_tpot = (n − 1) / m ≈ α\nmean TPOT = mean ITL / α",
    pitfall:
      "α 只能换算开启投机解码时测得的 ITL：一次 k + 1 个 token 的验证步骤比普通解码步骤更耗时，拿普通解码的 ITL 除以 α 会高估收益。",
  },
  {
    id: "weighting",
    term: "按请求加权与按数据块加权",
    short: "为什么 TPOT 和 ITL 的百分位不同",
    definition:
      "TPOT 统计时每个请求一个值；ITL 统计把所有请求的所有间隔放在一起，数据块多的请求权重更大。即使在普通解码下每个请求的 mean ITL 都等于其 TPOT，多请求的统计量一般也不同，中位数和 P99 尤其如此：ITL 反映用户看到的吐字“顿挫”“卡顿”，TPOT 反映单个请求的平均速度。",
    pitfall: "同类相比：P99 ITL 不是 P99 TPOT。",
  },
  {
    id: "xpyd",
    term: "xPyD",
    short: "x 个 Prefill 实例 + y 个 Decode 实例",
    definition:
      "P/D 分离部署：x 个 Prefill（P）实例各占 n_p 个节点，y 个 Decode（D）实例各占 n_d 个节点。单个 P 实例每秒处理 r_p = b_p / t1 个请求，单个 D 实例 r_d = b_d / (l_o · t2) 个；系统速率 λ = min(x · r_p, y · r_d)，均衡配比让两侧相等。",
    formula: "x : y = r_d : r_p = t1 · b_d : l_o · t2 · b_p",
    pitfall: "D 单实例通常能处理比 P 更多的请求，但 P 跟不上时 D 会空等，所以 P 往往要多留余量。",
  },
  {
    id: "article",
    term: "文章",
    short: "容量模型出自的那篇文章",
    definition:
      "一篇关于 LLM 推理指标与 xPyD 规划的中文文章。它先定义上面这些指标（TTFT、TPOT、ITL、E2EL、有效吞吐），再由 t1、t2 和批大小推出分离式部署的规模：r_p = b_p / t1，r_d = b_d / (l_o · t2)，x : y = r_d : r_p，每节点 QPM，以及 router 并发 C = p_loop · b_p · x。规划器中标为“文章口径”的数字（满载容量、第一个并发数）与该模型完全一致；排队、分位数 SLO、请求长度分布、Roofline 和仿真器是规划器自己加上的。项目文档 docs/model.md 复述了这一模型，并附有算例。",
    pitfall: "文章的数字假设每个实例始终满载，真实流量做不到：请与可持续负载对照着看。",
  },
  {
    id: "pLoop",
    term: "p_loop",
    short: "一个请求解码期间的 prefill 轮数",
    definition:
      "一个请求完成解码（耗时 l_o · t2）期间，一个 P 实例能跑完多少批 prefill。文章的并发公式用它乘以批大小 b_p 和 P 实例数 x。",
    formula: "p_loop = l_o · t2 / t1",
  },
  {
    id: "concurrencyArticle",
    term: "并发：解码中的请求数（文章口径）",
    short: "λ · l_o · t2",
    definition:
      "同时处于解码阶段的请求数：速率 λ 乘以一个请求占用解码槽位的时间 l_o · t2。Prefill 为瓶颈时它等于文章的 C = p_loop · b_p · x，也就是文章给 router max_concurrency 设的值；Decode 侧必须容纳得下，即 y · b_d ≥ C。",
    formula: "λ · l_o · t2 = l_o · t2 · b_p · x / t1（P 为瓶颈时）",
    pitfall:
      "三个并发数回答的是不同的问题：在规划器的算例中分别是 4800、4864 和 4891.2。说并发时要讲清是哪一个。",
  },
  {
    id: "concurrencyDecodeSlots",
    term: "并发：Decode 槽位",
    short: "y · b_d",
    definition:
      "Decode 侧能同时容纳的序列数：y 个实例乘以实际批大小 b_d，即 AIConfigurator 报告的口径。由于 λ ≤ y · b_d / (l_o · t2)，它不会小于文章口径的并发数。",
    formula: "y · b_d ≥ λ · l_o · t2",
  },
  {
    id: "concurrencyLittle",
    term: "并发：在途请求数（Little 定律）",
    short: "λ · (t1 + (l_o − 1) · t2)",
    definition:
      "Little 定律：系统内的请求数 = 到达速率 × 每个请求的停留时间。对整个请求（从到达到最后一个 token）而言，就是 λ 乘以建模的 E2EL，所以 prefill 中和解码中的请求都算在内；排队和 KV 传输纳入模型后也会计入。",
    formula: "L = λ · W = λ · (t1 + (l_o − 1) · t2)",
  },
  {
    id: "maxNumSeqs",
    term: "max_num_seqs",
    short: "引擎每个 step 最多调度的序列数",
    definition:
      "vLLM 中单个引擎调度器一个 step 最多运行的序列数。它按引擎计：开启数据并行 attention 的实例有多个引擎（DeepSeek 的 Decode 实例有 144 个 DP rank），整个实例的上限是 dataParallel 乘以 max_num_seqs。",
    formula: "b_d ≤ dataParallel · max_num_seqs",
  },
  {
    id: "maxNumBatchedTokens",
    term: "max_num_batched_tokens",
    short: "引擎每个 step 最多处理的 token 数",
    definition:
      "vLLM 中单个引擎一个 step 最多处理的 token 数；continuous batching 会把被调度序列的 token 拼成一维一起处理。一个解码序列每步占 1 个 token（投机解码时 k + 1 个）；一个 prefill 请求占其整个 prompt 长度（不开 chunked prefill 时）。",
    formula:
      "Decode：b_d ≤ dataParallel · ⌊max_num_batched_tokens / (k + 1)⌋\nPrefill：b_p ≤ dataParallel · ⌊max_num_batched_tokens / l_i⌋",
  },
  {
    id: "routerMaxConcurrency",
    term: "router max_concurrency",
    short: "router 同时放行的最大请求数",
    definition:
      "router 最多同时送给模型服务的请求数，其余请求在 router 等待。它用于上线后调节时延与吞吐的平衡；文章建议不超过所有 Decode 实例 max_num_seqs 之和，这样它就能代表批大小。",
    pitfall:
      "router 的 QPS 参数不控制并发，只决定请求发送的时间间隔。max_concurrency 设大了而引擎限制较小，吞吐也上不去；设小了会让请求排队，TTFT 变大。",
  },
  {
    id: "shortBoard",
    term: "短板效应（生效限制）",
    short: "谁先达到阈值谁先生效",
    definition:
      "max_num_seqs、max_num_batched_tokens 和 router max_concurrency 之间存在短板效应：谁先达到阈值，谁就先限制并发。规划器取各项上限中的最小值作为实际 Decode 批大小，并指出是哪一项生效。",
    formula:
      "b_d = min(批大小, dataParallel · max_num_seqs, dataParallel · ⌊max_num_batched_tokens / (k + 1)⌋, KV cache 容量, router 分摊 ⌊max_concurrency / y⌋)",
    pitfall: "router 的 QPS 不在其中：它决定请求何时到达，而不是同时运行多少个。",
  },
  {
    id: "parallelism",
    term: "TP、DP、EP 与 PP",
    short: "一个实例如何把模型分到它的 GPU 上",
    definition:
      "张量并行（TP）把每一层的权重切到一组 GPU 上，每层做两次 all-reduce。数据并行（DP，即每个实例的引擎数）并排运行多组这样的 GPU，各自处理自己的序列。专家并行（EP）把 MoE 模型的路由专家放到不同 GPU 上，token 通过 all-to-all 交换。流水线并行（PP）把各层切成连续的若干段，放在不同 GPU 上，依次传递每个微批的隐藏状态。roofline 估算对这些都计价：集合通信、每张 GPU 持有的权重与 KV，以及段间传递。",
    formula: "每实例 GPU 数 = TP · DP · PP；EP 须整除一段的 TP · DP 张 GPU",
    pitfall:
      "跨节点做 TP 时 all-reduce 要走网卡，通常最慢；模型一个节点放不下时，常用的做法是节点内 TP、节点间 PP。但每一段对每个微批都要读一遍自己的权重，所以 PP 会拉长受内存带宽限制的 decode 步。",
  },
];

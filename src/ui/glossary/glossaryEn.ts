import type { GlossaryList } from "./glossaryEntry.ts";

// Facts follow the capacity model (metrics, speculative decoding, limits) and vLLM's own
// definitions in `vllm bench serve` and its spec-decode metrics.
export const glossaryEn: GlossaryList = [
  {
    id: "ttft",
    term: "TTFT",
    short: "Time to first token",
    definition:
      "Time from sending a request to receiving its first output token; one value per request. vLLM's benchmark times it from the HTTP request to the first streamed message that carries output. The planner's prefill batch time t1 stands for TTFT without queueing.",
    pitfall: "A fast TTFT followed by slow generation still feels slow.",
  },
  {
    id: "e2el",
    term: "E2EL",
    short: "End-to-end latency",
    definition:
      "Time from sending a request to receiving its last output token: the user's whole wait, one value per request. With n output tokens it is TTFT plus the n − 1 gaps after the first token; the planner models it as t1 + (l_o − 1) · t2.",
    formula: "E2EL = TTFT + (n − 1) · TPOT\nplanner: E2EL = t1 + (l_o − 1) · t2",
    pitfall:
      "A high E2EL can come from inference, the network or queueing; the number alone does not say which.",
  },
  {
    id: "tpot",
    term: "TPOT",
    short: "Time per output token",
    definition:
      "Mean time per output token after the first, for one request; statistics over many requests take one TPOT per request. vLLM leaves requests with at most one output token out of the TPOT list.",
    formula: "TPOT = (E2EL − TTFT) / (n − 1), n = output tokens; undefined for n ≤ 1",
    pitfall:
      'Tools name it differently: AIPerf and GenAI-Perf report this value as "inter_token_latency", while vLLM\'s ITL is the gap between chunks. Check which one a benchmark means.',
  },
  {
    id: "itl",
    term: "ITL",
    short: "Inter-token latency",
    definition:
      "The gap between two consecutive streamed chunks of one response; each request gives a list of gaps. One chunk may carry several tokens (speculative decoding, --stream-interval, or output merged under load), so a request has one gap fewer than it has chunks, not than it has tokens.",
    formula: "mean ITL = Σ gaps / m, m = chunks after the first",
    pitfall:
      "vLLM's ITL is a step time, one gap per chunk; SGLang's benchmark splits a speculative chunk into equal per-token gaps, so its ITL is close to TPOT.",
  },
  {
    id: "rps",
    term: "RPS / QPS (QPM)",
    short: "Requests per second (per minute)",
    definition:
      "Completed requests per unit time; QPS is another name for RPS, and QPM counts per minute. The planner reports its request rate λ and QPM = 60 · λ.",
    formula: "RPS = completed requests / duration\nQPM = 60 · RPS",
    pitfall:
      "Requests differ in size (a short prompt against a long document), so compare RPS only at the same input and output lengths.",
  },
  {
    id: "tps",
    term: "TPS",
    short: "Tokens per second: input, output or total",
    definition:
      "Tokens per second, counting input (prompt) tokens, output (generated) tokens, or both. vLLM's benchmark reports output_throughput and total_token_throughput (input + output); the planner reports input λ · l_i and output λ · l_o, also per node and per GPU.",
    formula:
      "output TPS = output tokens / duration\ntotal TPS = (input tokens + output tokens) / duration",
    pitfall:
      'Always say which tokens are counted. vLLM\'s "peak output token throughput" counts chunks, not tokens, so with speculative decoding it is peak chunks per second.',
  },
  {
    id: "throughput",
    term: "Throughput",
    short: "Work done per unit time",
    definition:
      "The general name for how much work a system completes per unit time, given as RPS or TPS. The planner's throughput per GPU divides by the prefill and decode GPUs together.",
    pitfall:
      "Bigger batches raise throughput but can cost each request latency; judge throughput together with the SLOs (see goodput).",
  },
  {
    id: "goodput",
    term: "Goodput",
    short: "Throughput that meets the SLOs",
    definition:
      "Completed requests per second that met every SLO; failed requests never count. vLLM's benchmark (--goodput ttft:MS tpot:MS e2el:MS) counts a request as good when each value is at most its target; a request with at most one output token passes the TPOT target.",
    formula: "goodput = good requests / duration",
    pitfall:
      "High raw throughput is not a good experience: count only the requests that met the SLOs.",
  },
  {
    id: "slo",
    term: "SLO",
    short: "Service-level objective",
    definition:
      'A target on a metric at a chosen statistic, such as "P99 TTFT ≤ 2 s" or "95% of chats have TTFT < 200 ms". The planner checks t1 against the TTFT SLO, t2 against the TPOT SLO and t1 + (l_o − 1) · t2 against the E2EL SLO, and reports each margin.',
  },
  {
    id: "percentiles",
    term: "Mean, median, P99",
    short: "Statistics over many requests",
    definition:
      "The mean is the sum over the count and is pulled up by outliers; the median (P50) is the middle value, the typical user; P99 is the value 99% of samples do not exceed, the tail. vLLM computes percentiles with numpy's default linear method (interpolating between the closest ranks), the standard deviation over the whole population, and reports 0 for an empty list.",
    formula:
      "sorted x[0] … x[n − 1]; h = (n − 1) · P / 100\nP-th percentile = x[⌊h⌋] + (h − ⌊h⌋) · (x[⌊h⌋ + 1] − x[⌊h⌋])",
    pitfall:
      "Percentiles from /metrics histograms are only as fine as the buckets: vLLM's smallest ITL bucket is 10 ms, so for fast decoders use the mean, _sum / _count.",
  },
  {
    id: "specDecode",
    term: "Speculative decoding",
    short: "Draft, then verify",
    definition:
      "A draft (a small model or an MTP head) proposes k tokens and the target model verifies them in one step. Each verify step emits between 1 and k + 1 tokens: the accepted drafts plus one token the target model always produces, the bonus token.",
    formula: "1 ≤ tokens per verify step ≤ k + 1",
  },
  {
    id: "acceptanceLength",
    term: "Acceptance length α",
    short: "Mean tokens per verify step",
    definition:
      "The mean number of tokens a verify step emits, bonus token included; vLLM computes it as 1 + accepted / drafts, where drafts counts the verify steps that proposed draft tokens. It lies between 1 and k + 1; a higher α means fewer steps per token and a lower TPOT.",
    formula:
      "α = 1 + accepted / drafts\ni.i.d. per-position acceptance p: α = (1 − p^(k+1)) / (1 − p)\nk = 3, p = 0.7 → α = 2.533",
    pitfall:
      "Do not enter the acceptance rate as α: with k = 3, a rate of 0.5 means α = 1 + 3 · 0.5 = 2.5.",
  },
  {
    id: "acceptanceRate",
    term: "Acceptance rate",
    short: "Share of draft tokens accepted",
    definition:
      "Accepted draft tokens divided by proposed draft tokens, from 0 (all rejected) to 1 (all accepted). The per-position rate is the share of verify steps whose j-th draft was accepted; it never rises with j, and the per-position rates add up to α − 1.",
    formula:
      "acceptance rate = accepted / draft tokens\nk drafts every step: α = 1 + k · acceptance rate",
    pitfall:
      "It is a share of draft tokens, not a length. vLLM's benchmark JSON writes it in percent (0–100) but the per-position rates as fractions.",
  },
  {
    id: "tpotVsItl",
    term: "TPOT vs ITL with speculation",
    short: "mean TPOT = mean ITL / α",
    definition:
      "A request with n output tokens streams the n − 1 after the first in m chunks. Plain decoding sends one token per chunk (m = n − 1), so mean ITL = mean TPOT; with speculative decoding m ≤ n − 1 and (n − 1) / m ≈ α, so mean TPOT = mean ITL / α. It is exact only when every chunk after the first is one verify step that proposed drafts.",
    formula: "mean_itl / mean_tpot = (n − 1) / m ≈ α\nmean TPOT = mean ITL / α",
    pitfall:
      "α only converts an ITL measured with speculation on: a verify step of k + 1 tokens costs more than a plain step, so a plain-decoding ITL divided by α overstates the gain.",
  },
  {
    id: "weighting",
    term: "Per-request vs per-chunk weighting",
    short: "Why TPOT and ITL percentiles differ",
    definition:
      "TPOT statistics take one value per request; ITL statistics pool every gap of every request, so requests with more chunks weigh more. Even under plain decoding, where each request's mean ITL equals its TPOT, the statistics over many requests differ in general, medians and P99 above all: ITL shows the stutter users see between chunks, TPOT each request's average pace.",
    pitfall: "Compare like with like: a P99 ITL is not a P99 TPOT.",
  },
  {
    id: "xpyd",
    term: "xPyD",
    short: "x prefill instances + y decode instances",
    definition:
      "A disaggregated deployment with x prefill (P) instances of n_p nodes each and y decode (D) instances of n_d nodes each. One P instance serves r_p = b_p / t1 requests per second and one D instance r_d = b_d / (l_o · t2); the system serves λ = min(x · r_p, y · r_d), and the balanced ratio makes both sides equal.",
    formula: "x : y = r_d : r_p = t1 · b_d : l_o · t2 · b_p",
    pitfall:
      "D usually serves more requests per instance than P, but starves when P falls behind, so P often gets headroom.",
  },
  {
    id: "article",
    term: "The article",
    short: "The write-up the capacity model comes from",
    definition:
      "A Chinese-language write-up on LLM inference metrics and xPyD planning. It defines the metrics above (TTFT, TPOT, ITL, E2EL, goodput), then sizes a disaggregated deployment from t1, t2 and the batches: r_p = b_p / t1, r_d = b_d / (l_o · t2), x : y = r_d : r_p, QPM per node, and the router's concurrency C = p_loop · b_p · x. Where the planner labels a figure \"the article's\" (capacity at full load, the first concurrency), it reproduces that model exactly; queueing, percentile SLOs, request mixes, the roofline and the simulator are the planner's own additions. The project's docs/model.md restates the model with a worked example.",
    pitfall:
      "The article's figures assume every instance is busy all the time, which real traffic never allows: read them beside the sustainable load.",
  },
  {
    id: "pLoop",
    term: "p_loop",
    short: "Prefill rounds per decode lifetime",
    definition:
      "How many prefill batches one P instance finishes while one request decodes, which takes l_o · t2. The article's concurrency multiplies it by the batch b_p and the x P instances.",
    formula: "p_loop = l_o · t2 / t1",
  },
  {
    id: "concurrencyArticle",
    term: "Concurrency: requests decoding (article)",
    short: "λ · l_o · t2",
    definition:
      "The requests in the decode phase at once: the rate λ times the time a request holds a decode slot, l_o · t2. When prefill binds it equals the article's C = p_loop · b_p · x, the value the article sets router max_concurrency to; the decode side must hold it, y · b_d ≥ C.",
    formula: "λ · l_o · t2 = l_o · t2 · b_p · x / t1 (when P binds)",
    pitfall:
      "The three concurrency figures answer different questions: in the planner's worked example they are 4800, 4864 and 4891.2. Say which one you mean.",
  },
  {
    id: "concurrencyDecodeSlots",
    term: "Concurrency: decode slots",
    short: "y · b_d",
    definition:
      "The sequences the decode side can hold at once: y instances times the effective batch b_d. It is the figure AIConfigurator reports, and never below the article's figure, because λ ≤ y · b_d / (l_o · t2).",
    formula: "y · b_d ≥ λ · l_o · t2",
  },
  {
    id: "concurrencyLittle",
    term: "Concurrency: requests in flight (Little's law)",
    short: "λ · (t1 + (l_o − 1) · t2)",
    definition:
      "Little's law: requests in a system = arrival rate × the time each spends there. Over a whole request, from arrival to its last token, that is λ times the modelled E2EL, so requests in prefill count as well as those decoding; queueing and KV transfer add to it once modelled.",
    formula: "L = λ · W = λ · (t1 + (l_o − 1) · t2)",
  },
  {
    id: "maxNumSeqs",
    term: "max_num_seqs",
    short: "Sequences per engine step",
    definition:
      "vLLM's cap on the sequences one engine scheduler runs in one step. It applies per engine: an instance with data-parallel attention runs several engines (DeepSeek's decode instance: 144 DP ranks), so its cap is dataParallel times max_num_seqs.",
    formula: "b_d ≤ dataParallel · max_num_seqs",
  },
  {
    id: "maxNumBatchedTokens",
    term: "max_num_batched_tokens",
    short: "Tokens per engine step",
    definition:
      "vLLM's cap on the tokens one engine step processes; with continuous batching the scheduled tokens of all sequences are packed into one step. A decode sequence costs 1 token per step (k + 1 with speculative decoding); a prefill request costs its whole prompt (without chunked prefill).",
    formula:
      "decode: b_d ≤ dataParallel · ⌊max_num_batched_tokens / (k + 1)⌋\nprefill: b_p ≤ dataParallel · ⌊max_num_batched_tokens / l_i⌋",
  },
  {
    id: "routerMaxConcurrency",
    term: "Router max_concurrency",
    short: "Requests the router lets in at once",
    definition:
      "The most requests the router lets into the model servers at once; the rest wait at the router. It tunes the latency–throughput balance after launch; the article sets it to at most the sum of the decode instances' max_num_seqs, so that it can stand in for the batch size.",
    pitfall:
      "Router QPS does not limit concurrency; it only sets the arrival schedule. A max_concurrency set too high does nothing when engine limits are small; one set too low queues requests and inflates TTFT.",
  },
  {
    id: "shortBoard",
    term: "Short board (binding limit)",
    short: "Whichever limit is reached first binds",
    definition:
      "max_num_seqs, max_num_batched_tokens and router max_concurrency act like the staves of a barrel: whichever is reached first limits concurrency. The planner takes the effective decode batch as the smallest cap and names the binding limit.",
    formula:
      "b_d = min(batch size, dataParallel · max_num_seqs, dataParallel · ⌊max_num_batched_tokens / (k + 1)⌋, KV-cache capacity, router share ⌊max_concurrency / y⌋)",
    pitfall:
      "Router QPS is not one of the limits: it sets when requests arrive, not how many run at once.",
  },
  {
    id: "parallelism",
    term: "TP, DP, EP and PP",
    short: "How one instance splits the model over its GPUs",
    definition:
      "Tensor parallelism (TP) splits every layer's weights over a group of GPUs, which all-reduce twice a layer. Data parallelism (DP, engines per instance) runs several such groups side by side, each with its own sequences. Expert parallelism (EP) places a MoE model's routed experts on different GPUs, which exchange tokens all-to-all. Pipeline parallelism (PP) cuts the layers into consecutive stages on separate GPUs, which pass each micro-batch's hidden states on. The roofline estimate prices each: the collectives, the weights and KV each GPU holds, and the hand-offs.",
    formula: "GPUs per instance = TP · DP · PP; EP divides a stage's TP · DP GPUs",
    pitfall:
      "TP across nodes sends its all-reduces over the NIC and is usually the slowest choice there; PP across nodes with TP in the node is the usual layout for a model that does not fit one node, but each stage reads its weights once per micro-batch, so PP lengthens a memory-bound decode step.",
  },
];

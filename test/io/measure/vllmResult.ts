// Builds `vllm bench serve --save-result --save-detailed` documents for tests, with the key order
// and per-request arrays of docs/formats.md §3 (failed requests: ttft 0, itls [], output 0).

export interface RequestSpec {
  inputLen: number;
  outputLen: number;
  ttftS: number;
  itlsS: number[];
  error?: string;
}

export const failedRequest = (inputLen: number): RequestSpec => ({
  inputLen,
  outputLen: 0,
  ttftS: 0,
  itlsS: [],
  error: "Bad Request",
});

export const detailedResult = (
  requests: readonly RequestSpec[],
  durationS: number,
  extra: Record<string, unknown> = {},
): Record<string, unknown> => ({
  date: "20261129-101500",
  endpoint_type: "openai",
  backend: "openai",
  label: null,
  model_id: "deepseek-ai/DeepSeek-V3",
  tokenizer_id: "deepseek-ai/DeepSeek-V3",
  num_prompts: requests.length,
  request_rate: "inf",
  burstiness: 1.0,
  max_concurrency: 64,
  duration: durationS,
  completed: requests.filter((r) => !r.error).length,
  failed: requests.filter((r) => r.error).length,
  // The totals vLLM states: over successful requests only.
  total_input_tokens: requests.reduce((sum, r) => sum + (r.error ? 0 : r.inputLen), 0),
  total_output_tokens: requests.reduce((sum, r) => sum + (r.error ? 0 : r.outputLen), 0),
  input_lens: requests.map((r) => r.inputLen),
  output_lens: requests.map((r) => r.outputLen),
  ttfts: requests.map((r) => r.ttftS),
  itls: requests.map((r) => r.itlsS),
  generated_texts: requests.map(() => "text"),
  errors: requests.map((r) => r.error ?? ""),
  ...extra,
});

/** A deterministic pseudo-random source (mulberry32), so generated runs are the same every time. */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** n requests: a few failed, a few with one output token, the rest streaming several chunks. */
export const generatedRequests = (n: number, seed: number): RequestSpec[] => {
  const random = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    if (i % 17 === 5) return failedRequest(100 + i);
    const inputLen = 50 + Math.floor(random() * 2000);
    if (i % 23 === 7) return { inputLen, outputLen: 1, ttftS: 0.05 + random(), itlsS: [] };
    const chunks = 1 + Math.floor(random() * 40);
    const itlsS = Array.from({ length: chunks }, () => 0.005 + random() * 0.05);
    // Speculative decoding: a chunk carries 1 to 3 tokens.
    const extraTokens = itlsS.reduce((sum) => sum + Math.floor(random() * 3), 0);
    return { inputLen, outputLen: 1 + chunks + extraTokens, ttftS: 0.05 + random(), itlsS };
  });
};

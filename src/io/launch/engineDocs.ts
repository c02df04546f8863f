// The engine releases whose documented flags the launch and benchmark commands use. Each page
// below is where the flags used from it were checked; a flag not on one of them is not emitted.

export const vllmVersion = "vLLM 0.11";
export const sglangVersion = "SGLang 0.5";

export const vllmDocs = {
  // --max-num-seqs, --max-num-batched-tokens, --enable-chunked-prefill (SchedulerConfig fields).
  scheduler: "https://docs.vllm.ai/en/v0.11.2/api/vllm/config/scheduler/",
  // --tensor-parallel-size, --pipeline-parallel-size, --data-parallel-size, --enable-expert-parallel
  // (ParallelConfig fields).
  parallel: "https://docs.vllm.ai/en/v0.11.2/api/vllm/config/parallel/",
  // --speculative-config '{"method": ..., "num_speculative_tokens": k}' (the same from 0.9 to 0.14).
  specDecode: "https://docs.vllm.ai/en/v0.14.0/features/spec_decode/",
  // --kv-transfer-config with NixlConnector and kv_producer / kv_consumer; the toy proxy's flags.
  nixl: "https://docs.vllm.ai/en/v0.11.0/features/nixl_connector_usage.html",
  // EP size = TP · DP; one command per node for instances that span several nodes.
  expertParallel: "https://docs.vllm.ai/en/v0.12.0/serving/expert_parallel_deployment/",
  // A model too large for one node: TP over the GPUs of a node, PP over the nodes, on a Ray cluster.
  parallelismScaling: "https://docs.vllm.ai/en/v0.11.2/serving/parallelism_scaling/",
  // --enable-dbo (dual batch overlap), which runs only with --data-parallel-size > 1 and
  // --enable-expert-parallel.
  dualBatchOverlap: "https://docs.vllm.ai/en/v0.12.0/design/dbo/",
  // --enforce-eager (ModelConfig.enforce_eager); --quantization fp8 (ModelConfig.quantization).
  model: "https://docs.vllm.ai/en/v0.11.2/api/vllm/config/model/",
  // --quantization fp8 on a BF16 checkpoint: "Online Dynamic Quantization", every linear layer
  // but the LM head to FP8 as it loads.
  fp8: "https://docs.vllm.ai/en/v0.11.2/features/quantization/fp8/",
  // --kv-cache-dtype fp8 (CacheConfig.cache_dtype).
  cache: "https://docs.vllm.ai/en/v0.11.2/api/vllm/config/cache/",
  // vllm bench serve: dataset, rate, concurrency, goodput, percentile and result flags.
  benchServe: "https://docs.vllm.ai/en/v0.11.2/cli/bench/serve/",
} as const;

export const sglangDocs = {
  // --tp-size, --dp-size, --ep-size, --max-running-requests, --chunked-prefill-size,
  // --max-prefill-tokens, --nnodes, --node-rank, --dist-init-addr, --enable-two-batch-overlap,
  // --disable-cuda-graph, --speculative-* flags, --quantization fp8, --kv-cache-dtype fp8_e4m3.
  serverArguments: "https://docs.sglang.io/advanced_features/server_arguments.html",
  // --disaggregation-mode, --disaggregation-transfer-backend, --enable-dp-attention, launch_router.
  pdDisaggregation: "https://docs.sglang.io/advanced_features/pd_disaggregation.html",
  // --speculative-num-steps k with --speculative-eagle-topk 1 takes k + 1 draft tokens.
  specDecode: "https://docs.sglang.io/advanced_features/speculative_decoding.html",
  // launch_router --pd-disaggregation --prefill --decode --max-concurrent-requests.
  router: "https://docs.sglang.io/advanced_features/sgl_model_gateway.html",
} as const;

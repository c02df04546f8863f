import { limitMegabytes, planFileLimit, resultFileLimit } from "./readLimits.ts";

/** The text of --help. */
export const usage = `xPyD Planner: capacity planning for disaggregated (prefill/decode) LLM serving

Usage:
  npm run --silent cli -- solve <plan.json> [--format table|json|markdown] [--no-explain]
                          [--lang en|zh]
  npm run --silent cli -- curves <plan.json> [--format csv|json]
  npm run --silent cli -- optimize <plan.json> [--format table|json]
  npm run --silent cli -- simulate <plan.json> [--rate R | --qpm Q]
                          [--arrival poisson|constant|gamma:CV] [--requests N]
                          [--replications N] [--seed S] [--sizes <file>] [--format table|json]
  npm run --silent cli -- analyze <result>... [--goodput ttft:MS,tpot:MS,e2el:MS]
                          [--percentiles 50,90,99] [--format table|json]
  npm run --silent cli -- export <plan.json>
                          [--format markdown|csv|json|vllm|sglang|bench|llm-d-report]
                          [--link <planner address>] [--lang en|zh]
  npm run --silent cli -- export <plan.json> --format dynamo|llm-d|lws
                          [--engine vllm|sglang|trtllm]
  npm run --silent cli -- example
  npm run --silent cli -- --help

Commands:
  solve <plan.json>   Solve a plan file ("-" reads the plan from stdin) and print the result
  curves <plan.json>  Print the plan's latency-throughput curves (decode, prefill, Pareto,
                      TTFT vs rate, nodes vs target QPM) as CSV blocks or JSON
  optimize <plan.json>
                      Search batches, instance sizes, parallelism and draft tokens for the
                      most QPM per node under every SLO (fewest nodes for a target QPM)
  simulate <plan.json>
                      Serve the plan's deployment request by request (router, prefill queues,
                      KV transfer, decode batching) at the load it sustains under its SLOs, or
                      at --rate, and print TTFT, TPOT, ITL and E2EL percentiles, the wait at
                      each stage, utilization, each SLO and the share of requests meeting all
  analyze <result>... Compute every serving metric, as vLLM defines it, from benchmark results
                      (vllm bench serve JSON, SGLang bench_serving JSONL, AIPerf or GenAI-Perf
                      JSON, GuideLLM benchmarks.json, llm-d Benchmark Report v0.2 JSON or YAML,
                      inference-perf lifecycle metrics JSON) and Prometheus /metrics scrapes
                      (two scrapes of one server: the run between them). A folder reads each
                      result in it (a vllm bench sweep folder: its run=N.json files); several
                      runs open with one table, a row a run
  export <plan.json>  Print what acts on a plan: a Markdown summary for a design document, the
                      figures as CSV, the plan as JSON, vLLM or SGLang launch commands for the
                      prefill and decode instances and the router (<PLACEHOLDERS> mark what the
                      plan does not decide), the vllm bench serve runs that verify it, the
                      predictions as an llm-d Benchmark Report v0.2 (JSON) to set beside
                      measured reports, or Kubernetes manifests: an NVIDIA Dynamo
                      DynamoGraphDeployment, llm-d modelservice Helm values or LeaderWorkerSets
                      (refused, with the reason, when the weights or the decode batch do not
                      fit the KV cache)
  example             Print the example plan as JSON, a starting point for your own

Options:
  -f, --format <fmt>  solve: table (default), json or markdown; curves: csv (default) or json;
                      optimize, simulate and analyze: table (default) or json; export: markdown
                      (default), csv, json, vllm, sglang, bench, llm-d-report, dynamo, llm-d
                      or lws
      --link <url>    export: the planner's address, so the Markdown summary carries the
                      plan's share link
      --lang <code>   solve, and export's Markdown: en (default) or zh, Simplified Chinese
      --engine <e>    export's manifests: vllm (default), sglang or trtllm (dynamo only);
                      llm-d runs vLLM
      --goodput <slo> analyze: count requests within every SLO given, in ms (inclusive)
      --percentiles <list>
                      analyze: percentiles to report (default 99; the median always)
      --rate <req/s>  simulate: the offered load (default: the plan's sustainable load)
      --qpm <n>       simulate: the offered load per minute, instead of --rate
      --arrival <a>   simulate: poisson, constant or gamma:CV (default: the plan's load)
      --requests <n>  simulate: requests measured after the warm-up (default 20,000; at most
                      2,000,000, as every request's times are kept in memory). The warm-up is
                      a tenth as many, longer until the requests in service settle (at most
                      four times the warm-up and measured requests more)
      --replications <n>
                      simulate: seeded runs behind 95% intervals (default 1, at most 100)
      --seed <n>      simulate: seed of the first replication (default 1)
      --sizes <file>  simulate: request sizes from a vllm bench serve --save-detailed result,
                      SGLang bench_serving JSONL or a Mooncake trace (at most 4,096 are kept)
      --no-explain    Hide the column that shows how each number was computed
  -h, --help          Show this help

Every <plan.json> may also be "-" (stdin) or a share link: 'https://…#v2.…', '#v2.…' or 'v2.…'
(version 1 links are read too, with a note that they carry no checksum). Plan files stop at
${limitMegabytes(planFileLimit)} MB, benchmark results at ${limitMegabytes(resultFileLimit)} MB.

Exit status: 0 solved (even when the plan is infeasible), 1 bad plan, result or sizes
file, or manifests refused for the plan, 2 bad arguments (or simulate without --rate for a plan that sustains no load).

Example:
  npm run --silent cli -- example > plan.json
  npm run --silent cli -- solve plan.json --format markdown
  npm run --silent cli -- solve 'https://example.org/xpyd/#v2.BIfQ…'
  npm run --silent cli -- export plan.json --format vllm
  npm run --silent cli -- export plan.json --format dynamo --engine sglang > dgd.yaml
  npm run --silent cli -- simulate plan.json --arrival gamma:2 --sizes trace.jsonl
`;

import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  parsePrometheusScrape,
  readPrometheusScrape,
  runsFromScrapes,
} from "../../../src/io/measure/prometheusRun.ts";
import type { ScrapeSummary } from "../../../src/model/measure/scrape.ts";

// A vLLM V1 scrape in single-process mode: two engines, `_created` gauge families, spec decode.
const vllmScrape = readFileSync(
  join(import.meta.dirname, "../../fixtures/measure/vllm-v1-two-engines.prom"),
  "utf8",
);

const summaryOf = (text: string): ScrapeSummary => {
  const { scrape, problems } = readPrometheusScrape(text);
  expect(problems).toEqual([]);
  if (scrape === null) throw new Error("no scrape");
  return scrape;
};

interface EngineCounts {
  itlBuckets: [number, number];
  itlCount: number;
  itlSum: number;
  ttftCount: number;
  ttftSum: number;
  generation: number;
  requests: number;
  drafts: number;
  draftTokens: number;
  accepted: number;
}

/** A multiprocess-mode scrape (`--api-server-count` > 1): no `_created`, `_sum` before buckets. */
const multiprocessScrape = (engines: readonly EngineCounts[]): string => {
  const labels = (index: number, more = "") => `engine="${index}",${more}model_name="m"`;
  const histogram = (
    family: string,
    read: (counts: EngineCounts) => [number[], number, number],
  ) => [
    `# HELP ${family} Histogram.`,
    `# TYPE ${family} histogram`,
    ...engines.flatMap((counts, index) => {
      const [buckets, count, sum] = read(counts);
      return [
        `${family}_sum{${labels(index)}} ${sum}`,
        ...buckets.map(
          (value, at) =>
            `${family}_bucket{${labels(index, `le="${["0.01", "0.025"][at]}",`)}} ${value}`,
        ),
        `${family}_bucket{${labels(index, 'le="+Inf",')}} ${count}`,
        `${family}_count{${labels(index)}} ${count}`,
      ];
    }),
  ];
  const counter = (family: string, read: (counts: EngineCounts) => number, more = "") => [
    `# HELP ${family} Counter.`,
    `# TYPE ${family} counter`,
    ...engines.map((counts, index) => `${family}{${labels(index, more)}} ${read(counts)}`),
  ];
  const itl = (counts: EngineCounts): [number[], number, number] => [
    counts.itlBuckets,
    counts.itlCount,
    counts.itlSum,
  ];
  return [
    ...histogram("vllm:inter_token_latency_seconds", itl),
    // The deprecated alias holds the same observations; it must not be added to the ITL.
    ...histogram("vllm:time_per_output_token_seconds", itl),
    ...histogram("vllm:time_to_first_token_seconds", (c) => [[0, 0], c.ttftCount, c.ttftSum]),
    ...counter("vllm:generation_tokens_total", (counts) => counts.generation),
    ...counter(
      "vllm:request_success_total",
      (counts) => counts.requests,
      'finished_reason="stop",',
    ),
    ...counter("vllm:spec_decode_num_drafts_total", (counts) => counts.drafts),
    ...counter("vllm:spec_decode_num_draft_tokens_total", (counts) => counts.draftTokens),
    ...counter("vllm:spec_decode_num_accepted_tokens_total", (counts) => counts.accepted),
  ].join("\n");
};

const beforeText = multiprocessScrape([
  {
    itlBuckets: [40, 90],
    itlCount: 100,
    itlSum: 1.5,
    ttftCount: 10,
    ttftSum: 2,
    generation: 400,
    requests: 10,
    drafts: 40,
    draftTokens: 120,
    accepted: 60,
  },
  {
    itlBuckets: [20, 45],
    itlCount: 50,
    itlSum: 0.5,
    ttftCount: 5,
    ttftSum: 1,
    generation: 200,
    requests: 5,
    drafts: 20,
    draftTokens: 60,
    accepted: 30,
  },
]);
const afterText = multiprocessScrape([
  {
    itlBuckets: [100, 280],
    itlCount: 300,
    itlSum: 4,
    ttftCount: 30,
    ttftSum: 6,
    generation: 1400,
    requests: 30,
    drafts: 140,
    draftTokens: 420,
    accepted: 260,
  },
  {
    itlBuckets: [60, 140],
    itlCount: 150,
    itlSum: 2,
    ttftCount: 15,
    ttftSum: 3,
    generation: 700,
    requests: 15,
    drafts: 70,
    draftTokens: 210,
    accepted: 130,
  },
]);

const sglangScrape = `# HELP sglang:num_requests_total The number of requests.
# TYPE sglang:num_requests_total counter
sglang:num_requests_total{model_name="Qwen/Qwen3-32B"} 200.0
# HELP sglang:prompt_tokens_total Number of prefill tokens processed.
# TYPE sglang:prompt_tokens_total counter
sglang:prompt_tokens_total{model_name="Qwen/Qwen3-32B"} 204800.0
# HELP sglang:generation_tokens_total Number of generation tokens processed.
# TYPE sglang:generation_tokens_total counter
sglang:generation_tokens_total{model_name="Qwen/Qwen3-32B"} 51200.0
# HELP sglang:spec_accept_length The average acceptance length of speculative decoding.
# TYPE sglang:spec_accept_length gauge
sglang:spec_accept_length{engine_type="unified",model_name="Qwen/Qwen3-32B",pp_rank="0",tp_rank="0"} 3.25
# HELP sglang:token_usage The token usage.
# TYPE sglang:token_usage gauge
sglang:token_usage{engine_type="unified",model_name="Qwen/Qwen3-32B",pp_rank="0",tp_rank="0"} 0.0
# HELP sglang:inter_token_latency_seconds Histogram of inter-token latency in seconds.
# TYPE sglang:inter_token_latency_seconds histogram
sglang:inter_token_latency_seconds_sum{model_name="Qwen/Qwen3-32B"} 409.5
sglang:inter_token_latency_seconds_bucket{le="0.002",model_name="Qwen/Qwen3-32B"} 0.0
sglang:inter_token_latency_seconds_bucket{le="0.004",model_name="Qwen/Qwen3-32B"} 1000.0
sglang:inter_token_latency_seconds_bucket{le="0.006",model_name="Qwen/Qwen3-32B"} 30000.0
sglang:inter_token_latency_seconds_bucket{le="0.008",model_name="Qwen/Qwen3-32B"} 51000.0
sglang:inter_token_latency_seconds_bucket{le="+Inf",model_name="Qwen/Qwen3-32B"} 51000.0
sglang:inter_token_latency_seconds_count{model_name="Qwen/Qwen3-32B"} 51000.0
# HELP sglang:time_to_first_token_seconds Histogram of time to first token in seconds.
# TYPE sglang:time_to_first_token_seconds histogram
sglang:time_to_first_token_seconds_sum{model_name="Qwen/Qwen3-32B"} 50.0
sglang:time_to_first_token_seconds_bucket{le="0.1",model_name="Qwen/Qwen3-32B"} 20.0
sglang:time_to_first_token_seconds_bucket{le="0.2",model_name="Qwen/Qwen3-32B"} 100.0
sglang:time_to_first_token_seconds_bucket{le="0.4",model_name="Qwen/Qwen3-32B"} 180.0
sglang:time_to_first_token_seconds_bucket{le="+Inf",model_name="Qwen/Qwen3-32B"} 200.0
sglang:time_to_first_token_seconds_count{model_name="Qwen/Qwen3-32B"} 200.0
`;

describe("readPrometheusScrape and runsFromScrapes", () => {
  it("turns a single vLLM scrape into a run of lifetime totals, summed over both engines", () => {
    const { runs, problems } = parsePrometheusScrape(vllmScrape, "metrics.prom");
    expect(problems).toEqual([]);
    expect(runs).toHaveLength(1);
    const [run] = runs;
    expect(run?.format).toBe("prometheus");
    expect(run?.meta).toEqual({
      backend: "vllm",
      model: "Qwen/Qwen3-8B",
      label: "metrics.prom",
      extra: {},
    });
    expect(run?.stated).toEqual({});
    // The fixture's engine 0 aborted 10 requests: failed, not completed.
    expect(run?.notes).toEqual([
      { code: "singleScrape" },
      { code: "serverErrors", count: 10 },
      { code: "serverSideTimes" },
    ]);
    // 42318471168 (the e+010 value) + 1048576; successes 300 + 90 + 180 + 20 (10 aborted left out).
    expect(run?.counters).toEqual({
      promptTokens: 42_319_519_744,
      generationTokens: 4_800,
      requests: 590,
      failedRequests: 10,
      preemptions: 3,
    });
    // Engines: 1000 + 500 drafts, 3000 + 1500 draft tokens, 1800 + 900 accepted.
    expect(run?.specDecode).toEqual({
      numDrafts: 1500,
      draftTokens: 4500,
      acceptedTokens: 2700,
      acceptedPerPosition: [1200, 900, 600],
    });
  });

  it("merges both engines' TTFT buckets and ignores the _created gauges", () => {
    const ttft = runsFromScrapes([{ name: "a", summary: summaryOf(vllmScrape) }])[0]?.histograms
      ?.ttft;
    expect(ttft?.count).toBe(600);
    expect(ttft?.sum).toBe(74);
    // Engine 0 + engine 1 at each bound.
    expect(ttft?.buckets.slice(3, 10)).toEqual([
      { le: 0.02, count: 0 },
      { le: 0.04, count: 10 },
      { le: 0.06, count: 70 },
      { le: 0.08, count: 140 },
      { le: 0.1, count: 300 },
      { le: 0.25, count: 570 },
      { le: 0.5, count: 600 },
    ]);
    expect(ttft?.buckets).toHaveLength(22);
  });

  it("reads the ITL once although the deprecated alias repeats it, and a short TPOT bucket list", () => {
    const histograms = summaryOf(vllmScrape).histograms;
    expect(histograms.itl?.count).toBe(1500);
    expect(histograms.itl?.sum).toBe(32.5);
    expect(histograms.tpot).toEqual({
      buckets: [
        { le: 0.025, count: 450 },
        { le: 0.05, count: 600 },
      ],
      sum: 14,
      count: 600,
    });
  });

  it("makes one run of the difference of two scrapes of one server, given in either order", () => {
    const runs = runsFromScrapes([
      { name: "after.prom", summary: summaryOf(afterText) },
      { name: "before.prom", summary: summaryOf(beforeText) },
    ]);
    expect(runs).toHaveLength(1);
    const run = runs[0];
    expect(run?.meta.label).toBe("before.prom → after.prom");
    expect(run?.notes).toEqual([{ code: "serverSideTimes" }]);
    // Δsum = (4 + 2) − (1.5 + 0.5) = 4 s over Δcount = 450 − 150 = 300 steps.
    const itl = run?.histograms?.itl;
    expect(itl?.sum).toBe(4);
    expect(itl?.count).toBe(300);
    expect((itl?.sum ?? 0) / (itl?.count ?? 1)).toBeCloseTo(1 / 75, 12);
    expect(itl?.buckets).toEqual([
      { le: 0.01, count: 100 },
      { le: 0.025, count: 285 },
    ]);
    // Δttft: (6 + 3 − 2 − 1) s over 45 − 15 requests = 0.2 s.
    expect((run?.histograms?.ttft?.sum ?? 0) / (run?.histograms?.ttft?.count ?? 1)).toBeCloseTo(
      0.2,
      12,
    );
    expect(run?.counters).toEqual({ generationTokens: 1500, requests: 30 });
    // Δdrafts = 210 − 60 = 150, Δaccepted = 390 − 90 = 300: acceptance length 1 + 300 / 150 = 3.
    const spec = run?.specDecode;
    expect(spec).toEqual({ numDrafts: 150, draftTokens: 450, acceptedTokens: 300 });
    expect(1 + (spec?.acceptedTokens ?? 0) / (spec?.numDrafts ?? 1)).toBe(3);
  });

  it("counts an engine that restarted between two scrapes from 0, engine by engine", () => {
    const scrape = (generation: [number, number], requests: [number, number]) =>
      [
        "# TYPE vllm:generation_tokens_total counter",
        ...generation.map(
          (value, engine) =>
            `vllm:generation_tokens_total{engine="${engine}",model_name="m"} ${value}`,
        ),
        "# TYPE vllm:request_success_total counter",
        ...requests.map(
          (value, engine) =>
            `vllm:request_success_total{engine="${engine}",finished_reason="stop",model_name="m"} ${value}`,
        ),
        `vllm:request_success_total{engine="0",finished_reason="abort",model_name="m"} 3.0`,
      ].join("\n");
    const [run] = runsFromScrapes([
      { name: "before.prom", summary: summaryOf(scrape([1000, 0], [10, 0])) },
      { name: "after.prom", summary: summaryOf(scrape([10, 2000], [1, 20])) },
    ]);
    // Engine 0 restarted: its 10 tokens and 1 request count whole; engine 1 adds 2000 and 20.
    // The 3 aborted requests were there before and after: none failed in the run.
    expect(run?.counters).toEqual({ generationTokens: 2010, requests: 21, failedRequests: 0 });
    expect(run?.notes).toEqual([
      { code: "counterReset", family: "vllm:generation_tokens_total" },
      { code: "counterReset", family: "vllm:request_success_total" },
      { code: "serverSideTimes" },
    ]);
  });

  it("does not pair scrapes of servers started at different times (a prefill and a decode server)", () => {
    const decode = vllmScrape.replaceAll("1.7537953269354987e+09", "1.7537953311e+09");
    const runs = runsFromScrapes([
      { name: "prefill.prom", summary: summaryOf(vllmScrape) },
      { name: "decode.prom", summary: summaryOf(decode) },
    ]);
    expect(runs.map((run) => run.meta.label)).toEqual(["prefill.prom", "decode.prom"]);
    expect(runs.every((run) => run.notes.some((note) => note.code === "singleScrape"))).toBe(true);
  });

  it("makes a run of each consecutive pair of three scrapes of one server", () => {
    const middle = summaryOf(beforeText.replaceAll(" 1.5", " 2.5").replaceAll(" 400", " 900"));
    const runs = runsFromScrapes([
      { name: "3", summary: summaryOf(afterText) },
      { name: "1", summary: summaryOf(beforeText) },
      { name: "2", summary: middle },
    ]);
    expect(runs.map((run) => run.meta.label)).toEqual(["1 → 2", "2 → 3"]);
  });

  it("reads an SGLang scrape with its per-token ITL and acceptance gauge noted", () => {
    const [run] = parsePrometheusScrape(sglangScrape, "sglang.prom").runs;
    expect(run?.meta.backend).toBe("sglang");
    expect(run?.meta.model).toBe("Qwen/Qwen3-32B");
    expect(run?.counters).toEqual({
      requests: 200,
      promptTokens: 204_800,
      generationTokens: 51_200,
    });
    expect(run?.histograms?.itl?.count).toBe(51_000);
    expect(run?.histograms?.ttft?.buckets).toHaveLength(3);
    expect(run?.statedAcceptanceLength).toBe(3.25);
    expect(run?.specDecode).toBeUndefined();
    expect(run?.notes).toEqual([
      { code: "sglangItlPerToken" },
      { code: "acceptanceFromServerGauge" },
      { code: "singleScrape" },
      { code: "serverSideTimes" },
    ]);
  });

  it("gives the same summary whatever order the sample lines come in", () => {
    const lines = vllmScrape.split("\n");
    const expected = summaryOf(vllmScrape);
    fc.assert(
      fc.property(
        fc.shuffledSubarray(lines, { minLength: lines.length, maxLength: lines.length }),
        (shuffled) => {
          expect(summaryOf(shuffled.join("\n"))).toEqual(expected);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("keeps the samples of good lines and reports the bad ones", () => {
    const { scrape, problems } = readPrometheusScrape(`${sglangScrape}broken line\n`);
    expect(scrape?.counters.requests).toBe(200);
    expect(problems.map((problem) => [problem.line, problem.rule])).toEqual([
      [33, "prometheusLine"],
    ]);
  });

  it("reports a scrape without vllm: or sglang: series as having nothing to use", () => {
    const text = '# TYPE python_info gauge\npython_info{version="3.12.3"} 1.0\n';
    const { scrape, problems } = readPrometheusScrape(text);
    expect(scrape).toBeNull();
    expect(problems.map((problem) => problem.rule)).toEqual(["nothingToUse"]);
  });

  it("reports an empty file and a binary one", () => {
    expect(readPrometheusScrape(" \n").problems.map((problem) => problem.rule)).toEqual(["empty"]);
    const binary = readPrometheusScrape("PK\u0003\u0004\u0000\u0000vllm:x_total 1");
    expect(binary.scrape).toBeNull();
    expect(binary.problems.map((problem) => problem.rule)).toEqual(["binary"]);
  });

  it("never throws on arbitrary text or JSON", () => {
    const text = fc.oneof(
      fc.string({ unit: "binary" }),
      fc.jsonValue().map((value) => JSON.stringify(value) ?? ""),
      fc
        .array(
          fc.constantFrom(
            "vllm:",
            "sglang:",
            "a",
            "_total",
            "_bucket",
            "{",
            "}",
            'le="1"',
            " ",
            "\n",
            "1",
            "#",
          ),
        )
        .map((parts) => parts.join("")),
    );
    fc.assert(
      fc.property(text, text, (first, second) => {
        const scrapes = [first, second].flatMap((raw, index) => {
          const { scrape } = readPrometheusScrape(raw);
          return scrape === null ? [] : [{ name: String(index), summary: scrape }];
        });
        runsFromScrapes(scrapes);
      }),
    );
  });
});

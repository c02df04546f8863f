import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ScrapeSample, summarizeScrape } from "../../../src/model/measure/scrape.ts";
import { orderScrapes, sameServer, scrapeDelta } from "../../../src/model/measure/scrapeDelta.ts";

const model = "meta-llama/Llama-3.1-8B-Instruct";
const engine = (index: number, more: Record<string, string> = {}) => ({
  engine: String(index),
  model_name: model,
  ...more,
});
const sample = (name: string, labels: Record<string, string>, value: number): ScrapeSample => ({
  name,
  labels,
  value,
});

/** One histogram child the way multiprocess mode writes it: `_sum` first, then buckets, `_count`. */
const histogram = (
  family: string,
  labels: Record<string, string>,
  cumulative: readonly [string, number][],
  count: number,
  sum: number,
): ScrapeSample[] => [
  sample(`${family}_sum`, labels, sum),
  ...cumulative.map(([le, value]) => sample(`${family}_bucket`, { ...labels, le }, value)),
  sample(`${family}_bucket`, { ...labels, le: "+Inf" }, count),
  sample(`${family}_count`, labels, count),
];

const itl = "vllm:inter_token_latency_seconds";
const perPosition = "vllm:spec_decode_num_accepted_tokens_per_pos_total";

interface EngineCounts {
  itl: { buckets: [number, number, number]; count: number; sum: number };
  drafts: number;
  draftTokens: number;
  accepted: number;
  perPosition: [number, number];
  generation: number;
  prompt: number;
  requests: { stop: number; length: number };
}

const engineSamples = (index: number, counts: EngineCounts): ScrapeSample[] => {
  const labels = engine(index);
  const [b1, b2, b3] = counts.itl.buckets;
  const buckets: [string, number][] = [
    ["0.01", b1],
    ["0.025", b2],
    ["0.05", b3],
  ];
  return [
    ...histogram(itl, labels, buckets, counts.itl.count, counts.itl.sum),
    sample("vllm:spec_decode_num_drafts_total", labels, counts.drafts),
    sample("vllm:spec_decode_num_draft_tokens_total", labels, counts.draftTokens),
    sample("vllm:spec_decode_num_accepted_tokens_total", labels, counts.accepted),
    sample(perPosition, engine(index, { position: "0" }), counts.perPosition[0]),
    sample(perPosition, engine(index, { position: "1" }), counts.perPosition[1]),
    sample("vllm:generation_tokens_total", labels, counts.generation),
    sample("vllm:prompt_tokens_total", labels, counts.prompt),
    sample(
      "vllm:request_success_total",
      engine(index, { finished_reason: "stop" }),
      counts.requests.stop,
    ),
    sample(
      "vllm:request_success_total",
      engine(index, { finished_reason: "length" }),
      counts.requests.length,
    ),
  ];
};

// Two engines, before and after a benchmark, numbers chosen to be exact in binary floating point.
const before = summarizeScrape([
  ...engineSamples(0, {
    itl: { buckets: [50, 400, 500], count: 500, sum: 6 },
    drafts: 100,
    draftTokens: 200,
    accepted: 150,
    perPosition: [90, 60],
    generation: 1000,
    prompt: 5000,
    requests: { stop: 8, length: 2 },
  }),
  ...engineSamples(1, {
    itl: { buckets: [0, 300, 500], count: 500, sum: 4 },
    drafts: 50,
    draftTokens: 100,
    accepted: 60,
    perPosition: [40, 20],
    generation: 500,
    prompt: 2000,
    requests: { stop: 10, length: 0 },
  }),
]);
const after = summarizeScrape([
  ...engineSamples(0, {
    itl: { buckets: [52, 450, 560], count: 560, sum: 7.5 },
    drafts: 300,
    draftTokens: 600,
    accepted: 550,
    perPosition: [330, 220],
    generation: 1200,
    prompt: 2500,
    requests: { stop: 25, length: 5 },
  }),
  ...engineSamples(1, {
    itl: { buckets: [0, 320, 540], count: 540, sum: 5 },
    drafts: 250,
    draftTokens: 500,
    accepted: 460,
    perPosition: [280, 180],
    generation: 900,
    prompt: 500,
    requests: { stop: 30, length: 0 },
  }),
]);

describe("summarizeScrape", () => {
  it("sums a histogram's buckets, sum and count over every engine, with _sum before the buckets", () => {
    expect(before.histograms.itl).toEqual({
      buckets: [
        { le: 0.01, count: 50 },
        { le: 0.025, count: 700 },
        { le: 0.05, count: 1000 },
      ],
      sum: 10,
      count: 1000,
    });
    expect(before.families.itl).toBe(itl);
  });

  it("sums counters over engines and every finish reason", () => {
    expect(before.counters).toEqual({ promptTokens: 7000, generationTokens: 1500, requests: 20 });
  });

  it("reads spec-decode counters with accepted tokens by draft position", () => {
    expect(before.specDecode).toEqual({
      numDrafts: 150,
      draftTokens: 300,
      acceptedTokens: 210,
      acceptedPerPosition: [130, 80],
    });
  });

  it("names the server and its models", () => {
    expect(before.server).toBe("vllm");
    expect(before.models).toEqual([model]);
    expect(before.instances).toEqual([]);
  });

  it("gives the same summary whatever order the samples come in", () => {
    const samples = engineSamples(0, {
      itl: { buckets: [1, 2, 3], count: 4, sum: 0.5 },
      drafts: 1,
      draftTokens: 2,
      accepted: 1,
      perPosition: [1, 0],
      generation: 7,
      prompt: 9,
      requests: { stop: 1, length: 1 },
    }).concat(
      histogram(
        "vllm:e2e_request_latency_seconds",
        engine(1),
        [
          ["0.5", 1],
          ["1.0", 3],
        ],
        4,
        2.25,
      ),
      histogram(
        "vllm:e2e_request_latency_seconds",
        engine(0),
        [
          ["0.5", 2],
          ["1.0", 2],
        ],
        2,
        0.75,
      ),
    );
    const expected = summarizeScrape(samples);
    fc.assert(
      fc.property(
        fc.shuffledSubarray(samples, { minLength: samples.length, maxLength: samples.length }),
        (shuffled) => {
          expect(summarizeScrape(shuffled)).toEqual(expected);
        },
      ),
    );
  });

  it("reads bucket bounds from le, keeping only those every label set reports", () => {
    const summary = summarizeScrape([
      ...histogram(
        "vllm:e2e_request_latency_seconds",
        engine(0),
        [
          ["0.5", 1],
          ["1.0", 3],
        ],
        4,
        2,
      ),
      ...histogram(
        "vllm:e2e_request_latency_seconds",
        engine(1),
        [
          ["1", 5],
          ["2.5", 6],
        ],
        6,
        4,
      ),
    ]);
    // Bound 1 is written "1.0" by one engine and "1" by the other: the same bound.
    expect(summary.histograms.e2el).toEqual({ buckets: [{ le: 1, count: 8 }], sum: 6, count: 10 });
  });

  it("skips _created series, which are timestamps, and keeps the earliest as the server's start", () => {
    const summary = summarizeScrape([
      sample("vllm:prompt_tokens_total", engine(0), 10),
      sample("vllm:prompt_tokens_created", engine(0), 1.7537953269354987e9),
      sample("vllm:time_to_first_token_seconds_created", engine(0), 1.7537953269355352e9),
      sample("process_start_time_seconds", {}, 1.75379524361e9),
    ]);
    expect(summary.counters).toEqual({ promptTokens: 10 });
    expect(summary.startedAtS).toBe(1.7537953269354987e9);
  });

  it("falls back to the deprecated time_per_output_token only without inter_token_latency", () => {
    const old = "vllm:time_per_output_token_seconds";
    const alone = summarizeScrape(histogram(old, engine(0), [["0.01", 3]], 4, 0.5));
    expect(alone.histograms.itl?.count).toBe(4);
    expect(alone.families.itl).toBe(old);
    // Both hold the same observations: 4, not 8.
    const both = summarizeScrape([
      ...histogram(old, engine(0), [["0.01", 3]], 4, 0.5),
      ...histogram(itl, engine(0), [["0.01", 3]], 4, 0.5),
    ]);
    expect(both.histograms.itl?.count).toBe(4);
    expect(both.families.itl).toBe(itl);
  });

  it("maps every vLLM latency family to its metric", () => {
    const families = {
      ttft: "vllm:time_to_first_token_seconds",
      tpot: "vllm:request_time_per_output_token_seconds",
      e2el: "vllm:e2e_request_latency_seconds",
      queue: "vllm:request_queue_time_seconds",
      prefill: "vllm:request_prefill_time_seconds",
      decode: "vllm:request_decode_time_seconds",
    };
    const summary = summarizeScrape(
      Object.values(families).flatMap((family, index) =>
        histogram(family, engine(0), [["1.0", index]], index + 1, index),
      ),
    );
    expect(summary.families).toEqual(families);
    expect(summary.histograms.decode?.count).toBe(6);
  });

  it("reads SGLang's per-token ITL under itl with a note, and its acceptance gauge as a mean", () => {
    const labels = { model_name: model };
    const summary = summarizeScrape([
      ...histogram("sglang:inter_token_latency_seconds", labels, [["0.01", 90]], 100, 0.75),
      ...histogram("sglang:time_to_first_token_seconds", labels, [["0.1", 9]], 10, 0.5),
      sample("sglang:spec_accept_length", { ...labels, dp_rank: "0" }, 3.5),
      sample("sglang:spec_accept_length", { ...labels, dp_rank: "1" }, 2.5),
      sample("sglang:num_requests_total", labels, 10),
      sample("sglang:generation_tokens_total", labels, 110),
    ]);
    expect(summary.server).toBe("sglang");
    expect(summary.histograms.itl?.count).toBe(100);
    expect(summary.statedAcceptanceLength).toBe(3);
    expect(summary.counters).toEqual({ requests: 10, generationTokens: 110 });
    expect(summary.notes).toEqual([
      { code: "sglangItlPerToken" },
      { code: "acceptanceFromServerGauge" },
    ]);
  });

  it("takes no acceptance length from SGLang's gauge at 0, which means no speculative decoding", () => {
    const summary = summarizeScrape([sample("sglang:spec_accept_length", {}, 0)]);
    expect(summary.statedAcceptanceLength).toBeUndefined();
    expect(summary.notes).toEqual([]);
  });

  it("ignores series of other programs", () => {
    const summary = summarizeScrape([
      sample("python_gc_objects_collected_total", { generation: "0" }, 5),
      sample("http_requests_total", {}, 7),
    ]);
    expect(summary.server).toBeNull();
    expect(summary.counters).toEqual({});
  });

  it("never throws on arbitrary samples", () => {
    const names = fc.oneof(
      fc.string(),
      fc.constantFrom(
        `${itl}_bucket`,
        `${itl}_sum`,
        `${itl}_count`,
        perPosition,
        "sglang:spec_accept_length",
        "vllm:prompt_tokens_total",
      ),
    );
    const labels = fc.dictionary(fc.constantFrom("le", "position", "engine", "x"), fc.string());
    fc.assert(
      fc.property(fc.array(fc.record({ name: names, labels, value: fc.double() })), (samples) => {
        const summary = summarizeScrape(samples);
        scrapeDelta(summary, summary);
        orderScrapes(summary, summary);
      }),
    );
  });
});

describe("scrapeDelta", () => {
  const delta = scrapeDelta(before, after);

  it("subtracts histogram buckets, sum and count, so the mean ITL is Δsum / Δcount", () => {
    // Δsum = (7.5 + 5) − (6 + 4) = 2.5 s over Δcount = (560 + 540) − 1000 = 100 steps.
    expect(delta.histograms.itl).toEqual({
      buckets: [
        { le: 0.01, count: 2 },
        { le: 0.025, count: 70 },
        { le: 0.05, count: 100 },
      ],
      sum: 2.5,
      count: 100,
    });
    const itlDelta = delta.histograms.itl;
    expect(itlDelta && itlDelta.sum / itlDelta.count).toBeCloseTo(0.025, 12);
  });

  it("subtracts spec-decode counters, so the acceptance length is 1 + Δaccepted / Δdrafts", () => {
    // Δdrafts = 550 − 150 = 400; Δaccepted = 1010 − 210 = 800; 1 + 800 / 400 = 3.
    expect(delta.specDecode).toEqual({
      numDrafts: 400,
      draftTokens: 800,
      acceptedTokens: 800,
      acceptedPerPosition: [480, 320],
    });
  });

  it("keeps the later value of a counter that went down and notes the reset", () => {
    // Prompt tokens fell from 7000 to 3000: the server restarted.
    expect(delta.counters).toEqual({ promptTokens: 3000, generationTokens: 600, requests: 40 });
    expect(delta.notes).toEqual([{ code: "counterReset", family: "vllm:prompt_tokens_total" }]);
  });

  it("does not change its inputs", () => {
    const copy = structuredClone(before);
    scrapeDelta(before, after);
    expect(before).toEqual(copy);
  });
});

describe("orderScrapes", () => {
  it("puts first the scrape most counts grew from, even when one counter was reset", () => {
    expect(orderScrapes(before, after)).toBe(-1);
    expect(orderScrapes(after, before)).toBe(1);
    expect([after, before].sort(orderScrapes)).toEqual([before, after]);
  });

  it("calls two scrapes with the same counts a tie", () => {
    expect(orderScrapes(before, structuredClone(before))).toBe(0);
  });
});

describe("sameServer", () => {
  it("pairs scrapes of one model and start, and not scrapes of servers started at other times", () => {
    expect(sameServer(before, after)).toBe(true);
    expect(sameServer({ ...before, startedAtS: 1 }, { ...after, startedAtS: 2 })).toBe(false);
    expect(sameServer(before, { ...after, models: ["other"] })).toBe(false);
  });
});

describe("per-series values", () => {
  const prompt = "vllm:prompt_tokens_total";
  const e2el = "vllm:e2e_request_latency_seconds";

  it("keeps each engine's counter apart beside the summed total", () => {
    const summary = summarizeScrape([
      sample(prompt, engine(0), 1000),
      sample(prompt, engine(1), 0),
    ]);
    expect(summary.counters.promptTokens).toBe(1000);
    expect(Object.values(summary.series.counts.promptTokens ?? {}).sort((a, b) => a - b)).toEqual([
      0, 1000,
    ]);
  });

  it("counts a reset engine from 0, as PromQL's increase does, when another engine grows", () => {
    // Engine 0 restarted (1000 → 10) while engine 1 grew (0 → 2000): 10 + 2000, not 2010 − 1000.
    const first = summarizeScrape([sample(prompt, engine(0), 1000), sample(prompt, engine(1), 0)]);
    const second = summarizeScrape([
      sample(prompt, engine(0), 10),
      sample(prompt, engine(1), 2000),
    ]);
    const delta = scrapeDelta(first, second);
    expect(delta.counters.promptTokens).toBe(2010);
    expect(delta.notes).toEqual([{ code: "counterReset", family: prompt }]);
  });

  it("subtracts histograms engine by engine, keeping a restarted engine's later buckets", () => {
    // Engine 0: 100 → 4 observations (restarted); engine 1: 50 → 150 (100 more).
    const scrape = (zero: [number, number, number], one: [number, number, number]) =>
      summarizeScrape([
        ...histogram(e2el, engine(0), [["1.0", zero[0]]], zero[1], zero[2]),
        ...histogram(e2el, engine(1), [["1.0", one[0]]], one[1], one[2]),
      ]);
    const delta = scrapeDelta(
      scrape([60, 100, 80], [20, 50, 40]),
      scrape([3, 4, 2], [70, 150, 120]),
    );
    // Bucket ≤ 1 s: 3 + (70 − 20) = 53; count 4 + 100 = 104; sum 2 + 80 = 82 s.
    expect(delta.histograms.e2el).toEqual({ buckets: [{ le: 1, count: 53 }], count: 104, sum: 82 });
    expect(delta.notes).toEqual([{ code: "counterReset", family: e2el }]);
  });

  it("subtracts spec-decode counts and per-position counts engine by engine", () => {
    const scrape = (zero: number, one: number) =>
      summarizeScrape([
        sample("vllm:spec_decode_num_drafts_total", engine(0), zero),
        sample("vllm:spec_decode_num_drafts_total", engine(1), one),
        sample("vllm:spec_decode_num_draft_tokens_total", engine(0), 2 * zero),
        sample("vllm:spec_decode_num_draft_tokens_total", engine(1), 2 * one),
        sample("vllm:spec_decode_num_accepted_tokens_total", engine(0), zero),
        sample("vllm:spec_decode_num_accepted_tokens_total", engine(1), one),
        sample(perPosition, engine(0, { position: "0" }), zero),
        sample(perPosition, engine(1, { position: "0" }), one),
      ]);
    // Engine 0: 300 → 40 (restarted, counts 40); engine 1: 100 → 400 (300 more).
    const delta = scrapeDelta(scrape(300, 100), scrape(40, 400));
    expect(delta.specDecode).toEqual({
      numDrafts: 340,
      draftTokens: 680,
      acceptedTokens: 340,
      acceptedPerPosition: [340],
    });
    expect(delta.notes.map((note) => note.code === "counterReset" && note.family)).toEqual([
      "vllm:spec_decode_num_drafts_total",
      "vllm:spec_decode_num_draft_tokens_total",
      "vllm:spec_decode_num_accepted_tokens_total",
      perPosition,
    ]);
  });

  it("counts a series new in the later scrape from 0", () => {
    const first = summarizeScrape([sample(prompt, engine(0), 100)]);
    const second = summarizeScrape([sample(prompt, engine(0), 150), sample(prompt, engine(1), 30)]);
    const delta = scrapeDelta(first, second);
    expect(delta.counters.promptTokens).toBe(80);
    expect(delta.notes).toEqual([]);
  });

  it("orders by the summed counts: a full restart between scrapes without start times reads as reverse order", () => {
    const high = summarizeScrape([sample(prompt, engine(0), 900)]);
    const low = summarizeScrape([sample(prompt, engine(0), 40)]);
    expect([high, low].sort(orderScrapes)).toEqual([low, high]);
  });
});

describe("finish reasons", () => {
  const success = "vllm:request_success_total";

  it("leaves aborted and errored requests out of the successful requests and counts them apart", () => {
    const summary = summarizeScrape([
      sample(success, engine(0, { finished_reason: "stop" }), 30),
      sample(success, engine(0, { finished_reason: "length" }), 5),
      sample(success, engine(0, { finished_reason: "abort" }), 7),
      sample(success, engine(1, { finished_reason: "abort" }), 2),
      sample(success, engine(1, { finished_reason: "error" }), 3),
    ]);
    // 30 + 5 completed; 7 + 2 + 3 = 12 failed.
    expect(summary.counters.requests).toBe(35);
    expect(summary.counters.failedRequests).toBe(12);
  });

  it("counts 0 successes when every finished request was aborted", () => {
    const summary = summarizeScrape([sample(success, engine(0, { finished_reason: "abort" }), 4)]);
    expect(summary.counters).toEqual({ requests: 0, failedRequests: 4 });
    expect(summary.families.requests).toBe(success);
  });
});

describe("truncated histograms", () => {
  const ttft = "vllm:time_to_first_token_seconds";

  it("skips a histogram whose +Inf bucket and _count were cut off, rather than take the last bucket as its count", () => {
    const summary = summarizeScrape([
      sample(`${ttft}_sum`, engine(0), 3),
      sample(`${ttft}_bucket`, engine(0, { le: "0.1" }), 4),
      sample(`${ttft}_bucket`, engine(0, { le: "0.5" }), 9),
      sample("vllm:prompt_tokens_total", engine(0), 10),
    ]);
    expect(summary.histograms.ttft).toBeUndefined();
    expect(summary.series.histograms.ttft).toBeUndefined();
    expect(summary.families.ttft).toBeUndefined();
    expect(summary.counters).toEqual({ promptTokens: 10 });
  });

  it("skips the histogram when one engine of two was cut off", () => {
    const summary = summarizeScrape([
      ...histogram(ttft, engine(0), [["0.1", 4]], 5, 1),
      sample(`${ttft}_bucket`, engine(1, { le: "0.1" }), 2),
    ]);
    expect(summary.histograms.ttft).toBeUndefined();
  });

  it("takes the count from the +Inf bucket when only _count is missing", () => {
    const summary = summarizeScrape([
      sample(`${ttft}_bucket`, engine(0, { le: "0.1" }), 4),
      sample(`${ttft}_bucket`, engine(0, { le: "+Inf" }), 6),
      sample(`${ttft}_sum`, engine(0), 1.5),
    ]);
    expect(summary.histograms.ttft).toEqual({
      buckets: [{ le: 0.1, count: 4 }],
      count: 6,
      sum: 1.5,
    });
  });
});

describe("spec-decode counters", () => {
  it("reads V0 counters without a draft count: draft and accepted tokens only", () => {
    const summary = summarizeScrape([
      sample("vllm:spec_decode_num_draft_tokens_total", { model_name: model }, 400),
      sample("vllm:spec_decode_num_accepted_tokens_total", { model_name: model }, 300),
      sample("vllm:spec_decode_num_emitted_tokens_total", { model_name: model }, 500),
    ]);
    expect(summary.specDecode).toEqual({ draftTokens: 400, acceptedTokens: 300 });
    expect(summary.families).toEqual({
      draftTokens: "vllm:spec_decode_num_draft_tokens_total",
      acceptedTokens: "vllm:spec_decode_num_accepted_tokens_total",
    });
  });

  it("subtracts V0 counters without a draft count", () => {
    const scrape = (draft: number, accepted: number) =>
      summarizeScrape([
        sample("vllm:spec_decode_num_draft_tokens_total", { model_name: model }, draft),
        sample("vllm:spec_decode_num_accepted_tokens_total", { model_name: model }, accepted),
      ]);
    expect(scrapeDelta(scrape(400, 300), scrape(1000, 600)).specDecode).toEqual({
      draftTokens: 600,
      acceptedTokens: 300,
    });
  });

  it("does not read an empty position label as position 0", () => {
    const summary = summarizeScrape([
      sample("vllm:spec_decode_num_drafts_total", engine(0), 10),
      sample("vllm:spec_decode_num_draft_tokens_total", engine(0), 20),
      sample("vllm:spec_decode_num_accepted_tokens_total", engine(0), 12),
      sample(perPosition, engine(0, { position: "" }), 99),
      sample(perPosition, engine(0, { position: "0" }), 8),
      sample(perPosition, engine(0, { position: "1" }), 4),
    ]);
    expect(summary.specDecode?.acceptedPerPosition).toEqual([8, 4]);
  });
});

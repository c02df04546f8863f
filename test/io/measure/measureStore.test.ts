import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createMeasureStore } from "../../../src/io/measure/measureStore.ts";

/** A scrape of one vLLM server: a TTFT histogram and a token counter, scaled by `times`. */
const scrape = (times: number) =>
  [
    "# TYPE vllm:time_to_first_token_seconds histogram",
    `vllm:time_to_first_token_seconds_bucket{le="0.1",model_name="m"} ${10 * times}`,
    `vllm:time_to_first_token_seconds_bucket{le="0.5",model_name="m"} ${18 * times}`,
    `vllm:time_to_first_token_seconds_bucket{le="+Inf",model_name="m"} ${20 * times}`,
    `vllm:time_to_first_token_seconds_sum{model_name="m"} ${3 * times}`,
    `vllm:time_to_first_token_seconds_count{model_name="m"} ${20 * times}`,
    "# TYPE vllm:generation_tokens counter",
    `vllm:generation_tokens_total{model_name="m"} ${1000 * times}`,
    "",
  ].join("\n");

// Four requests, every one 100 ms to the first token and four 20 ms gaps.
const detailed = JSON.stringify({
  backend: "vllm",
  model_id: "m",
  duration: 2,
  completed: 4,
  total_input_tokens: 40,
  total_output_tokens: 20,
  max_concurrency: 4,
  input_lens: [10, 10, 10, 10],
  output_lens: [5, 5, 5, 5],
  ttfts: [0.1, 0.1, 0.1, 0.1],
  itls: [0, 1, 2, 3].map(() => [0.02, 0.02, 0.02, 0.02]),
  errors: ["", "", "", ""],
});

const options = { percentiles: [99] };

describe("createMeasureStore", () => {
  it("pairs two scrapes of one drop into one run, and re-pairs the drop when one is removed", () => {
    const store = createMeasureStore();
    store.add([
      { name: "before.prom", text: scrape(1) },
      { name: "after.prom", text: scrape(3) },
    ]);
    const paired = store.snapshot(options);
    expect(paired.runs).toHaveLength(1);
    expect(paired.runs[0]?.fileName).toBe("before.prom → after.prom");
    expect(paired.files.map((file) => file.runCount)).toEqual([1, 1]);
    // (3 × 3 − 3) s over (3 × 20 − 20) first tokens: 150 ms.
    const meanTtft = paired.runs[0]?.analysis.metrics.find((m) => m.key === "mean_ttft_ms");
    expect(meanTtft?.value).toBeCloseTo(150, 9);

    store.remove("after.prom");
    const alone = store.snapshot(options);
    expect(alone.files.map((file) => file.name)).toEqual(["before.prom"]);
    expect(alone.runs).toHaveLength(1);
    expect(alone.runs[0]?.notes).toContainEqual({ code: "singleScrape" });
  });

  it("does not pair scrapes dropped at different times", () => {
    const store = createMeasureStore();
    store.add([{ name: "before.prom", text: scrape(1) }]);
    store.add([{ name: "after.prom", text: scrape(3) }]);
    expect(store.snapshot(options).runs).toHaveLength(2);
  });

  it("gives a repeated name a number, against kept files and within one drop", () => {
    const store = createMeasureStore();
    store.add([{ name: "r.json", text: detailed }]);
    expect(store.uniqueNames(["r.json", "r.json", "s.json"])).toEqual([
      "r.json (2)",
      "r.json (3)",
      "s.json",
    ]);
  });

  it("removes one file's runs and clears everything", () => {
    const store = createMeasureStore();
    store.add([
      { name: "a.json", text: detailed },
      { name: "b.json", text: detailed },
    ]);
    store.remove("a.json");
    expect(store.snapshot(options).runs.map((run) => run.fileName)).toEqual(["b.json"]);
    store.clear();
    expect(store.snapshot(options)).toEqual({ files: [], runs: [] });
  });

  it("keeps an analysis while the options stay, and re-analyzes the kept runs when they change", () => {
    const store = createMeasureStore();
    store.add([{ name: "a.json", text: detailed }]);
    const first = store.snapshot(options).runs[0]?.analysis;
    expect(store.snapshot({ percentiles: [99] }).runs[0]?.analysis).toBe(first);
    const again = store.snapshot({ percentiles: [50, 90] }).runs[0]?.analysis;
    expect(again).not.toBe(first);
    const p90 = again?.metrics.find((metric) => metric.key === "p90_itl_ms");
    expect(p90?.value).toBeCloseTo(20, 9);
    expect(p90?.source).toBe("computed");
  });

  it("never throws, whatever text is added or removed", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string(), text: fc.string() }), { maxLength: 4 }),
        fc.string(),
        (inputs, removed) => {
          const store = createMeasureStore();
          const names = store.uniqueNames(inputs.map((input) => input.name));
          store.add(inputs.map((input, index) => ({ ...input, name: names[index] ?? "" })));
          store.remove(removed);
          store.snapshot(options);
        },
      ),
      { numRuns: 200 },
    );
  });
});

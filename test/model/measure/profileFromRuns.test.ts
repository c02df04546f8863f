import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { defaultPlan, parsePlan } from "../../../src/model/index.ts";
import { erlangC } from "../../../src/model/latency/queueing.ts";
import type { RunAnalysis } from "../../../src/model/measure/analysis.ts";
import {
  comparableRuns,
  measuredSteps,
  type ProfileRun,
  planWithProfile,
  profilePoints,
} from "../../../src/model/measure/profileFromRuns.ts";

const run = (
  concurrency: number | null,
  itlMs: number,
  ttftMs: number,
  more: Partial<ProfileRun> & {
    tokens?: { completed: number; input: number; output: number };
    requestsPerSecond?: number;
  } = {},
): ProfileRun => {
  const { tokens, requestsPerSecond, ...rest } = more;
  const counts =
    tokens === undefined
      ? []
      : [
          { key: "completed", value: tokens.completed, source: "stated" as const },
          { key: "total_input_tokens", value: tokens.input, source: "stated" as const },
          { key: "total_output_tokens", value: tokens.output, source: "stated" as const },
        ];
  return {
    fileName: "sweep.jsonl",
    line: concurrency ?? 0,
    format: "vllm",
    analysis: {
      metrics: [
        ...counts,
        ...(requestsPerSecond === undefined
          ? []
          : [{ key: "request_throughput", value: requestsPerSecond, source: "stated" as const }]),
        { key: "mean_itl_ms", value: itlMs, source: "computed" },
        { key: "mean_ttft_ms", value: ttftMs, source: "computed" },
      ],
      checks: [],
      attainment: {},
      acceptance: null,
      identity: null,
      distributions: {},
      missing: [],
      itlPerToken: false,
      concurrency: concurrency === null ? null : { value: concurrency, source: "maxConcurrency" },
    } satisfies RunAnalysis,
    ...rest,
  };
};

const withoutRuns = (points: { batch: number; timeMs: number }[]) =>
  points.map(({ batch, timeMs }) => ({ batch, timeMs }));

describe("profilePoints", () => {
  it("makes one (concurrency, ITL) point a run, sorted, averaging runs at the same concurrency", () => {
    const points = profilePoints(
      [run(64, 30, 500), run(16, 20, 200), run(64, 32, 520), run(null, 99, 99)],
      "decode",
      "mean",
    );
    expect(withoutRuns(points)).toEqual([
      { batch: 16, timeMs: 20 },
      { batch: 64, timeMs: 31 },
    ]);
  });

  it("names the runs each point was averaged from", () => {
    const points = profilePoints(
      [run(64, 30, 500), run(16, 20, 200), run(64, 32, 520)],
      "decode",
      "mean",
    );
    expect(points.map((point) => point.runs.map((r) => r.line))).toEqual([[16], [64, 64]]);
  });
});

describe("comparableRuns", () => {
  // 100 requests of 1,000 input and 250 output tokens each.
  const reference = run(8, 10, 300, {
    model: "m",
    tokens: { completed: 100, input: 100_000, output: 25_000 },
  });

  it("keeps runs of the same tool, model and request lengths within a tenth", () => {
    // 1,090 / 1,000 and 230 / 250 input and output tokens a request: within 10%.
    const close = run(16, 12, 400, {
      model: "m",
      tokens: { completed: 10, input: 10_900, output: 2_300 },
    });
    expect(comparableRuns([reference, close], reference)).toEqual([reference, close]);
  });

  it("leaves out another tool, another model, or requests more than 10% longer or shorter", () => {
    const sglang = run(16, 12, 400, { format: "sglang", model: "m" });
    const otherModel = run(16, 12, 400, { model: "n" });
    // 1,110 input tokens a request: 11% more than 1,000.
    const longer = run(16, 12, 400, { tokens: { completed: 10, input: 11_100, output: 2_500 } });
    // 220 output tokens a request: 12% fewer than 250.
    const shorter = run(16, 12, 400, { tokens: { completed: 10, input: 10_000, output: 2_200 } });
    expect(comparableRuns([reference, sglang, otherModel, longer, shorter], reference)).toEqual([
      reference,
    ]);
  });

  it("keeps a run whose model or token counts are unknown", () => {
    const unknown = run(16, 12, 400);
    expect(comparableRuns([reference, unknown], reference)).toEqual([reference, unknown]);
  });
});

describe("planWithProfile", () => {
  it("switches the phase to a measured profile and records the runs behind it", () => {
    const built = planWithProfile(
      defaultPlan,
      catalog,
      [run(8, 10, 300, { requestsPerSecond: 5 }), run(32, 14, 900, { requestsPerSecond: 10 })],
      "decode",
      "mean",
    );
    expect(withoutRuns(built?.points ?? [])).toEqual([
      { batch: 8, timeMs: 10 },
      { batch: 32, timeMs: 14 },
    ]);
    expect(built?.plan.latency.decode).toEqual({
      source: "profile",
      profile: [
        { batch: 8, timeMs: 10 },
        { batch: 32, timeMs: 14 },
      ],
    });
    expect(built?.plan.measured?.["latency.decode.profile"]).toEqual({
      file: "sweep.jsonl",
      statistic: "mean",
      runs: 2,
    });
    expect(parsePlan(built?.plan).ok).toBe(true);
  });

  it("puts each prefill point at the requests in prefill, its TTFT less the queueing wait", () => {
    // λ · TTFT = 4 and 8 requests in prefill; each run's prompts share the plan's 8 prefill
    // slots, so its time t solves t + C(8, λ t) · ½ / (8 / t − λ) = TTFT (M/D/8, Allen–Cunneen).
    const runs = [
      { ttftMs: 300, perMs: 4 / 300 },
      { ttftMs: 600, perMs: 8 / 600 },
    ];
    const built = planWithProfile(
      defaultPlan,
      catalog,
      runs.map((r, i) => run(4 * 2 ** i, 10, r.ttftMs, { requestsPerSecond: r.perMs * 1000 })),
      "prefill",
      "mean",
    );
    expect(built?.points.map((point) => point.batch)).toEqual([4, 8]);
    built?.points.forEach((point, i) => {
      const { ttftMs, perMs } = runs[i] ?? { ttftMs: 0, perMs: 0 };
      const t = point.timeMs;
      expect(t + (erlangC(8, perMs * t) * 0.5) / (8 / t - perMs)).toBeCloseTo(ttftMs, 2);
    });
  });

  it("leaves out of a prefill profile a run that states no request rate or throughput", () => {
    const points = profilePoints([run(8, 10, 300), run(32, 14, 900)], "prefill", "mean");
    expect(points).toEqual([]);
  });

  it("records the runs' mean request sizes with the profile", () => {
    const tokens = { completed: 10, input: 10_000, output: 2_500 };
    const built = planWithProfile(
      defaultPlan,
      catalog,
      [run(8, 10, 300, { tokens }), run(32, 14, 900, { tokens })],
      "decode",
      "mean",
    );
    expect(built?.plan.measured?.["latency.decode.profile"]).toMatchObject({
      inputTokens: 1000,
      outputTokens: 250,
    });
  });

  it("counts only the runs that gave a point", () => {
    const built = planWithProfile(
      defaultPlan,
      catalog,
      [
        run(8, 10, 300),
        run(32, 14, 900),
        run(null, 9, 9, { fileName: "no-batch.json" }),
        run(16, 12, 600, { fileName: "other.json" }),
      ],
      "decode",
      "mean",
    );
    // Three of the four runs have a batch; the one without it adds neither a point nor a file.
    expect(built?.plan.measured?.["latency.decode.profile"]).toEqual({
      file: "sweep.jsonl + 1",
      statistic: "mean",
      runs: 3,
    });
  });

  it("needs two distinct concurrencies", () => {
    expect(
      planWithProfile(defaultPlan, catalog, [run(8, 10, 300), run(8, 11, 310)], "decode", "mean"),
    ).toBeNull();
  });
});

describe("measuredSteps", () => {
  it("gives each point its runs' mean request lengths, and none where the runs state none", () => {
    // 10 requests of 10,000 + 2,500 tokens and 10 of 11,000 + 2,700: means 1,000 / 250 and 1,100 / 270,
    // so the point the two runs share is priced at 1,050 in and 260 out.
    const points = profilePoints(
      [
        run(8, 10, 300, { tokens: { completed: 10, input: 10_000, output: 2_500 } }),
        run(8, 12, 320, { tokens: { completed: 10, input: 11_000, output: 2_700 } }),
        run(32, 14, 900),
      ],
      "decode",
      "mean",
    );
    expect(measuredSteps(points)).toEqual([
      { batch: 8, timeMs: 11, inputTokens: 1050, outputTokens: 260 },
      { batch: 32, timeMs: 14 },
    ]);
  });
});

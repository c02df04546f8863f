import { describe, expect, it } from "vitest";
import { readRequestSizes } from "../../../src/io/load/readRequestSizes.ts";
import { maxTextChars, maxTraceLines } from "../../../src/io/load/sizeLimits.ts";
import { detailedResult, failedRequest } from "../measure/vllmResult.ts";
import { mooncakeHead, traceText } from "./traceText.ts";

const okOf = (result: ReturnType<typeof readRequestSizes>) => {
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result;
};
const noteCodes = (result: ReturnType<typeof readRequestSizes>): string[] =>
  result.ok ? result.notes.map((note) => note.code) : [];

describe("readRequestSizes on a Mooncake trace", () => {
  it("reads the 50 real lines with their means and spreads", () => {
    const read = okOf(readRequestSizes("conversation.jsonl", mooncakeHead));
    expect(read.sizes.file).toBe("conversation.jsonl");
    expect(read.sizes.inputTokens).toHaveLength(50);
    // Line 1: {"timestamp": 0, "input_length": 6758, "output_length": 500, ...}.
    expect([read.sizes.inputTokens[0], read.sizes.outputTokens[0]]).toEqual([6758, 500]);
    // The fixture's README: 601,420 input and 18,175 output tokens over 50 requests.
    expect(read.summary.meanInputTokens).toBeCloseTo(601_420 / 50, 9);
    expect(read.summary.meanOutputTokens).toBeCloseTo(18_175 / 50, 9);
    expect(read.summary).toMatchObject({ requests: 50, keptRequests: 50 });
    expect(read.notes).toEqual([]);
  });

  it("takes the arrival rate and gap spread from the timestamps", () => {
    const { summary } = okOf(readRequestSizes("t.jsonl", mooncakeHead));
    // 49 gaps over 15,000 ms: 3.2667 requests/s.
    expect(summary.arrival?.ratePerSecond).toBeCloseTo(49_000 / 15_000, 9);
    // 44 gaps of 0 and five of 3000, 2999, 3001, 3000, 3000 ms: mean 15000/49,
    // Σg² = 45,000,002, so cv = √(49·45,000,002 − 15000²) / 15000.
    expect(summary.arrival?.cv).toBeCloseTo(Math.sqrt(49 * 45_000_002 - 15_000 ** 2) / 15_000, 9);
  });

  it("computes population spreads by hand on three requests", () => {
    const text = traceText([
      { timestamp: 0, input_length: 100, output_length: 10 },
      { timestamp: 1000, input_length: 200, output_length: 10 },
      { timestamp: 3000, input_length: 300, output_length: 10 },
    ]);
    const { summary } = okOf(readRequestSizes("t.jsonl", text));
    // Inputs: mean 200, population std √(20000/3); outputs all 10: cv 0.
    expect(summary.inputCv).toBeCloseTo(Math.sqrt(20_000 / 3) / 200, 12);
    expect(summary.outputCv).toBe(0);
    // Gaps 1000 and 2000 ms: 2 requests in 3 s; gap cv 500 / 1500.
    expect(summary.arrival).toEqual({ ratePerSecond: 2 / 3, cv: 1 / 3 });
  });

  it("samples more than 4,096 requests down at an even stride and says so", () => {
    const requests = 5000;
    const text = traceText(
      Array.from({ length: requests }, (_, i) => ({
        timestamp: i * 10,
        input_length: i + 1,
        output_length: 1,
      })),
    );
    const read = okOf(readRequestSizes("t.jsonl", text));
    expect(read.sizes.inputTokens).toHaveLength(4096);
    // Position k of the sample is request ⌊k · 5000 / 4096⌋; request i has i + 1 input tokens.
    expect(read.sizes.inputTokens.slice(0, 3)).toEqual([1, 2, 3]);
    expect(read.sizes.inputTokens[4095]).toBe(Math.floor((4095 * 5000) / 4096) + 1);
    expect(read.summary).toMatchObject({ requests: 5000, keptRequests: 4096 });
    // The summary describes the whole file: inputs 1..5000 have mean 2500.5.
    expect(read.summary.meanInputTokens).toBe(2500.5);
    expect(read.notes.map((note) => note.message)).toEqual([
      "kept 4,096 of 5,000 requests, taken at an even stride (a plan carries at most 4,096)",
    ]);
  });

  it("names the line and field of every bad length", () => {
    const text = [
      traceText([{ timestamp: 0, input_length: 10, output_length: 5 }]),
      traceText([{ timestamp: 1, input_length: -3, output_length: 5 }]),
      "",
      traceText([{ timestamp: 2, input_length: 10, output_length: 0 }]),
      traceText([{ timestamp: 3, input_length: 2.5, output_length: "12" }]),
      traceText([{ timestamp: 4, input_length: 1e300, output_length: 5 }]),
      '{"timestamp": 5, "input_length": 10, "outp',
    ].join("\n");
    const result = readRequestSizes("t.jsonl", text);
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems.map((p) => [p.line, p.field, p.message])).toEqual([
      [2, "input_length", "input_length must be at least 1, got -3"],
      [4, "output_length", "output_length must be at least 1, got 0"],
      [5, "input_length", "input_length must be a whole number, got 2.5"],
      [5, "output_length", 'output_length must be a whole number, got "12"'],
      [6, "input_length", "input_length must be at most 10000000, got 1e+300"],
      [
        7,
        undefined,
        'is not valid JSON: Unexpected end of input at column 43: "{\\"timestamp\\": 5, \\"input_length\\": 1…',
      ],
    ]);
  });

  it("lists twenty problems and counts the rest in one line", () => {
    const text = Array.from({ length: 30 }, () => '{"input_length": 0, "output_length": 1}').join(
      "\n",
    );
    const result = readRequestSizes("t.jsonl", text);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toHaveLength(21);
    expect(problems[20]).toMatchObject({
      line: 21,
      rule: "moreProblems",
      message: "and 10 more problem(s) from this line on",
    });
  });

  it("skips a line over 200,000 characters with a note and reads the rest", () => {
    const long = JSON.stringify({
      timestamp: 0,
      input_length: 5,
      output_length: 5,
      hash_ids: Array.from({ length: 40_000 }, (_, i) => i),
    });
    const text = [long, traceText([{ timestamp: 0, input_length: 7, output_length: 3 }])].join(
      "\n",
    );
    const read = okOf(readRequestSizes("t.jsonl", text));
    expect(read.sizes.inputTokens).toEqual([7]);
    expect(read.notes[0]?.message).toBe(
      "skipped 1 line(s) longer than 200,000 characters (line 1)",
    );
  });

  it("stops after a million lines with a note", () => {
    const line = traceText([{ timestamp: 0, input_length: 7, output_length: 3 }]);
    // The first line, then blank lines, then a request past the limit.
    const text = `${line}${"\n".repeat(maxTraceLines)}${line}`;
    const read = okOf(readRequestSizes("t.jsonl", text));
    expect(read.sizes.inputTokens).toEqual([7]);
    expect(noteCodes(read)).toContain("lineLimit");
  });

  it("says why there is no arrival rate: missing, equal or out-of-order times", () => {
    const untimed = traceText([
      { timestamp: 0, input_length: 1, output_length: 1 },
      { input_length: 1, output_length: 1 },
    ]);
    const together = traceText([
      { timestamp: 5, input_length: 1, output_length: 1 },
      { timestamp: 5, input_length: 1, output_length: 1 },
    ]);
    const shuffled = traceText([
      { timestamp: 2000, input_length: 1, output_length: 1 },
      { timestamp: 0, input_length: 1, output_length: 1 },
    ]);
    const read = [untimed, together, shuffled].map((text) => okOf(readRequestSizes("t", text)));
    expect(read.map((r) => r.notes.map((note) => note.message))).toEqual([
      ["no arrival rate: 1 request(s) have no timestamp"],
      ["no arrival rate: every request arrives at the same time"],
      ["arrival times are out of order; sorted for the rate"],
    ]);
    expect(read.map((r) => r.summary.arrival)).toEqual([
      undefined,
      undefined,
      { ratePerSecond: 0.5, cv: 0 },
    ]);
  });

  it("reads keys named like the prototype's as plain data", () => {
    const text = [
      '{"__proto__": {"input_length": 99}, "input_length": 4, "output_length": 2}',
      '{"constructor": 1, "input_length": 5, "output_length": 3, "timestamp": 10}',
    ].join("\n");
    const read = readRequestSizes("t", text);
    expect(read.ok && read.sizes).toEqual({ file: "t", inputTokens: [4, 5], outputTokens: [2, 3] });
  });
});

describe("readRequestSizes on benchmark results", () => {
  it("takes input_lens and output_lens of a vllm bench serve --save-detailed result", () => {
    const result = detailedResult(
      [
        { inputLen: 10, outputLen: 3, ttftS: 0.1, itlsS: [0.02, 0.03] },
        failedRequest(5),
        { inputLen: 20, outputLen: 2, ttftS: 0.2, itlsS: [0.04] },
      ],
      2,
      { start_times: [100, 100.5, 102] },
    );
    const read = okOf(readRequestSizes("run.json", JSON.stringify(result)));
    expect(read.sizes).toEqual({ file: "run.json", inputTokens: [10, 20], outputTokens: [3, 2] });
    expect(read.summary).toMatchObject({ requests: 2, meanInputTokens: 15, meanOutputTokens: 2.5 });
    // Three requests sent over 2 s; gaps 0.5 and 1.5 s: cv 0.5 / 1.
    expect(read.summary.arrival).toEqual({ ratePerSecond: 1, cv: 0.5 });
    expect(read.notes.map((note) => note.message)).toEqual([
      "left out 1 request(s) that failed or produced no tokens",
    ]);
  });

  it("reads SGLang bench_serving JSONL, leaving out the run without per-request arrays", () => {
    const text = `${JSON.stringify({
      backend: "sglang-oai",
      duration: 40,
      completed: 200,
      mean_e2e_latency_ms: 1,
    })}\n${JSON.stringify({
      backend: "sglang",
      duration: 2.5,
      completed: 2,
      mean_e2e_latency_ms: 1,
      input_lens: [512, 480, 530],
      output_lens: [128, 0, 64],
      ttfts: [0.1, 0, 0.2],
      itls: [[0.01], [], [0.02]],
      errors: ["", "Bad Request", ""],
    })}`;
    const read = okOf(readRequestSizes("sglang.jsonl", text));
    expect(read.sizes.inputTokens).toEqual([512, 530]);
    expect(read.sizes.outputTokens).toEqual([128, 64]);
    expect(noteCodes(read)).toEqual(["runsWithoutSizes", "failedSkipped", "noArrival"]);
  });

  it("asks for --save-detailed when a result has no per-request data", () => {
    const { input_lens, output_lens, ttfts, itls, errors, ...aggregates } = detailedResult([], 1);
    const result = readRequestSizes("run.json", JSON.stringify(aggregates));
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          line: 1,
          rule: "noPerRequestSizes",
          params: {},
          message:
            "has no per-request input_lens and output_lens (run vllm bench serve with --save-result --save-detailed)",
        },
      ],
    });
  });

  it("names the request whose length a plan cannot carry", () => {
    const text = JSON.stringify({
      backend: "sglang",
      duration: 1,
      completed: 1,
      mean_e2e_latency_ms: 1,
      input_lens: [12.5],
      output_lens: [3],
      ttfts: [0.1],
      itls: [[0.01]],
    });
    const result = readRequestSizes("s.jsonl", text);
    expect(result.ok ? [] : result.problems.map((p) => [p.line, p.field, p.message])).toEqual([
      [1, "input_lens[0]", "input_lens[0] must be a whole number, got 12.5"],
    ]);
  });

  it("passes on the measurement reader's problems with their lines", () => {
    const text = '{"model_id": "m", "completed": 1, "duration": "x"}\n{"a": ';
    const result = readRequestSizes("b.jsonl", text);
    // A missing total_input_tokens is no problem: some vendors' files state none.
    expect(result.ok ? [] : result.problems.map((p) => [p.line, p.field])).toEqual([
      [1, "duration"],
      [2, undefined],
    ]);
  });
});

describe("readRequestSizes bounds", () => {
  it("refuses a text over the size limit and says what the limit is", () => {
    const result = readRequestSizes("huge.jsonl", "x".repeat(maxTextChars + 1));
    expect(result.ok ? "" : result.problems[0]?.message).toBe(
      "is 100.0 million characters; the limit is 100 million (take part of it first, e.g. head -n 100000 trace.jsonl)",
    );
  });

  it("reports an empty, a binary and an unknown file at line 0 or its line", () => {
    const rules = ["", "\u0000\u0001PNG", '{"version": 1}'].map((text) => {
      const result = readRequestSizes("f", text);
      return result.ok ? null : result.problems.map((p) => [p.line, p.rule]);
    });
    expect(rules).toEqual([[[0, "empty"]], [[0, "binary"]], [[1, "unknownFormat"]]]);
  });

  it("keeps the end of a file name too long for the plan", () => {
    const name = `${"d/".repeat(150)}trace.jsonl`;
    const read = okOf(readRequestSizes(name, traceText([{ input_length: 1, output_length: 1 }])));
    expect(read.sizes.file).toHaveLength(200);
    expect(read.sizes.file.endsWith("/trace.jsonl")).toBe(true);
    expect(read.sizes.file.startsWith("…")).toBe(true);
  });
});

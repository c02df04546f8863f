// @vitest-environment node
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as yaml from "yaml";
import { type MeasureProblem, maxMessageChars } from "../../../src/io/measure/measureProblem.ts";
import { maxDocuments, maxListedProblems } from "../../../src/io/measure/readLimits.ts";
import {
  type MeasurementInput,
  type ReadMeasurements,
  readMeasurements,
} from "../../../src/io/measure/readMeasurements.ts";
import { yamlParser } from "../../../src/io/measure/yamlDocument.ts";
import {
  damagedText,
  deepText,
  fuzzRuns,
  fuzzTimeoutMs,
  heavyShare,
  hostileText,
  hugeText,
  prototypeJson,
  prototypeKey,
} from "../../hostile.ts";

// Whatever a person drops, every file gets a report of bounded size, no result array outgrows its
// bound, and the call returns: one file's failure never costs another file its runs.

const fixture = (name: string): string =>
  readFileSync(new URL(`../../fixtures/measure/${name}`, import.meta.url), "utf8");
const fixtures = [
  "nerdalert-vllm-bench-automation-results.jsonl",
  "sglang-bench-serving.jsonl",
  "profile_export_aiperf.json",
  "profile_export_genai_perf.json",
  "vllm-v1-two-engines.prom",
  "guidellm-report-v2-llm-d-benchmark.json",
  "llm-d-br-v0.2-example.yaml",
  "inference-perf-stage_0_lifecycle_metrics.json",
].map((name) => ({ name, text: fixture(name) }));
// Every read may meet YAML (a Benchmark Report), as the page's and the command line's do.
const parseYaml = yamlParser(yaml);
const vllmLines = fixtures[0]?.text ?? "";
// Quoted parameters and fields stay inside one sentence of the message.
const maxQuotedChars = 120;
const quickMs = 30_000;

const isBounded = (problem: MeasureProblem): boolean =>
  problem.message.length <= maxMessageChars &&
  (problem.field?.length ?? 0) <= maxQuotedChars &&
  Object.values(problem.params).every(
    (value) => typeof value === "number" || value.length <= maxQuotedChars,
  ) &&
  Number.isInteger(problem.line) &&
  problem.line >= 0;

/** The invariants every answer keeps, for any inputs. */
const expectBounded = (inputs: readonly MeasurementInput[], read: ReadMeasurements): void => {
  expect(read.files.map((file) => file.name)).toEqual(inputs.map((input) => input.name));
  for (const file of read.files) {
    expect(file.problems.length).toBeLessThanOrEqual(maxListedProblems + 1);
    expect(file.problems.every(isBounded)).toBe(true);
    expect(file.runCount).toBeLessThanOrEqual(maxDocuments);
    // A file says what it is, or why not.
    expect(file.format !== null || file.problems.length > 0).toBe(true);
  }
  expect(read.runs.length).toBeLessThanOrEqual(inputs.length * maxDocuments);
};

const readsBounded = (text: string): void => {
  const inputs = [{ name: "dropped", text }];
  expectBounded(inputs, readMeasurements(inputs, { parseYaml }));
};

const fixtureDamage = fc.oneof(...fixtures.map(({ text }) => damagedText(text)));

// A Prometheus scrape line by line: real lines, broken ones, and label values of any text.
const promLine = fc.oneof(
  fc.constantFrom(...(fixtures[4]?.text ?? "").split("\n")),
  fc
    .tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), fc.string({ maxLength: 8 }))
    .map(([label, value, number]) => `vllm:x{${label}="${value}"} ${number}`),
  fc.string({ maxLength: 40 }),
);
const promText = fc.array(promLine, { maxLength: 60 }).map((lines) => lines.join("\n"));

// A vLLM result with prototype keys and wrong types among its own keys.
const vllmRecord = fc
  .record({
    key: fc.oneof(prototypeKey, fc.constantFrom("duration", "completed", "input_lens", "itls")),
    value: prototypeJson,
  })
  .map(({ key, value }) => {
    const base = JSON.parse(vllmLines.split("\n")[0] ?? "{}") as Record<string, unknown>;
    return `{${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"},${JSON.stringify(base).slice(1)}`;
  });

describe("readMeasurements under hostile input", () => {
  it("answers bounded reports for random, JSON-like and damaged text", {
    timeout: fuzzTimeoutMs(quickMs),
  }, () => {
    fc.assert(fc.property(hostileText(vllmLines), readsBounded), { numRuns: fuzzRuns(200) });
  });

  it("answers bounded reports for every fixture cut short or with a character flipped", {
    timeout: fuzzTimeoutMs(quickMs),
  }, () => {
    fc.assert(fc.property(fixtureDamage, readsBounded), { numRuns: fuzzRuns(300) });
  });

  it("answers bounded reports for huge and deeply nested text", {
    timeout: fuzzTimeoutMs(quickMs),
  }, () => {
    fc.assert(fc.property(fc.oneof(hugeText, deepText), readsBounded), {
      numRuns: fuzzRuns(100, heavyShare),
    });
  });

  it("answers bounded reports for Prometheus text and prototype keys in a result", {
    timeout: fuzzTimeoutMs(quickMs),
  }, () => {
    fc.assert(fc.property(fc.oneof(promText, vllmRecord), readsBounded), {
      numRuns: fuzzRuns(200),
    });
  });

  it("reads the good files of a drop whatever the others hold", {
    timeout: fuzzTimeoutMs(quickMs),
  }, () => {
    fc.assert(
      fc.property(fc.array(hostileText(vllmLines), { maxLength: 3 }), (texts) => {
        const inputs = [
          ...texts.map((text, i) => ({ name: `bad ${i}`, text })),
          { name: "good", text: vllmLines },
        ];
        const read = readMeasurements(inputs);
        expectBounded(inputs, read);
        expect(read.files.at(-1)).toEqual({
          name: "good",
          format: "vllm",
          runCount: 9,
          problems: [],
        });
      }),
      { numRuns: fuzzRuns(100) },
    );
  });
});

describe("readMeasurements on the issue's reproducers", () => {
  const line = '{"model_id":"m","completed":1,"duration":1,"total_input_tokens":1}';

  it("reads the first 1,000 of 150,000 one-line results, says where it stopped, and reads the next file", {
    timeout: fuzzTimeoutMs(quickMs),
  }, () => {
    const text = Array.from({ length: 150_000 }, () => line).join("\n");
    const started = performance.now();
    const read = readMeasurements([
      { name: "big.jsonl", text },
      { name: "good.jsonl", text: vllmLines },
    ]);
    expect(performance.now() - started).toBeLessThan(quickMs);
    expect(read.files[0]).toEqual({
      name: "big.jsonl",
      format: "vllm",
      runCount: 1000,
      problems: [
        {
          line: 1001,
          rule: "tooMany",
          params: { limit: 1000 },
          message: "holds more than 1,000 results; lines from 1,001 on were not read",
        },
      ],
    });
    expect(read.files[1]?.runCount).toBe(9);
    expect(read.runs).toHaveLength(1009);
  });

  it("reports a file that throws while read as that file's problem and reads the rest", () => {
    const throwing = {
      name: "broken",
      get text(): string {
        throw new RangeError("Maximum call stack size exceeded");
      },
    };
    const read = readMeasurements([throwing, { name: "good", text: vllmLines }]);
    expect(read.files[0]).toEqual({
      name: "broken",
      format: null,
      runCount: 0,
      problems: [
        {
          line: 0,
          rule: "readerFailed",
          params: { reason: "RangeError: Maximum call stack size exceeded" },
          message: "could not be read: RangeError: Maximum call stack size exceeded",
        },
      ],
    });
    expect(read.files[1]?.runCount).toBe(9);
  });

  it("lists twenty problems of a garbage file and counts the rest in one line", () => {
    const text = Array.from({ length: 30 }, (_, i) => `{"model_id":"m","line":${i}}`).join("\n");
    const { problems } = readMeasurements([{ name: "g", text }]).files[0] ?? { problems: [] };
    expect(problems).toHaveLength(21);
    expect(problems[20]).toEqual({
      line: 21,
      rule: "moreProblems",
      params: { count: 10 },
      message: "and 10 more problem(s)",
    });
  });

  it("keeps a problem about a million-character key within 200 characters", () => {
    const key = `p${"1".repeat(1_000_000)}_ttft_ms`;
    const text = JSON.stringify({ total_throughput: 1, completed: 1, [key]: "slow" });
    const [problem] = readMeasurements([{ name: "k", text }]).files[0]?.problems ?? [];
    expect(problem?.rule).toBe("type");
    expect(problem?.message.length).toBeLessThanOrEqual(200);
    expect(problem?.message.startsWith("p111")).toBe(true);
    expect(problem?.field?.length).toBeLessThanOrEqual(120);
  });

  it('refuses an AIPerf unit called "constructor" instead of reading NaN', () => {
    const text = JSON.stringify({
      aiperf_version: "0.1",
      time_to_first_token: { unit: "constructor", avg: 10 },
    });
    const read = readMeasurements([{ name: "a", text }]);
    expect(read.runs).toEqual([]);
    expect(read.files[0]?.problems.map((problem) => problem.field)).toEqual([
      "time_to_first_token.unit",
    ]);
  });

  it("reports a pasted text past the limit by its length, not as empty", () => {
    const text = " ".repeat(100_000_001);
    const [problem] = readMeasurements([{ name: "huge", text }]).files[0]?.problems ?? [];
    expect(problem).toEqual({
      line: 0,
      rule: "tooLarge",
      params: { limit: 100_000_000, got: 100_000_001 },
      message: "is 100,000,001 characters; the limit is 100,000,000 (take part of it first)",
    });
  });
});

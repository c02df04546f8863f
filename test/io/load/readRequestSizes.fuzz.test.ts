// @vitest-environment node
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type RequestSizes, readRequestSizes } from "../../../src/io/load/readRequestSizes.ts";
import { maxListedProblems } from "../../../src/io/load/sizeLimits.ts";
import { maxMessageChars } from "../../../src/io/load/sizesProblem.ts";
import { maxEmpiricalRequests } from "../../../src/model/load.ts";
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
import { detailedResult, generatedRequests } from "../measure/vllmResult.ts";
import { mooncakeHead } from "./traceText.ts";

// Whatever file arrives, the importer answers with sizes a plan can carry or a short list of
// short problems, and never keeps more requests than a plan holds.

const quickMs = 30_000;
const detailed = JSON.stringify(detailedResult(generatedRequests(40, 7), 12.5));
const sglang = readFileSync(
  new URL("../../fixtures/measure/sglang-bench-serving.jsonl", import.meta.url),
  "utf8",
);
const fixtures = [mooncakeHead, detailed, sglang];

const expectBounded = (result: RequestSizes): void => {
  if (result.ok) {
    expect(result.sizes.inputTokens.length).toBeLessThanOrEqual(maxEmpiricalRequests);
    expect(result.sizes.outputTokens).toHaveLength(result.sizes.inputTokens.length);
    expect(result.sizes.file.length).toBeLessThanOrEqual(200);
    for (const value of [result.summary.meanInputTokens, result.summary.meanOutputTokens]) {
      expect(Number.isFinite(value)).toBe(true);
    }
    for (const note of result.notes) expect(note.message.length).toBeLessThanOrEqual(300);
    return;
  }
  expect(result.problems.length).toBeGreaterThan(0);
  expect(result.problems.length).toBeLessThanOrEqual(maxListedProblems + 1);
  for (const problem of result.problems) {
    expect(problem.message.length).toBeLessThanOrEqual(maxMessageChars);
    expect(Number.isInteger(problem.line) && problem.line >= 0).toBe(true);
  }
};

const readsBounded = (text: string): void => expectBounded(readRequestSizes("f.jsonl", text));

// Trace lines with prototype keys and wrong types where the lengths belong.
const hostileTraceLine = fc
  .record({
    key: fc.oneof(prototypeKey, fc.constantFrom("input_length", "output_length", "timestamp")),
    value: prototypeJson,
  })
  .map(({ key, value }) => {
    const rest = '"input_length":10,"output_length":5';
    return `{${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"},${rest}}`;
  });

describe("readRequestSizes under hostile input", () => {
  it("answers bounded results for random, JSON-like and damaged text", {
    timeout: fuzzTimeoutMs(quickMs),
  }, () => {
    fc.assert(fc.property(hostileText(mooncakeHead), readsBounded), { numRuns: fuzzRuns(200) });
  });

  it("answers bounded results for every fixture cut short or with a character flipped", {
    timeout: fuzzTimeoutMs(quickMs),
  }, () => {
    const damaged = fc.oneof(...fixtures.map((text) => damagedText(text)));
    fc.assert(fc.property(damaged, readsBounded), { numRuns: fuzzRuns(300) });
  });

  it("answers bounded results for huge and deeply nested text", {
    timeout: fuzzTimeoutMs(quickMs),
  }, () => {
    fc.assert(fc.property(fc.oneof(hugeText, deepText), readsBounded), {
      numRuns: fuzzRuns(100, heavyShare),
    });
  });

  it("answers bounded results for trace lines with prototype keys", {
    timeout: fuzzTimeoutMs(quickMs),
  }, () => {
    fc.assert(
      fc.property(fc.array(hostileTraceLine, { minLength: 1, maxLength: 30 }), (lines) =>
        readsBounded(lines.join("\n")),
      ),
      { numRuns: fuzzRuns(200) },
    );
  });
});

describe("readRequestSizes on the issue's reproducer", () => {
  it("refuses 150,000 one-line results with a message that says the bound, in seconds", {
    timeout: fuzzTimeoutMs(quickMs),
  }, () => {
    const line = '{"model_id":"m","completed":1,"duration":1,"total_input_tokens":1}';
    const text = Array.from({ length: 150_000 }, () => line).join("\n");
    expect(readRequestSizes("big.jsonl", text)).toEqual({
      ok: false,
      problems: [
        {
          line: 1001,
          rule: "tooMany",
          params: { limit: 1000 },
          message: "holds more than 1,000 results; lines from 1,001 on were not read",
        },
      ],
    });
  });

  it("keeps 4,096 of 150,000 trace requests, read in seconds", { timeout: quickMs }, () => {
    const text = Array.from(
      { length: 150_000 },
      (_, i) => `{"timestamp":${i},"input_length":${(i % 7) + 1},"output_length":2}`,
    ).join("\n");
    const result = readRequestSizes("trace.jsonl", text);
    expect(result.ok && result.summary).toMatchObject({ requests: 150_000, keptRequests: 4096 });
    // 150,000 requests cycle through 1..7 tokens: 21,428 full cycles (mean 4) and 1 + 2 + 3 + 4.
    expect(result.ok && result.summary.meanInputTokens).toBeCloseTo(
      (21_428 * 28 + 10) / 150_000,
      9,
    );
  });
});

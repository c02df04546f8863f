import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readRequestSizes } from "../../../src/io/load/readRequestSizes.ts";
import { maxMessageChars } from "../../../src/io/load/sizesProblem.ts";
import { EmpiricalSizesSchema, LoadSchema, maxEmpiricalRequests } from "../../../src/model/load.ts";
import { detailedResult } from "../measure/vllmResult.ts";
import { mooncakeHead } from "./traceText.ts";

// Whatever text arrives, the reader answers: sizes a plan accepts, or problems a person can read.

const holds = (name: string, text: string): void => {
  const result = readRequestSizes(name, text);
  if (result.ok) {
    expect(EmpiricalSizesSchema.safeParse(result.sizes).success).toBe(true);
    const load = LoadSchema.safeParse({ sizes: "empirical", empirical: result.sizes });
    expect(load.success).toBe(true);
    expect(result.sizes.inputTokens.length).toBeLessThanOrEqual(maxEmpiricalRequests);
    expect(result.summary.keptRequests).toBe(result.sizes.inputTokens.length);
    for (const value of Object.values(result.summary)) {
      if (typeof value === "number") expect(Number.isFinite(value)).toBe(true);
    }
  } else {
    expect(result.problems.length).toBeGreaterThan(0);
    for (const problem of result.problems) {
      expect(Number.isInteger(problem.line) && problem.line >= 0).toBe(true);
      expect(problem.message.length).toBeLessThanOrEqual(maxMessageChars);
    }
  }
};

const realLines = mooncakeHead.trimEnd().split("\n");
const prototypeKeys = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty"];
// Lengths a file may hold: negative, zero, fractional, huge, not numbers at all.
const anyLength = fc.oneof(
  fc.integer({ min: -5, max: 20_000_000 }),
  fc.double(),
  fc.constantFrom(0, -1, 0.5, 1e308, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2),
  fc.string(),
  fc.constant(null),
  fc.jsonValue(),
);
const traceLine = fc.record(
  {
    timestamp: fc.oneof(fc.double(), fc.nat(), fc.string()),
    input_length: anyLength,
    output_length: anyLength,
    hash_ids: fc.array(fc.nat(), { maxLength: 4 }),
  },
  { requiredKeys: [] },
);
const withPrototypeKeys = fc
  .tuple(traceLine, fc.constantFrom(...prototypeKeys), fc.jsonValue())
  .map(([line, key, value]) => {
    const text = JSON.stringify(line);
    return `{${JSON.stringify(key)}: ${JSON.stringify(value)}${text === "{}" ? "}" : `, ${text.slice(1)}`}`;
  });

describe("readRequestSizes properties", () => {
  it("never throws on arbitrary text", () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ unit: "binary" }), (name, text) => {
        holds(name, text);
        holds(name, `{"input_length": 1, "output_length": 1}\n${text}`);
      }),
      { numRuns: 300 },
    );
  });

  it("never throws on arbitrary JSON, one document or one a line", () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { minLength: 1, maxLength: 5 }), (values) => {
        holds("f.json", JSON.stringify(values[0]));
        holds("f.jsonl", values.map((value) => JSON.stringify(value)).join("\n"));
      }),
      { numRuns: 300 },
    );
  });

  it("never throws on trace lines with any lengths and prototype keys", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            traceLine.map((line) => JSON.stringify(line)),
            withPrototypeKeys,
          ),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        (lines) => holds("t.jsonl", lines.join("\n")),
      ),
      { numRuns: 300 },
    );
  });

  it("reads back exactly the lengths valid lines carry, whatever extra keys they have", () => {
    const token = fc.integer({ min: 1, max: 10_000_000 });
    const request = fc.record({
      key: fc.constantFrom(...prototypeKeys, "hash_ids"),
      extra: fc.jsonValue(),
      input: token,
      output: token,
      timestamp: fc.nat(),
    });
    fc.assert(
      fc.property(fc.array(request, { minLength: 1, maxLength: 20 }), (requests) => {
        const text = requests
          .map(
            (r) =>
              `{${JSON.stringify(r.key)}: ${JSON.stringify(r.extra)}, "timestamp": ${r.timestamp}, "input_length": ${r.input}, "output_length": ${r.output}}`,
          )
          .join("\n");
        const result = readRequestSizes("t.jsonl", text);
        expect(result.ok && result.sizes.inputTokens).toEqual(requests.map((r) => r.input));
        expect(result.ok && result.sizes.outputTokens).toEqual(requests.map((r) => r.output));
      }),
      { numRuns: 200 },
    );
  });

  it("never throws on real lines cut anywhere", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: realLines.length - 1 }), fc.nat(), (index, cut) => {
        const line = realLines[index] ?? "";
        const lines = [...realLines.slice(0, index), line.slice(0, cut % (line.length + 1))];
        holds("t.jsonl", lines.join("\n"));
      }),
      { numRuns: 200 },
    );
  });

  it("never throws on a detailed result with any per-request lengths", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(anyLength, anyLength), { maxLength: 6 }), (pairs) => {
        const document = detailedResult([], 1, {
          input_lens: pairs.map(([input]) => input),
          output_lens: pairs.map(([, output]) => output),
          ttfts: pairs.map(() => 0.1),
          itls: pairs.map(() => []),
          errors: pairs.map(() => ""),
        });
        holds("run.json", JSON.stringify(document));
      }),
      { numRuns: 200 },
    );
  });
});

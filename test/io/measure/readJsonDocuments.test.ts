import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readJsonDocuments } from "../../../src/io/measure/readJsonDocuments.ts";

describe("readJsonDocuments", () => {
  it("reads Python's bare Infinity, -Infinity and NaN as numbers, but not inside strings", () => {
    const { documents, problems } = readJsonDocuments(
      '{"request_rate": Infinity, "b": -Infinity, "c": [NaN], "text": "NaN and Infinity"}',
    );
    expect(problems).toEqual([]);
    const value = documents[0]?.value as Record<string, unknown>;
    expect(value.request_rate).toBe(Number.POSITIVE_INFINITY);
    expect(value.b).toBe(Number.NEGATIVE_INFINITY);
    expect(value.c).toEqual([Number.NaN]);
    expect(value.text).toBe("NaN and Infinity");
  });

  it("reads one object a line (--append-result) with each document's line", () => {
    const { documents } = readJsonDocuments('{"a": 1}\n\n{"a": 2}\n');
    expect(documents).toEqual([
      { line: 1, value: { a: 1 } },
      { line: 3, value: { a: 2 } },
    ]);
  });

  it("reads a pretty-printed document whole", () => {
    const { documents } = readJsonDocuments('{\n  "a": 1,\n  "b": [1, 2]\n}\n');
    expect(documents).toEqual([{ line: 1, value: { a: 1, b: [1, 2] } }]);
  });

  it("reads an array of results as one document an element, each on the line it starts", () => {
    // A string holding brackets, quotes and a newline escape must not move the count.
    const text = '[\n  {\n    "a": "[{\\"x\\n"\n  },\n  {"a": [2, {"b": 3}]}\n]\n';
    const { documents, problems } = readJsonDocuments(text);
    expect(problems).toEqual([]);
    expect(documents).toEqual([
      { line: 2, value: { a: '[{"x\n' } },
      { line: 5, value: { a: [2, { b: 3 }] } },
    ]);
    // An array of anything else stays one document, for the format check to refuse.
    expect(readJsonDocuments("[1, 2]").documents).toEqual([{ line: 1, value: [1, 2] }]);
    expect(readJsonDocuments("[]").documents).toEqual([{ line: 1, value: [] }]);
  });

  // Twelve characters on the third line, so the input ends at column 13.
  it("names the line and column where a truncated document breaks", () => {
    const { documents, problems } = readJsonDocuments('{\n  "a": 1,\n  "b": [1, 2');
    expect(documents).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 3, rule: "syntax" });
    expect(problems[0]?.message).toMatch(/end of input at line 3, column 13/);
  });

  it("keeps the good lines of an appended file and reports the bad one", () => {
    const { documents, problems } = readJsonDocuments('{"a": 1}\n{"a": \n{"a": 3}');
    expect(documents.map((d) => d.line)).toEqual([1, 3]);
    expect(problems.map((p) => p.line)).toEqual([2]);
  });

  it("reports a broken pretty-printed document once, not line by line", () => {
    const pretty = JSON.stringify({ a: [0.1, 0.2, 0.3], b: "x" }, null, 2).replace("0.2,", "0.2,,");
    const { documents, problems } = readJsonDocuments(pretty);
    expect(documents).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 4, rule: "syntax" });
  });

  it("names Python's words where the error sits on one, at the column the file has", () => {
    const { problems } = readJsonDocuments('{"a": Infinity, "b": NaN, "c": }');
    expect(problems[0]?.message).toBe(
      'is not valid JSON: Unexpected token "}" at line 1, column 32',
    );
    const onWord = readJsonDocuments('{"a": 1, NaN}').problems[0];
    expect(onWord?.message).toBe("is not valid JSON: Unexpected NaN at line 1, column 10");
  });

  it("survives a ten-megabyte string literal next to a bare NaN", () => {
    const text = `{"a": "${"x".repeat(10_000_000)}", "b": NaN, `;
    const { problems } = readJsonDocuments(text);
    expect(problems[0]?.rule).toBe("syntax");
  });

  it("says an empty file is empty, and skips a byte order mark", () => {
    expect(readJsonDocuments("  \n").problems[0]?.rule).toBe("empty");
    expect(readJsonDocuments('\uFEFF{"a": 1}').documents).toEqual([{ line: 1, value: { a: 1 } }]);
  });

  it("never throws, whatever the text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const { documents, problems } = readJsonDocuments(text);
        expect(documents.length + problems.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it("reads back any objects written one a line", () => {
    const object = fc.dictionary(fc.string(), fc.jsonValue());
    fc.assert(
      fc.property(fc.array(object, { minLength: 1, maxLength: 5 }), (values) => {
        const text = values.map((v) => JSON.stringify(v)).join("\n");
        const { documents } = readJsonDocuments(text);
        expect(documents.map((d) => d.value)).toEqual(
          values.map((v) => JSON.parse(JSON.stringify(v))),
        );
      }),
    );
  });
});

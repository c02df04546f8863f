// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonSyntaxError } from "../../src/io/jsonSyntaxError.ts";
import { readPlanBytes, readPlanText } from "../../src/io/planFile.ts";
import { defaultPlan } from "../../src/model/index.ts";

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

// JSON text with one character dropped, replaced or added: mostly invalid, sometimes not.
const mangledJson = fc
  .tuple(fc.json(), fc.nat(), fc.constantFrom("", "}", "]", ",", ":", '"', "\\", "\n", "e", "-"))
  .map(([text, at, char]) => {
    const i = at % (text.length + 1);
    return at % 2 === 0
      ? text.slice(0, i) + char + text.slice(i + 1)
      : text.slice(0, i) + char + text.slice(i);
  });

describe("readPlanText", () => {
  it("reads the example plan, with or without a byte order mark", () => {
    const text = JSON.stringify(defaultPlan, null, 2);
    expect(readPlanText(text)).toEqual({ ok: true, value: defaultPlan });
    expect(readPlanText(`\uFEFF${text}`)).toEqual({ ok: true, value: defaultPlan });
  });

  it("names empty text and the position of a JSON error", () => {
    expect(readPlanText(" \n")).toEqual({
      ok: false,
      problems: [
        { field: "plan", message: "is empty", rule: "invalid", params: { file: "empty" } },
      ],
    });
    expect(readPlanText('{\n  "version": 1,\n  "hardware": tru\n}')).toEqual({
      ok: false,
      problems: [
        {
          field: "plan",
          message: "is not valid JSON: Unexpected line break at position 35 (line 3, column 18)",
          rule: "invalid",
          params: {
            file: "notJson",
            detail: "Unexpected line break at position 35 (line 3, column 18)",
          },
        },
      ],
    });
  });
});

const planText = JSON.stringify(defaultPlan, null, 2);
const utf16le = (text: string): number[] =>
  Array.from(text).flatMap((char) => {
    const code = char.charCodeAt(0);
    return [code & 0xff, code >> 8];
  });
const swapped = (bytes: readonly number[]): number[] =>
  bytes.map((_, index) => bytes[index % 2 === 0 ? index + 1 : index - 1] as number);

describe("readPlanBytes", () => {
  it("reads UTF-8 with or without a byte order mark", () => {
    const bytes = new TextEncoder().encode(planText);
    expect(readPlanBytes(bytes)).toEqual({ ok: true, value: defaultPlan });
    expect(readPlanBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]))).toEqual({
      ok: true,
      value: defaultPlan,
    });
  });

  it("reads UTF-16 in either byte order, with or without a byte order mark", () => {
    const little = utf16le(planText);
    const big = swapped(little);
    for (const bytes of [little, big, [0xff, 0xfe, ...little], [0xfe, 0xff, ...big]]) {
      expect(readPlanBytes(new Uint8Array(bytes))).toEqual({ ok: true, value: defaultPlan });
    }
  });
});

describe("readPlanText on text that went wrong before it", () => {
  it("names UTF-16 read as UTF-8, rather than a stray character", () => {
    const misread = new TextDecoder().decode(new Uint8Array([0xff, 0xfe, ...utf16le(planText)]));
    expect(readPlanText(misread)).toEqual({
      ok: false,
      problems: [
        {
          field: "plan",
          message: "is UTF-16 text read as UTF-8: save it as UTF-8 and open it again",
          rule: "invalid",
          params: { file: "utf16" },
        },
      ],
    });
  });
});

describe("jsonSyntaxError", () => {
  it("agrees with JSON.parse on what is valid", () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), mangledJson), (text) => {
        expect(jsonSyntaxError(text) === null).toBe(isJson(text));
      }),
      { numRuns: 2000 },
    );
  });

  it("points where JSON.parse points when it names a position", () => {
    fc.assert(
      fc.property(mangledJson, (text) => {
        let position: number | undefined;
        try {
          JSON.parse(text);
        } catch (error) {
          const match = /at position (\d+)/.exec((error as Error).message);
          position = match ? Number(match[1]) : undefined;
        }
        if (position !== undefined) expect(jsonSyntaxError(text)?.position).toBe(position);
      }),
      { numRuns: 2000 },
    );
  });
});

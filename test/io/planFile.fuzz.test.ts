// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planJson } from "../../src/io/export/planJson.ts";
import { readPlanBytes, readPlanText } from "../../src/io/planFile.ts";
import {
  defaultPlan,
  formatProblem,
  maxListedProblems,
  type Parsed,
} from "../../src/model/index.ts";
import { fuzzRuns, fuzzTimeoutMs, hostileText, hugeText } from "../hostile.ts";

// A formatted problem: a field of at most 64 characters, ": ", and a message of at most 160.
const maxProblemChars = 226;

const validText = planJson(defaultPlan);

const expectBounded = (parsed: Parsed<unknown>): void => {
  if (parsed.ok) return;
  expect(parsed.problems.length).toBeGreaterThan(0);
  expect(parsed.problems.length).toBeLessThanOrEqual(maxListedProblems + 1);
  for (const problem of parsed.problems) {
    expect(formatProblem(problem).length).toBeLessThanOrEqual(maxProblemChars);
  }
};

const utf16 = (text: string, bigEndian: boolean): Uint8Array => {
  const bytes = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    bytes[2 * i + (bigEndian ? 1 : 0)] = code & 0xff;
    bytes[2 * i + (bigEndian ? 0 : 1)] = code >> 8;
  }
  return bytes;
};

// Plan text with printable damage: what survives as UTF-16 must mean what the UTF-8 text means.
const damagedPlan = fc
  .record({
    at: fc.nat({ max: validText.length - 1 }),
    char: fc.constantFrom("}", ":", "0", "é", "方"),
  })
  .map(({ at, char }) => `${validText.slice(0, at)}${char}${validText.slice(at + 1)}`);

const hostileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 4096 }),
  hostileText(validText).map((text) => new TextEncoder().encode(text)),
  fc.tuple(hostileText(validText), fc.boolean()).map(([text, bigEndian]) => utf16(text, bigEndian)),
  fc
    .tuple(fc.constantFrom([0xef, 0xbb, 0xbf], [0xff, 0xfe], [0xfe, 0xff]), fc.uint8Array())
    .map(([mark, rest]) => new Uint8Array([...mark, ...rest])),
);

describe("reading a plan file from hostile input", () => {
  it(
    "never throws on text, and reports a bounded list of short problems",
    () => {
      fc.assert(
        fc.property(fc.oneof(hostileText(validText), hugeText), (text) => {
          expectBounded(readPlanText(text));
        }),
        { numRuns: fuzzRuns(150) },
      );
    },
    fuzzTimeoutMs(30_000),
  );

  it(
    "never throws on bytes in any encoding, and reports a bounded list of short problems",
    () => {
      fc.assert(
        fc.property(hostileBytes, (bytes) => {
          expectBounded(readPlanBytes(bytes));
        }),
        { numRuns: fuzzRuns(150) },
      );
    },
    fuzzTimeoutMs(30_000),
  );

  it(
    "reads the same plan from its UTF-16 bytes as from its text",
    () => {
      fc.assert(
        fc.property(damagedPlan, fc.boolean(), (text, bigEndian) => {
          expect(readPlanBytes(utf16(text, bigEndian))).toEqual(readPlanText(text));
        }),
        { numRuns: fuzzRuns(100) },
      );
    },
    fuzzTimeoutMs(30_000),
  );
});

// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { measurementKind } from "../../../src/io/measure/measurementKind.ts";
import { fuzzRuns, fuzzTimeoutMs, hostileText } from "../../hostile.ts";

// Linear work on a few hundred kB takes milliseconds; a quadratic scan takes seconds.
const maxClassifyMs = 1000;

// Pieces of Prometheus and JSON syntax, repeated: the shapes that make a pattern backtrack.
const repeatedSyntax = fc
  .record({
    pieces: fc.array(
      fc.constantFrom(
        "a",
        "{",
        "}",
        "[",
        '"',
        "\n",
        " ",
        "\t",
        "1",
        "#",
        "# TYPE ",
        "=",
        ",",
        "a{",
      ),
      { minLength: 1, maxLength: 6 },
    ),
    times: fc.integer({ min: 10_000, max: 100_000 }),
  })
  .map(({ pieces, times }) => pieces.join("").repeat(times));

describe("measurementKind on hostile text", () => {
  it(
    "never throws and classifies repeated syntax in linear time",
    () => {
      fc.assert(
        fc.property(
          fc.oneof(repeatedSyntax, hostileText("vllm:num_requests_running 3\n")),
          (text) => {
            const started = performance.now();
            const kind = measurementKind(text);
            expect([null, "benchmark", "scrape"]).toContain(kind);
            expect(performance.now() - started).toBeLessThan(maxClassifyMs);
          },
        ),
        { numRuns: fuzzRuns(100) },
      );
    },
    fuzzTimeoutMs(30_000),
  );
});

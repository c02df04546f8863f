// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { folderResults } from "../../../src/io/measure/sweepFolder.ts";
import { fuzzRuns, fuzzTimeoutMs, hostileText, hugeText, prototypeKey } from "../../hostile.ts";

// A folder's names are whatever is on disk: any text, huge names, names like __proto__, and
// enough of them to pass the cap. The selection never throws, keeps only names it was given,
// never more than the cap, and counts what it left out.
const maxFiles = 1000;
const name = fc.oneof(
  hostileText("BENCH-c=4/run=0.json"),
  prototypeKey,
  fc.nat({ max: 20 }).map((n) => `c/run=${n}.json`),
  fc.constantFrom("summary.json", "warmup.json", "run=1.failure.json", "summary.csv"),
);

describe("folderResults on hostile listings", () => {
  it("selects a bounded subset of the names it was given", {
    timeout: fuzzTimeoutMs(30_000),
  }, () => {
    fc.assert(
      fc.property(fc.array(name, { maxLength: 40 }), (names) => {
        const selection = folderResults(names);
        expect(selection.paths.length).toBeLessThanOrEqual(maxFiles);
        for (const path of selection.paths) expect(names).toContain(path);
        if (selection.sweep) {
          for (const path of selection.paths) expect(path).toMatch(/run=\d+\.json$/);
        }
      }),
      { numRuns: fuzzRuns(300) },
    );
  });

  it("caps a listing of many files and a huge name", { timeout: fuzzTimeoutMs(30_000) }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), hugeText, (count, huge) => {
        const names = [huge, ...Array.from({ length: count }, (_, i) => `d/run=${i}.json`)];
        const selection = folderResults(names);
        expect(selection.paths.length).toBe(Math.min(count, maxFiles));
        expect(selection.leftOut).toBe(Math.max(0, count - maxFiles));
      }),
      { numRuns: fuzzRuns(20) },
    );
  });
});

import { describe, expect, it } from "vitest";
import { folderResults } from "../../../src/io/measure/sweepFolder.ts";

describe("folderResults", () => {
  it("reads a sweep's run=N.json files only, in natural order", () => {
    const selection = folderResults([
      "summary.csv",
      "BENCH-c=16/summary.json",
      "BENCH-c=16/run=10.json",
      "BENCH-c=16/run=2.json",
      "BENCH-c=16/warmup.json",
      "BENCH-c=16/run=3.failure.json",
      "BENCH-c=4/run=0.json",
    ]);
    expect(selection).toEqual({
      paths: ["BENCH-c=4/run=0.json", "BENCH-c=16/run=2.json", "BENCH-c=16/run=10.json"],
      sweep: true,
      leftOut: 0,
    });
  });

  it("reads every result-like file of another folder", () => {
    expect(folderResults(["a.json", "b.jsonl", "notes.md", "after.prom"]).paths).toEqual([
      "a.json",
      "after.prom",
      "b.jsonl",
    ]);
  });

  it("reads at most 1,000 files and counts the rest", () => {
    const many = Array.from({ length: 1003 }, (_, i) => `r${i}.json`);
    const selection = folderResults(many);
    expect(selection.paths).toHaveLength(1000);
    expect(selection.leftOut).toBe(3);
  });
});

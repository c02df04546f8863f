import { describe, expect, it } from "vitest";
import type { RunSummary } from "../../../src/io/measure/measureStore.ts";
import type { RunAnalysis } from "../../../src/model/measure/analysis.ts";
import type { RunNote } from "../../../src/model/measure/run.ts";
import { groupRemarks, runRemarks } from "../../../src/ui/measure/runRemarks.ts";
import { measureTexts } from "../../../src/ui/measure/text.ts";

const { en } = measureTexts;

const run = (id: string, notes: RunNote[], analysis: Partial<RunAnalysis>): RunSummary => ({
  id,
  fileName: `${id}.json`,
  line: 1,
  format: "vllm",
  meta: { extra: {} },
  notes,
  analysis: {
    metrics: [],
    checks: [],
    attainment: {},
    acceptance: null,
    identity: null,
    distributions: {},
    missing: [],
    concurrency: null,
    ...analysis,
  },
});

describe("runRemarks", () => {
  it("gathers the percentiles a file cannot give into one sentence", () => {
    const remarks = runRemarks(
      run("a", [], {
        missing: [
          { code: "percentileNotStated", key: "p90_ttft_ms" },
          { code: "percentileNotStated", key: "p90_itl_ms" },
        ],
      }),
      en,
    );
    expect(remarks).toEqual([
      "P90 TTFT (ms), P90 ITL (ms): the file does not state them and has no per-request data to compute them (run vllm bench serve with --save-detailed).",
    ]);
  });

  it("names each tool's own way to get per-request data", () => {
    const notes: RunNote[] = [{ code: "noPerRequestData" }];
    const said = (format: RunSummary["format"]) =>
      runRemarks({ ...run("a", notes, {}), format }, en)[0];
    expect(said("vllm")).toMatch(/--save-detailed/);
    expect(said("sglang")).toMatch(/\(run bench_serving with --output-details\)/);
    expect(said("sglang")).not.toMatch(/--save-detailed/);
    expect(said("aiperf")).toMatch(/profile_export\.jsonl, which xPyD Planner does not read/);
    expect(said("genaiPerf")).toMatch(/profile_export\.json, which xPyD Planner does not read/);
    expect(said("prometheus")).toMatch(/histograms only/);
  });

  it("says which metric's statistics the per-request data do not reproduce, in both languages", () => {
    const summary = run("a", [], { unreproduced: ["ttft"] });
    expect(runRemarks(summary, en)).toEqual([
      "The file's TTFT statistics are not what its per-request data give: those it does not state are approximate.",
    ]);
    expect(runRemarks(summary, measureTexts.zh)[0]).toContain("TTFT");
  });

  it("leaves SGLang's per-token ITL note out for a reply that was not streamed", () => {
    const remarks = runRemarks(
      {
        ...run("a", [{ code: "sglangItlPerToken" }], { missing: [{ code: "notStreamed" }] }),
        format: "sglang",
      },
      en,
    );
    expect(remarks).toEqual([
      "ITL is 0 with several tokens a request: the server answered in one piece, so TTFT is the whole request and TPOT and ITL were not measured.",
    ]);
  });

  it("says goodput's reason once for attainment too, and no distribution reason when one is drawn", () => {
    const remarks = runRemarks(
      run("a", [{ code: "counterReset", family: "vllm:generation_tokens" }], {
        missing: [
          { code: "goodputNeedsRequests" },
          { code: "attainmentNeedsRequests" },
          { code: "distributionNeedsRequests" },
        ],
        distributions: { ttft: { kind: "buckets", points: [], count: 0 } },
      }),
      en,
    );
    expect(remarks).toEqual([
      "The counter vllm:generation_tokens went down between the scrapes (a restart?); read from zero.",
      "Goodput and SLO attainment need per-request data (run vllm bench serve with --save-detailed).",
    ]);
  });
});

describe("groupRemarks", () => {
  it("lists runs with the same remarks together and leaves out runs without any", () => {
    const notes: RunNote[] = [{ code: "noPerRequestData" }];
    const groups = groupRemarks([run("a", notes, {}), run("b", [], {}), run("c", notes, {})], en);
    expect(groups).toEqual([
      {
        runIds: ["a", "c"],
        sentences: [
          "No per-request data: only the file's own aggregates are shown (run vllm bench serve with --save-detailed).",
        ],
      },
    ]);
  });
});

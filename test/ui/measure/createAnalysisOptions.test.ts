import { createRoot } from "solid-js";
import { describe, expect, it } from "vitest";
import { readVllmBench } from "../../../src/io/measure/vllmBench.ts";
import type { AnalyzeOptions } from "../../../src/model/measure/analysis.ts";
import { analyzeRun } from "../../../src/model/measure/analyzeRun.ts";
import type { MeasuredRun } from "../../../src/model/measure/run.ts";
import { createAnalysisOptions } from "../../../src/ui/measure/createAnalysisOptions.ts";
import { detailedResult } from "../../io/measure/vllmResult.ts";

const optionsWith = (text: string) =>
  createRoot((dispose) => {
    const state = createAnalysisOptions(
      () => ({}),
      () => null,
    );
    state.setPercentText(text);
    const options = state.options();
    const shown = state.percentiles();
    dispose();
    return { options, shown };
  });

describe("the analysis options", () => {
  it("compute the P90 and P99 the Deploy tab compares besides the percentiles shown", () => {
    expect(optionsWith("99")).toEqual({
      options: { percentiles: [99], alsoComputed: [90, 99] },
      shown: [99],
    });
    expect(optionsWith("95, 50").options.percentiles).toEqual([50, 95]);
  });

  it("so a run of requests without a stated P90 gives the Deploy tab one", () => {
    // TTFT 100, 200 and 300 ms: numpy's linear P90 sits at rank 0.9 × 2 = 1.8, 200 + 0.8 × 100.
    const { runs } = readVllmBench([
      {
        line: 1,
        value: detailedResult(
          [100, 200, 300].map((ms) => ({
            inputLen: 10,
            outputLen: 2,
            ttftS: ms / 1000,
            itlsS: [0.02],
          })),
          1,
        ),
      },
    ]);
    const run = runs[0] as MeasuredRun;
    const p90 = (options: AnalyzeOptions) =>
      analyzeRun(run, options).metrics.find((m) => m.key === "p90_ttft_ms")?.value;
    expect(p90({ percentiles: [99] })).toBeUndefined();
    expect(p90(optionsWith("99").options)).toBeCloseTo(280, 9);
  });
});

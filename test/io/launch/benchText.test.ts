import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { benchCommands } from "../../../src/io/launch/benchCommand.ts";
import { benchPrediction } from "../../../src/io/launch/benchPredictions.ts";
import { benchText } from "../../../src/io/launch/benchText.ts";
import { defaultPlan, solve } from "../../../src/model/index.ts";
import type { PlanResult } from "../../../src/model/result.ts";
import { report } from "./simulationReport.ts";

const solved = solve(defaultPlan, catalog);
const result: PlanResult = {
  ...solved,
  sustainable: { ...solved.sustainable, requestsPerSecond: 100 },
};
const [sustainable, above] = benchCommands(defaultPlan, result).commands;
const predictions =
  sustainable && above
    ? [
        benchPrediction(
          defaultPlan,
          sustainable,
          report({
            slo: [
              {
                metric: "ttft",
                statistic: "mean",
                targetMs: 1000,
                valueMs: 800,
                interval: null,
                met: true,
              },
            ],
            sloAttainment: 0.97,
            goodputPerSecond: 97,
          }),
        ),
        benchPrediction(
          defaultPlan,
          above,
          // Stopped before its requests were done: no latency is known.
          report({
            stable: false,
            queueGrowthPerSecond: 3,
            throughputPerSecond: 120,
            ttftMs: null,
            tpotMs: null,
            itlMs: null,
            e2elMs: null,
          }),
        ),
      ]
    : [];
const text = benchText(defaultPlan, result, predictions);

describe("benchText", () => {
  it("states each run's rate, prompts and goodput above its command", () => {
    expect(text).toContain(
      "# At the sustainable rate: 100 req/s, 30,000 prompts, goodput ttft:1000 tpot:50 e2el:60000\nvllm bench serve \\",
    );
    expect(text).toContain("# At 120% of it: 120 req/s, 36,000 prompts, goodput");
    expect(text.match(/^vllm bench serve \\$/gm)).toHaveLength(2);
  });

  it("says TTFT should hold at the sustainable rate and not above it", () => {
    expect(text).toContain(
      "# Simulated at 100 req/s: every SLO holds, TTFT should hold (TTFT mean 800 ms ≤ 1,000 ms; 97% of requests meet all).",
    );
    expect(text).toContain(
      "# Simulated at 120 req/s: the queue grows without bound (3 requests a second), so TTFT will not hold.",
    );
  });

  it("tabulates the simulated percentiles at both rates, two decimals, a dash where none hold", () => {
    // The stub's TTFT: mean 800, P99 2 · 800 ms; nothing at 120 req/s, where the run stopped.
    expect(text).toMatch(/#\s+key\s+100 req\/s\s+120 req\/s\n/);
    expect(text).toMatch(/#\s+mean_ttft_ms\s+800\.00\s+–\n/);
    expect(text).toMatch(/#\s+p99_ttft_ms\s+1,600\.00\s+–\n/);
    expect(text).toMatch(/#\s+request_goodput\s+97\.00\s+–\n/);
    expect(text).toMatch(/#\s+slo_attainment\s+97\.00%\s+–\n/);
    // Past capacity the deployment serves its 120 req/s.
    expect(text).toMatch(/#\s+request_throughput\s+100\.00\s+120\.00\n/);
  });
});

import type { Plan, PlanResult } from "../../model/index.ts";
import { msToSeconds, sloStatistics } from "../../model/index.ts";
import { type ArgGroup, commandText } from "./commandText.ts";
import type { Placeholder } from "./launchSettings.ts";
import { huggingFaceId } from "./modelId.ts";
import { placeholders } from "./placeholders.ts";

// The `vllm bench serve` runs that test a plan (flags: engineDocs.ts vllmDocs.benchServe): fixed
// prompt and output lengths, Poisson arrivals at the sustainable rate (the highest at which every
// SLO holds with queueing) and at 120% of it, to show the knee; per-request detail is saved for
// the import. No --max-concurrency: the client would hold requests before their clock starts
// (an asyncio semaphore around each request), hiding the queueing the runs are there to measure.

export const benchVariants = ["sustainable", "above"] as const;
export type BenchVariant = (typeof benchVariants)[number];

/** Each run's rate as a share of the sustainable rate: at it, and a fifth above to pass the knee. */
export const rateShare: Record<BenchVariant, number> = { sustainable: 1, above: 1.2 };

export interface BenchCommand {
  variant: BenchVariant;
  /** Requests per second the run offers; null when the plan has no rate to test. */
  requestsPerSecond: number | null;
  numPrompts: number;
  /**
   * How far the run's rate exceeds the plan's capacity, in requests a second (0 at or below it):
   * how fast the queue of sustained traffic at this rate grows, however short the run.
   */
  excessPerSecond: number;
  /** The --goodput pairs, "ttft:1500" and so on; empty without SLOs. */
  goodput: string[];
  command: string;
}

export interface BenchCommands {
  commands: BenchCommand[];
  placeholders: Placeholder[];
}

// Long enough for steady state to dominate ramp-up and drain: 5 minutes of arrivals, and at
// least 5 request lifetimes.
const minimumRunSeconds = 300;
const lifetimesPerRun = 5;
// vLLM's bench reports these percentiles of each metric; an SLO's own percentile is added.
const reportedPercentiles = [50, 90, 99];
// Rates to the thousandth: finer digits change no benchmark.
const rateDigits = 3;

export const requestRateText = (requestsPerSecond: number): string =>
  String(Number(requestsPerSecond.toFixed(rateDigits)));

const goodputPairs = (slo: Plan["slo"]): string[] =>
  (
    [
      ["ttft", slo.ttftMs],
      ["tpot", slo.tpotMs],
      ["e2el", slo.e2elMs],
    ] as const
  ).flatMap(([key, ms]) => (ms === undefined ? [] : [`${key}:${ms}`]));

/** 50, 90, 99 and the percentile each SLO is judged at (p95 adds 95). */
const percentilesFor = (slo: Plan["slo"]): number[] => {
  const named = [slo.ttftStatistic, slo.tpotStatistic, slo.e2elStatistic].flatMap((statistic) =>
    statistic === undefined || statistic === "mean" || !sloStatistics.includes(statistic)
      ? []
      : [Number(statistic.slice(1))],
  );
  return [...new Set([...reportedPercentiles, ...named])].sort((a, b) => a - b);
};

/** The sustainable rate, or why the plan has none: it serves nothing, or no load meets its SLOs. */
const rateOf = (result: PlanResult): { perSecond: number } | { missing: Placeholder } => {
  if (!(result.throughput.requestsPerSecond > 0)) return { missing: placeholders.requestRate };
  const sustainable = result.sustainable.requestsPerSecond;
  return Number.isFinite(sustainable) && sustainable > 0
    ? { perSecond: sustainable }
    : { missing: placeholders.sustainableRate };
};

/** Two benchmark runs of the plan: at the sustainable rate and at 120% of it. */
export const benchCommands = (plan: Plan, result: PlanResult): BenchCommands => {
  const model = huggingFaceId(plan) ?? placeholders.model.name;
  const rate = rateOf(result);
  const runSeconds = Math.max(
    minimumRunSeconds,
    lifetimesPerRun * msToSeconds(result.latency.e2elMs),
  );
  const goodput = goodputPairs(plan.slo);
  const commands = benchVariants.map((variant): BenchCommand => {
    const perSecond = "perSecond" in rate ? rate.perSecond * rateShare[variant] : null;
    const numPrompts = perSecond === null ? 0 : Math.max(1, Math.ceil(perSecond * runSeconds));
    const name = `xpyd-${variant}${perSecond === null ? "" : `-${requestRateText(perSecond)}rps`}`;
    const groups: ArgGroup[] = [
      ["--backend", "vllm"],
      ["--base-url", "http://<ROUTER_HOST>:<ROUTER_PORT>"],
      ["--endpoint", "/v1/completions"],
      ["--model", model],
      ["--dataset-name", "random"],
      ["--random-input-len", String(Math.round(plan.workload.inputTokens))],
      ["--random-output-len", String(Math.round(plan.workload.outputTokens))],
      // 0: every prompt and output exactly the planned length; --ignore-eos keeps outputs whole.
      ["--random-range-ratio", "0"],
      ["--ignore-eos"],
      ["--num-prompts", perSecond === null ? "<NUM_PROMPTS>" : String(numPrompts)],
      ["--request-rate", perSecond === null ? "<REQUEST_RATE>" : requestRateText(perSecond)],
      // 1: Poisson arrivals, vLLM's default, stated so the run is reproducible from its file.
      ["--burstiness", "1"],
      ...(goodput.length > 0 ? [["--goodput", ...goodput]] : []),
      ["--percentile-metrics", "ttft,tpot,itl,e2el"],
      ["--metric-percentiles", percentilesFor(plan.slo).join(",")],
      ["--save-result"],
      ["--save-detailed"],
      ["--label", name],
      ["--result-filename", `${name}.json`],
    ];
    return {
      variant,
      requestsPerSecond: perSecond,
      numPrompts,
      excessPerSecond:
        perSecond === null ? 0 : Math.max(0, perSecond - result.throughput.requestsPerSecond),
      goodput,
      command: commandText(["vllm", "bench", "serve"], groups),
    };
  });
  return {
    commands,
    placeholders: [
      placeholders.routerHost,
      placeholders.port("ROUTER"),
      ...(model === placeholders.model.name ? [placeholders.model] : []),
      // The prompts follow from the rate: without one, both are the operator's, for one reason.
      ...("missing" in rate ? [rate.missing, { ...rate.missing, name: "<NUM_PROMPTS>" }] : []),
    ],
  };
};

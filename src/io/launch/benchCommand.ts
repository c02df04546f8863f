import type { Plan, PlanResult } from "../../model/index.ts";
import { msToSeconds } from "../../model/units.ts";
import { type ArgGroup, commandText } from "./commandText.ts";
import type { Placeholder } from "./launchSettings.ts";
import { huggingFaceId } from "./modelId.ts";
import { placeholders } from "./placeholders.ts";

// The `vllm bench serve` runs that test a plan (flags: engineDocs.ts vllmDocs.benchServe): fixed
// prompt and output lengths, arrivals at the planned rate, and the client's concurrency at the
// planned figure and 5% either side, saving per-request detail for the import.

export interface BenchCommand {
  variant: "planned" | "minus5" | "plus5";
  maxConcurrency: number;
  numPrompts: number;
  command: string;
}

export interface BenchCommands {
  commands: BenchCommand[];
  placeholders: Placeholder[];
}

// Requests in flight from the client's side are Little's law L = λ · E2EL (model.md §4).
const concurrencyShare = { planned: 1, minus5: 0.95, plus5: 1.05 } as const;

// Long enough for steady state to dominate ramp-up and drain: 5 minutes of arrivals at the planned
// rate, and at least 5 request lifetimes; never fewer than 4 times the concurrency.
const minimumRunSeconds = 300;
const lifetimesPerRun = 5;
const promptsPerConcurrentRequest = 4;

const rateText = (requestsPerSecond: number): string =>
  String(Number(requestsPerSecond.toFixed(3)));

const goodputPairs = (slo: Plan["slo"]): string[] =>
  (
    [
      ["ttft", slo.ttftMs],
      ["tpot", slo.tpotMs],
      ["e2el", slo.e2elMs],
    ] as const
  ).flatMap(([key, ms]) => (ms === undefined ? [] : [`${key}:${ms}`]));

/** Three benchmark runs of the plan: concurrency at the planned L and at −5% and +5%. */
export const benchCommands = (plan: Plan, result: PlanResult): BenchCommands => {
  const model = huggingFaceId(plan) ?? placeholders.model.name;
  const lambda = result.throughput.requestsPerSecond;
  const rated = Number.isFinite(lambda) && lambda > 0;
  const runSeconds = Math.max(
    minimumRunSeconds,
    lifetimesPerRun * msToSeconds(result.latency.e2elMs),
  );
  const goodput = goodputPairs(plan.slo);
  const commands = (Object.keys(concurrencyShare) as BenchCommand["variant"][]).map((variant) => {
    const maxConcurrency = Math.max(
      1,
      Math.round(result.concurrency.littlesLaw * concurrencyShare[variant]),
    );
    const numPrompts = Math.max(
      rated ? Math.ceil(lambda * runSeconds) : 0,
      promptsPerConcurrentRequest * maxConcurrency,
    );
    const name = `xpyd-c${maxConcurrency}`;
    const groups: ArgGroup[] = [
      ["--backend", "vllm"],
      ["--base-url", "http://<ROUTER_HOST>:<ROUTER_PORT>"],
      ["--endpoint", "/v1/completions"],
      ["--model", model],
      ["--dataset-name", "random"],
      ["--random-input-len", String(plan.workload.inputTokens)],
      ["--random-output-len", String(plan.workload.outputTokens)],
      // 0: every prompt and output exactly the planned length; --ignore-eos keeps outputs whole.
      ["--random-range-ratio", "0"],
      ["--ignore-eos"],
      ["--num-prompts", String(numPrompts)],
      ["--request-rate", rated ? rateText(lambda) : "<REQUEST_RATE>"],
      // 1: Poisson arrivals, vLLM's default, stated so the run is reproducible from its file.
      ["--burstiness", "1"],
      ["--max-concurrency", String(maxConcurrency)],
      ...(goodput.length > 0 ? [["--goodput", ...goodput]] : []),
      ["--percentile-metrics", "ttft,tpot,itl,e2el"],
      ["--metric-percentiles", "50,90,99"],
      ["--save-result"],
      ["--save-detailed"],
      ["--label", name],
      ["--result-filename", `${name}.json`],
    ];
    return {
      variant,
      maxConcurrency,
      numPrompts,
      command: commandText(["vllm", "bench", "serve"], groups),
    };
  });
  return {
    commands,
    placeholders: [
      placeholders.routerHost,
      placeholders.port("ROUTER"),
      ...(model === placeholders.model.name ? [placeholders.model] : []),
      ...(rated ? [] : [placeholders.requestRate]),
    ],
  };
};

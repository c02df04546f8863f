import {
  formatNumber,
  formatPercent,
  formatTwoDecimals,
  type Plan,
  type PlanResult,
} from "../../model/index.ts";
import { benchCommands, requestRateText } from "./benchCommand.ts";
import { type BenchPrediction, simulatedPredictions } from "./benchPredictions.ts";
import { vllmDocs, vllmVersion } from "./engineDocs.ts";
import { attainmentKey, expectedKeys } from "./expectedMetrics.ts";
import { verdictText } from "./verdictText.ts";

// The verification benchmark as text: the two commands, what the simulator says each should
// measure, and whether the SLOs hold there, to compare with the result files once imported.

const variantTitle = { sustainable: "At the sustainable rate", above: "At 120% of it" } as const;

// Two decimals, as vllm bench serve prints them; the attainment as a percentage.
const valueText = (key: string, value: number | undefined): string =>
  value === undefined
    ? "–"
    : key === attainmentKey
      ? formatPercent(value)
      : formatTwoDecimals(value);

const expectTable = (predictions: readonly BenchPrediction[]): string[] => {
  const rated = predictions.filter((p) => p.command.requestsPerSecond !== null);
  const keys = expectedKeys.filter((key) => rated.some((p) => key in p.expected));
  if (keys.length === 0) return [];
  const header = [
    "key",
    ...rated.map((p) => `${requestRateText(p.command.requestsPerSecond ?? 0)} req/s`),
  ];
  const rows = keys.map((key) => [key, ...rated.map((p) => valueText(key, p.expected[key]))]);
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? "").length)),
  );
  const line = (row: string[]) =>
    `#   ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ")}`.trimEnd();
  return [
    "# What to expect: simulated, under vLLM's result keys (ms, req/s, tok/s; slo_attainment the share meeting every SLO)",
    line(header),
    ...rows.map(line),
  ];
};

/** The benchmark commands and the "what to expect" table, as shell-readable text. */
export const benchText = (
  plan: Plan,
  result: PlanResult,
  predictions: readonly BenchPrediction[] = simulatedPredictions(
    plan,
    benchCommands(plan, result).commands,
  ),
): string => {
  const bench = benchCommands(plan, result);
  const sustainable = result.sustainable.requestsPerSecond;
  return `${[
    [
      `# Verification benchmark (vllm bench serve, ${vllmVersion}); flags as documented at:`,
      `#   ${vllmDocs.benchServe}`,
      `# Sustainable rate (every SLO holds with queueing): ${formatNumber(sustainable)} req/s; 120% of it shows the knee.`,
      "# --num-prompts: 5 minutes of arrivals at each rate, and at least 5 request lifetimes.",
      "# No --max-concurrency: the client's cap would hold requests before their clock starts and hide the queueing.",
    ].join("\n"),
    ...bench.commands.map((run) =>
      [
        `# ${variantTitle[run.variant]}: ${run.requestsPerSecond === null ? "<REQUEST_RATE>" : `${requestRateText(run.requestsPerSecond)} req/s, ${formatNumber(run.numPrompts)} prompts`}${run.goodput.length > 0 ? `, goodput ${run.goodput.join(" ")}` : ""}`,
        run.command,
      ].join("\n"),
    ),
    predictions
      .flatMap((p) =>
        p.verdict === null || p.command.requestsPerSecond === null
          ? []
          : [`# ${verdictText(p.verdict, requestRateText(p.command.requestsPerSecond))}`],
      )
      .join("\n"),
    expectTable(predictions).join("\n"),
    ["# Placeholders:", ...bench.placeholders.map((p) => `#   ${p.name}: ${p.why}`)].join("\n"),
  ]
    .filter((block) => block !== "")
    .join("\n\n")}\n`;
};

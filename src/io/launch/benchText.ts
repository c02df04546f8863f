import { formatNumber, type Plan, type PlanResult } from "../../model/index.ts";
import { benchCommands } from "./benchCommand.ts";
import { vllmDocs, vllmVersion } from "./engineDocs.ts";
import { expectedMetrics } from "./expectedMetrics.ts";

// The verification benchmark as text: the three commands, then the plan's prediction to compare
// with the result files once imported.

const variantTitle = {
  planned: "at the planned concurrency",
  minus5: "5% below",
  plus5: "5% above",
} as const;

/** The benchmark commands and the "what to expect" table, as shell-readable text. */
export const benchText = (plan: Plan, result: PlanResult): string => {
  const bench = benchCommands(plan, result);
  const expected = Object.entries(expectedMetrics(plan, result));
  const keyWidth = Math.max(...expected.map(([key]) => key.length));
  return `${[
    [
      `# Verification benchmark (vllm bench serve, ${vllmVersion}); flags as documented at:`,
      `#   ${vllmDocs.benchServe}`,
      `# Requests in flight at the planned rate (Little's law λ · E2EL): ${formatNumber(result.concurrency.littlesLaw)}.`,
      "# --num-prompts: 5 minutes of arrivals at the planned rate, at least 5 request lifetimes and 4 times the concurrency.",
    ].join("\n"),
    ...bench.commands.map((run) =>
      [
        `# Max concurrency ${formatNumber(run.maxConcurrency)}, ${variantTitle[run.variant]}`,
        run.command,
      ].join("\n"),
    ),
    [
      "# What to expect: the plan's means under vLLM's result keys (ms, req/s, tok/s)",
      ...expected.map(([key, value]) => `#   ${key.padEnd(keyWidth)}  ${formatNumber(value)}`),
    ].join("\n"),
    ["# Placeholders:", ...bench.placeholders.map((p) => `#   ${p.name}: ${p.why}`)].join("\n"),
  ].join("\n\n")}\n`;
};

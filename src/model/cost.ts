import { type Derivation, derive } from "./explain.ts";
import { formatNumber as f } from "./format.ts";
import { secondsPerHour, tokensPerMillion } from "./units.ts";

export interface Cost {
  perHourUsd: number;
  /** The whole fleet's cost divided by its output tokens (input tokens ride along for free); null when none flow. */
  perMillionOutputTokensUsd: number | null;
  /** The whole fleet's cost divided by its input tokens; null when none flow. */
  perMillionInputTokensUsd: number | null;
}

const perMillion = (perHourUsd: number, tokensPerSecond: number): number | null =>
  tokensPerSecond > 0 ? perHourUsd / ((tokensPerSecond * secondsPerHour) / tokensPerMillion) : null;

const usd = (value: number | null): string => (value === null ? "no tokens flow" : `$${f(value)}`);

export const costOf = (
  gpuHourlyCostUsd: number,
  gpus: number,
  tokens: { inputTokensPerSecond: number; outputTokensPerSecond: number },
  withExplain = true,
): { cost: Cost; explain: Record<string, Derivation> } => {
  const perHourUsd = gpus * gpuHourlyCostUsd;
  const cost = {
    perHourUsd,
    perMillionOutputTokensUsd: perMillion(perHourUsd, tokens.outputTokensPerSecond),
    perMillionInputTokensUsd: perMillion(perHourUsd, tokens.inputTokensPerSecond),
  };
  return {
    cost,
    explain: withExplain
      ? {
          "cost.perHourUsd": derive(
            "cost per hour = GPUs · price per GPU-hour",
            `${f(gpus)} · $${f(gpuHourlyCostUsd)} = $${f(perHourUsd)}`,
          ),
          "cost.perMillionOutputTokensUsd": derive(
            "cost per million output tokens = cost per hour / (output tokens/s · 3600 / 10⁶)",
            `$${f(perHourUsd)} / (${f(tokens.outputTokensPerSecond)} · 3600 / 10⁶) = ${usd(cost.perMillionOutputTokensUsd)}`,
          ),
          "cost.perMillionInputTokensUsd": derive(
            "cost per million input tokens = cost per hour / (input tokens/s · 3600 / 10⁶)",
            `$${f(perHourUsd)} / (${f(tokens.inputTokensPerSecond)} · 3600 / 10⁶) = ${usd(cost.perMillionInputTokensUsd)}`,
          ),
        }
      : {},
  };
};

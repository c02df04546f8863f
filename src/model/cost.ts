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

export const costOf = (
  gpuHourlyCostUsd: number,
  gpus: number,
  tokens: { inputTokensPerSecond: number; outputTokensPerSecond: number },
): Cost => {
  const perHourUsd = gpus * gpuHourlyCostUsd;
  return {
    perHourUsd,
    perMillionOutputTokensUsd: perMillion(perHourUsd, tokens.outputTokensPerSecond),
    perMillionInputTokensUsd: perMillion(perHourUsd, tokens.inputTokensPerSecond),
  };
};

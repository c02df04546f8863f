import type { Plan } from "./plan.ts";
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

/** What one GPU-hour costs on each side, or null when the plan names no price. */
export const gpuPricesOf = (
  hardware: Plan["hardware"],
): { prefill: number; decode: number } | null => {
  const price = hardware.gpuHourlyCostUsd;
  return price === undefined
    ? null
    : { prefill: price, decode: hardware.decodeGpuHourlyCostUsd ?? price };
};

/** The fleet's GPUs on each side and what one GPU-hour costs there. */
export interface FleetPrice {
  prefillGpus: number;
  decodeGpus: number;
  prefillGpuHourlyCostUsd: number;
  decodeGpuHourlyCostUsd: number;
}

export const costOf = (
  fleet: FleetPrice,
  tokens: { inputTokensPerSecond: number; outputTokensPerSecond: number },
): Cost => {
  // One price: the GPUs times it, as one product (so a split does not move the last digit).
  const perHourUsd =
    fleet.prefillGpuHourlyCostUsd === fleet.decodeGpuHourlyCostUsd
      ? (fleet.prefillGpus + fleet.decodeGpus) * fleet.prefillGpuHourlyCostUsd
      : fleet.prefillGpus * fleet.prefillGpuHourlyCostUsd +
        fleet.decodeGpus * fleet.decodeGpuHourlyCostUsd;
  return {
    perHourUsd,
    perMillionOutputTokensUsd: perMillion(perHourUsd, tokens.outputTokensPerSecond),
    perMillionInputTokensUsd: perMillion(perHourUsd, tokens.inputTokensPerSecond),
  };
};

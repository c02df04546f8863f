import type { CalibrationStatistic } from "../../model/index.ts";

// The statistic picked for calibration: a named one, or a percentile typed into the field.

export const statisticChoices = ["mean", "median", "p90", "p99", "custom"] as const;
export type StatisticChoice = (typeof statisticChoices)[number];

/** Null when "custom" holds no number from 0 to 100. */
export const statisticOf = (
  choice: StatisticChoice,
  customText: string,
): CalibrationStatistic | null => {
  if (choice === "mean" || choice === "median") return choice;
  if (choice === "p90") return { percentile: 90 };
  if (choice === "p99") return { percentile: 99 };
  const percentile = customText.trim() === "" ? Number.NaN : Number(customText);
  return Number.isFinite(percentile) && percentile >= 0 && percentile <= 100
    ? { percentile }
    : null;
};

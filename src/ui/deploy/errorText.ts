import { formatNumber } from "../../model/index.ts";

// One decimal is as precise as a comparison of a model with a benchmark deserves.
const tenths = 10;

/** A signed error percentage: "+3.2%", "−12.5%", "0%". */
export const errorText = (errorPercent: number): string => {
  const rounded = Math.round(errorPercent * tenths) / tenths;
  if (rounded === 0) return "0%";
  return `${rounded > 0 ? "+" : "−"}${formatNumber(Math.abs(rounded))}%`;
};

import { formatGapPercent, formatPercent, formatTwoDecimals } from "../../model/index.ts";
import { countKeys } from "../../text/index.ts";

// Numbers of the measurements view as `vllm bench serve` prints them: latencies, throughputs and
// lengths to two decimals, counts whole, rates as percentages to two decimals.

const whole = new Intl.NumberFormat("en-US", {
  maximumFractionDigits: 0,
  signDisplay: "negative",
});

/** "1,234.57"; never "-0.00". */
export const twoDecimals = formatTwoDecimals;

/** A count: "1,000". */
export const countText = (value: number): string =>
  Number.isFinite(value) ? whole.format(value) : String(value);

/** A fraction as a percentage to two decimals: "96.67%". */
export const percentText = formatPercent;

/** A recomputation's distance from the file's value: "1.25%", or "0.0017%" below 0.01%. */
export const gapText = formatGapPercent;

// Half of the last digit shown: a smaller gap would print as zero.
const smallestShownFraction = 0.00005;

/** A signed percentage to two decimals: "+0.15%", "−11.58%"; "0.00%" and "< 0.01%", never "−0%". */
export const signedPercent = (fraction: number): string => {
  if (fraction === 0) return "0.00%";
  if (Math.abs(fraction) < smallestShownFraction) return "< 0.01%";
  return `${fraction < 0 ? "\u2212" : "+"}${percentText(Math.abs(fraction))}`;
};

const percentKeys = new Set(["ttft", "tpot", "e2el"]);

/** A metric's value by its key: counts whole, shares as percentages, the rest to two decimals. */
export const metricText = (key: string, value: number): string =>
  countKeys.has(key)
    ? countText(value)
    : percentKeys.has(key)
      ? percentText(value)
      : twoDecimals(value);

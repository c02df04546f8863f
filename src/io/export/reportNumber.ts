import { formatNumber, msPerSecond, percent } from "../../model/index.ts";

// How a report for people rounds the solver's figures: as many digits as a reader can act on,
// never the six significant digits of a model's output ("565.933 ms", "873,135.83 tok/s").
// CSV exports keep full precision; these are for Markdown and print.

const secondsFromMs = 10 * msPerSecond;
const wholeFrom = 100;

/** A value rounded to some decimals, trailing zeros dropped: (98.684, 2) → "98.68". */
export const roundedText = (value: number, decimals: number): string =>
  formatNumber(Number(value.toFixed(decimals)));

const subMillisecondDigits = 2;

/**
 * A duration: 10 s and above in seconds to 1 decimal, 100 ms and above whole ms, 1 ms and above to
 * 1 decimal, and under 1 ms to 2 significant digits (0.044 ms, not "0 ms").
 */
export const durationText = (ms: number): string => {
  if (!Number.isFinite(ms)) return `${formatNumber(ms)} ms`;
  const size = Math.abs(ms);
  if (size >= secondsFromMs) return `${roundedText(ms / msPerSecond, 1)} s`;
  if (size > 0 && size < 1)
    return `${formatNumber(Number(ms.toPrecision(subMillisecondDigits)))} ms`;
  return `${roundedText(ms, size >= wholeFrom ? 0 : 1)} ms`;
};

/** A rate: whole from 100 up, else 3 significant digits (2.53 req/s, 45.6 req/s). */
export const rateText = (value: number): string => {
  if (!Number.isFinite(value) || Math.abs(value) >= wholeFrom || value === 0) {
    return roundedText(value, 0);
  }
  return formatNumber(Number(value.toPrecision(3)));
};

const centsPerDollar = 100;

/** Money to the cent: 2.03608 → "2.04", 1234.5 → "1,234.50". */
export const usdText = (usd: number): string => {
  if (!Number.isFinite(usd)) return formatNumber(usd);
  const cents = Math.round(Math.abs(usd) * centsPerDollar);
  const sign = usd < 0 && cents > 0 ? "-" : "";
  const fraction = String(cents % centsPerDollar).padStart(2, "0");
  return `${sign}${formatNumber(Math.floor(cents / centsPerDollar))}.${fraction}`;
};

/** A share (0–1) as a percentage to 2 decimals: 0.986842 → "98.68%". */
export const shareText = (share: number): string => `${roundedText(share * percent, 2)}%`;

/** Requests in flight: to 1 decimal, as Little's law gives a fraction (4,891.2). */
export const concurrencyText = (requests: number): string => roundedText(requests, 1);

// English plural units: "1 token", not "1 tokens"; Chinese units have no plural.
const singular: Record<string, string> = {
  tokens: "token",
  nodes: "node",
  engines: "engine",
  GPUs: "GPU",
  requests: "request",
  sequences: "sequence",
  instances: "instance",
  prompts: "prompt",
};

/** The unit as a count of exactly one takes it: (1, "tokens") → "token". */
export const unitFor = (value: number, unit: string): string =>
  value === 1 ? (singular[unit] ?? unit) : unit;

/** A count with its unit, singular for one: "1 engine", "4 GPUs", "800 ms". */
export const countText = (value: number, unit: string): string =>
  unit === "" ? formatNumber(value) : `${formatNumber(value)} ${unitFor(value, unit)}`;

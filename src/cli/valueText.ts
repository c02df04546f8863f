import {
  formatBand,
  formatDisplay,
  formatEstimate,
  formatNumber,
  formatPercent,
} from "../model/index.ts";

// How the report writes values: every number as the app shows it (formatDisplay), with its unit after it.

const smallestCent = 0.01;
const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "1,578.95 tok/s" */
export const withUnit = (value: number, unit: string): string => `${formatDisplay(value)} ${unit}`;

/**
 * A figure that may be an estimate: with an error band, three significant digits and the band
 * ("8,170 req/min ±31%"); without one, as `withUnit` writes it.
 */
export const estimateWithUnit = (value: number, unit: string, band: number | null): string =>
  band === null ? withUnit(value, unit) : `${formatEstimate(value)} ${unit} ${formatBand(band)}`;

/**
 * A figure that rests on estimated step times, its band stated elsewhere: three significant digits
 * when banded, as the app shows it ("838 req"); without a band, as `withUnit` writes it.
 */
export const estimateDigits = (
  value: number,
  unit: string,
  band: number | null | undefined,
): string => `${estimateNumber(value, band)} ${unit}`;

/** estimateDigits without a unit: "23.3", or as the app shows it. */
export const estimateNumber = (value: number, band: number | null | undefined): string =>
  band === null || band === undefined ? formatDisplay(value) : formatEstimate(value);

/** A time that rests on estimated step times: three significant digits when banded. */
export const estimateMs = (value: number, band: number | null | undefined): string =>
  estimateDigits(value, "ms", band);

/** A unitless figure that may be an estimate: "1.4 ±76%", or as the app shows it. */
export const estimateText = (value: number, band: number | null): string =>
  band === null ? formatDisplay(value) : `${formatEstimate(value)} ${formatBand(band)}`;

/** A fraction as a percentage with two decimals: 0.986842 → "98.68%". */
export const percentText = formatPercent;

/** Dollars to the cent, or with more digits when a cent would round the amount away. */
export const usdText = (usd: number): string =>
  usd === 0 || Math.abs(usd) >= smallestCent ? dollars.format(usd) : `$${formatNumber(usd)}`;

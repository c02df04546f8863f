import { formatDisplay, formatNumber, formatPercent } from "../model/index.ts";

// How the report writes values: every number as the app shows it (formatDisplay), with its unit after it.

const smallestCent = 0.01;
const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "1,578.95 tok/s" */
export const withUnit = (value: number, unit: string): string => `${formatDisplay(value)} ${unit}`;

/** A fraction as a percentage with two decimals: 0.986842 → "98.68%". */
export const percentText = formatPercent;

/** Dollars to the cent, or with more digits when a cent would round the amount away. */
export const usdText = (usd: number): string =>
  usd === 0 || Math.abs(usd) >= smallestCent ? dollars.format(usd) : `$${formatNumber(usd)}`;

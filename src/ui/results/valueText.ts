import { formatDisplay, formatEstimate, formatNumber } from "../../model/index.ts";

const hundred = 100;

/** 0.986842 → "98.68%" */
export const percentText = (fraction: number): string => `${(fraction * hundred).toFixed(2)}%`;

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Dollars to the cent ("$3.70"); amounts under a cent keep their digits. */
export const usdText = (usd: number): string =>
  usd !== 0 && Math.abs(usd) < 0.01 ? `$${formatNumber(usd)}` : dollars.format(usd);

/** A result as every view and the command line show it: "15.83", "0.0421", "7,200". */
export const numberText = formatDisplay;

/**
 * A result that may be an estimate: three significant digits when it carries an error band
 * (8,170.42 → "8,170"), else as `numberText` shows it.
 */
export const figureText = (value: number, band: number | null | undefined): string =>
  band === null || band === undefined ? formatDisplay(value) : formatEstimate(value);

const estimateDecimals = 2;

/** An estimate to at most two decimals: six significant digits would claim a precision it lacks. */
export const estimateText = (value: number): string =>
  formatNumber(Number(value.toFixed(estimateDecimals)));

/** A queueing estimate: three significant digits when it rests on banded step times, else two decimals. */
export const loadText = (value: number, band: number | null | undefined): string =>
  band === null || band === undefined ? estimateText(value) : formatEstimate(value);

import { formatNumber } from "../../model/index.ts";

const hundred = 100;

/** 0.986842 → "98.68%" */
export const percentText = (fraction: number): string => `${(fraction * hundred).toFixed(2)}%`;

/** Dollars to the cent; tiny amounts keep their digits. */
export const usdText = (usd: number): string =>
  usd !== 0 && Math.abs(usd) < 0.01
    ? `$${formatNumber(usd)}`
    : `$${formatNumber(Number(usd.toFixed(2)))}`;

export const numberText = formatNumber;

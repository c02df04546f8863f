import type { FieldPath } from "../../io/index.ts";

// Shares the plan keeps from 0 to 1 and people type as percentages.
const hundred = 100;
// Enough digits for any typed percentage, few enough to hide 0.57 · 100 = 56.99999999999999.
const significantDigits = 12;

export const percentPaths: ReadonlySet<FieldPath> = new Set<FieldPath>([
  "slo.attainment",
  "workload.prefixCacheHitRate",
]);

const tidy = (value: number): number => Number(value.toPrecision(significantDigits));

/** 0.99 → 99; NaN stays NaN (an empty field). */
export const shareToPercent = (share: number): number =>
  Number.isFinite(share) ? tidy(share * hundred) : share;

/** 99 → 0.99; NaN stays NaN. */
export const percentToShare = (percent: number): number =>
  Number.isFinite(percent) ? tidy(percent / hundred) : percent;

/** A field's value as the form shows it: a share as a percentage, anything else as it is. */
export const shownNumber = (path: FieldPath, value: number): number =>
  percentPaths.has(path) ? shareToPercent(value) : value;

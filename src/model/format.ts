// Plain, locale-independent number text for formulas shown to people ("1,578.95", "0.04").
// Hand-rolled rather than Intl.NumberFormat: solve formats ~80 numbers per call, and this is ~10x faster.

const significantDigits = 6;
const largeFractionDigits = 2;

const withGrouping = (text: string): string => {
  const point = text.indexOf(".");
  const whole = point < 0 ? text : text.slice(0, point);
  const sign = whole.startsWith("-") ? "-" : "";
  const digits = whole.slice(sign.length);
  if (digits.length <= 3) return text;
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3)
    grouped += `,${digits.slice(at, at + 3)}`;
  return sign + grouped + (point < 0 ? "" : text.slice(point));
};

/** Integers exactly; 100,000 and above to 2 decimals; smaller numbers to 6 significant digits. */
export const formatNumber = (value: number): string => {
  if (!Number.isFinite(value)) return String(value);
  if (Number.isInteger(value)) return withGrouping(value.toFixed(0));
  const rounded =
    Math.abs(value) >= 1e5
      ? Number(value.toFixed(largeFractionDigits))
      : Number(value.toPrecision(significantDigits));
  const text = Math.abs(rounded) < 1e-6 ? rounded.toFixed(12).replace(/0+$/, "") : String(rounded);
  return withGrouping(text);
};

const displayFractionDigits = 2;
const displaySignificantDigits = 3;

/**
 * A result as people read it, the same on every page and in the command line: integers exactly,
 * at most two decimals ("15.83"), and three significant digits below 1 ("0.0421"). Formulas keep
 * `formatNumber`'s six digits, so their arithmetic can be checked by hand.
 */
export const formatDisplay = (value: number): string => {
  if (!Number.isFinite(value) || Number.isInteger(value)) return formatNumber(value);
  const rounded =
    Math.abs(value) >= 1
      ? Number(value.toFixed(displayFractionDigits))
      : Number(value.toPrecision(displaySignificantDigits));
  return Math.abs(rounded) < 1e-6 ? String(rounded) : withGrouping(String(rounded));
};

// For tables people compare with `vllm bench serve`, which prints two decimals.
const twoFractionDigits = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: "negative",
});
const percentPerFraction = 100;

/** Two decimals with grouping: "1,234.57"; never "-0.00". */
export const formatTwoDecimals = (value: number): string =>
  Number.isFinite(value) ? twoFractionDigits.format(value) : String(value);

/** A fraction as a percentage to two decimals: 0.986842 → "98.68%". */
export const formatPercent = (fraction: number): string =>
  `${formatTwoDecimals(fraction * percentPerFraction)}%`;

// Below a hundredth of a percent two decimals print 0.00%: such a gap keeps two significant digits.
const smallestTwoDecimalFraction = 0.0001;
const gapSignificantDigits = 2;

/**
 * How far two values are apart, as a percentage: two decimals ("1.25%"), or two significant
 * digits below a hundredth of a percent ("0.0017%"), so a real gap never reads as 0.00%.
 */
export const formatGapPercent = (fraction: number): string => {
  const size = Math.abs(fraction);
  if (size === 0 || size >= smallestTwoDecimalFraction || !Number.isFinite(size)) {
    return formatPercent(fraction);
  }
  return `${fraction < 0 ? "-" : ""}${(size * percentPerFraction).toPrecision(gapSignificantDigits)}%`;
};

const estimateSignificantDigits = 3;

/**
 * An estimate, to the three significant digits its error band allows: 62.77 → "62.8",
 * 176,180.51 → "176,000", 0.042135 → "0.0421". Measured and entered figures keep
 * `formatDisplay`; formulas keep `formatNumber`.
 */
export const formatEstimate = (value: number): string =>
  Number.isFinite(value)
    ? formatNumber(Number(value.toPrecision(estimateSignificantDigits)))
    : String(value);

const bandSignificantDigits = 2;

/** A relative error band as a percentage to two significant digits: 0.182 → "±18%", 0.045 → "±4.5%". */
export const formatBand = (fraction: number): string =>
  `±${formatNumber(Number((Math.abs(fraction) * percentPerFraction).toPrecision(bandSignificantDigits)))}%`;

const halfPercent = 0.005;

/**
 * A share to a whole percent, as a breakdown shows it: 0.583 → "58%", 0.003 → "<1%", 0.996 → ">99%"
 * (a part short of the whole never reads as all of it), 0 → "0%", 1 → "100%".
 */
export const formatShare = (fraction: number): string => {
  if (fraction > 0 && fraction < halfPercent) return "<1%";
  if (fraction < 1 && fraction > 1 - halfPercent) return ">99%";
  return `${Math.round(fraction * percentPerFraction)}%`;
};

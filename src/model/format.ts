// Plain, locale-independent number text for formulas shown to people ("1,578.95", "0.04").

const grouped = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const precise = new Intl.NumberFormat("en-US", { maximumSignificantDigits: 6 });

export const formatNumber = (value: number): string => {
  if (!Number.isFinite(value)) return String(value);
  if (Number.isInteger(value) || Math.abs(value) >= 1e5) return grouped.format(value);
  return precise.format(value);
};

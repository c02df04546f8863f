// The percentiles field: "50, 90, 99" → [50, 90, 99]; anything else names the first bad item.

export type PercentilesParse =
  | { ok: true; values: number[] }
  | { ok: false; error: "empty" | "notNumber" | "range"; item: string };

export const parsePercentiles = (text: string): PercentilesParse => {
  const items = text
    .split(/[,，\s]+/)
    .map((item) => item.trim())
    .filter((item) => item !== "");
  if (items.length === 0) return { ok: false, error: "empty", item: "" };
  const values: number[] = [];
  for (const item of items) {
    const value = Number(item);
    if (!Number.isFinite(value)) return { ok: false, error: "notNumber", item };
    if (value < 0 || value > 100) return { ok: false, error: "range", item };
    if (!values.includes(value)) values.push(value);
  }
  return { ok: true, values: values.sort((a, b) => a - b) };
};

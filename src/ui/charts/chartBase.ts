import type { ChartColors } from "./chartColors.ts";

// What every chart of the app sets alike: a static, resizing canvas fed parsed points, the theme's
// text colour, the nearest point on hover, and axes titled and gridded in the theme's colours.

/** An axis titled in the theme's muted text, its grid in the border colour. */
export const titledAxis = (colors: ChartColors, title: string) => ({
  title: { display: true, text: title, color: colors.textMuted, font: { weight: 600 } },
  grid: { color: colors.border },
});

/** The options every line chart starts from. */
export const baseLineOptions = (colors: ChartColors) => ({
  animation: false as const,
  responsive: true,
  maintainAspectRatio: false,
  parsing: false as const,
  color: colors.text,
  interaction: { mode: "nearest" as const, intersect: false },
});

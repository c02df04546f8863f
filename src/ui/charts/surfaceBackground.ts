import type { Plugin } from "chart.js";

interface SurfaceOptions {
  color: string;
}

declare module "chart.js" {
  interface PluginOptionsByType<TType> {
    surfaceBackground?: SurfaceOptions;
  }
}

// Paints the theme's surface under the chart, so an exported PNG is not transparent.
export const surfaceBackground: Plugin<"line", SurfaceOptions> = {
  id: "surfaceBackground",
  beforeDraw: (chart, _args, options) => {
    const { ctx, width, height } = chart;
    ctx.save();
    ctx.fillStyle = options.color;
    ctx.fillRect(0, 0, width, height);
    ctx.restore();
  },
};

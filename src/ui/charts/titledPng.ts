// An exported chart is read away from the page: its PNG carries the chart's title above the plot.

/** Title band height and text size in CSS pixels, scaled by the canvas's own pixel ratio. */
const bandCssPx = 36;
const fontCssPx = 16;
const marginCssPx = 12;

/**
 * The canvas as a PNG data URL with `title` in a band across its top, painted in the canvas's own
 * colours; the bare chart when the browser gives no 2D context, undefined without a canvas.
 */
export const titledPng = (
  canvas: HTMLCanvasElement | undefined,
  title: string,
): string | undefined => {
  if (!canvas) return undefined;
  const scale = canvas.clientWidth > 0 ? canvas.width / canvas.clientWidth : 1;
  const band = Math.round(bandCssPx * scale);
  const out = document.createElement("canvas");
  out.width = canvas.width;
  out.height = canvas.height + band;
  const ctx = out.getContext("2d");
  if (!ctx) return canvas.toDataURL("image/png");
  const style = getComputedStyle(canvas);
  // The band takes the colour the plot painted in its corner, so the two read as one image.
  const corner = canvas.getContext("2d")?.getImageData(0, 0, 1, 1).data;
  ctx.fillStyle = corner ? `rgb(${corner[0]} ${corner[1]} ${corner[2]})` : "#ffffff";
  ctx.fillRect(0, 0, out.width, band);
  ctx.fillStyle = style.color || "#000000";
  ctx.font = `600 ${Math.round(fontCssPx * scale)}px ${style.fontFamily || "sans-serif"}`;
  ctx.textBaseline = "middle";
  ctx.fillText(
    title,
    Math.round(marginCssPx * scale),
    band / 2,
    out.width - 2 * marginCssPx * scale,
  );
  ctx.drawImage(canvas, 0, band);
  return out.toDataURL("image/png");
};

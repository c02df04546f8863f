export type Side = "top" | "bottom";
export type Align = "center" | "end";

export interface Size {
  width: number;
  height: number;
}

export interface Anchor {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface FloatingPlace {
  left: number;
  top: number;
  side: Side;
  /** Where the anchor's middle falls, from the box's left edge: the arrow points there. */
  arrowX: number;
}

// A box never touches the viewport's edge.
const marginPx = 8;

/**
 * Where a box goes beside its anchor: on the preferred side if it fits there, else on the other;
 * centred on the anchor or flush with its right edge, then kept inside the viewport.
 */
export const placeBeside = (
  anchor: Anchor,
  box: Size,
  viewport: Size,
  preferred: { side: Side; align: Align; gutter: number },
): FloatingPlace => {
  const above = anchor.top - preferred.gutter - box.height;
  const below = anchor.bottom + preferred.gutter;
  const fitsAbove = above >= marginPx;
  const fitsBelow = below + box.height <= viewport.height - marginPx;
  const side: Side =
    preferred.side === "top"
      ? fitsAbove || !fitsBelow
        ? "top"
        : "bottom"
      : fitsBelow || !fitsAbove
        ? "bottom"
        : "top";
  const wanted =
    preferred.align === "end"
      ? anchor.right - box.width
      : (anchor.left + anchor.right) / 2 - box.width / 2;
  const widest = Math.max(marginPx, viewport.width - marginPx - box.width);
  const left = Math.min(Math.max(wanted, marginPx), widest);
  return {
    left,
    top: side === "top" ? above : below,
    side,
    arrowX: (anchor.left + anchor.right) / 2 - left,
  };
};

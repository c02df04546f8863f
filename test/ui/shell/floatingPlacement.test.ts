import { describe, expect, it } from "vitest";
import { placeBeside } from "../../../src/ui/shell/floatingPlacement.ts";

const viewport = { width: 1000, height: 800 };
const box = { width: 200, height: 100 };
const anchorAt = (left: number, top: number) => ({
  left,
  top,
  right: left + 20,
  bottom: top + 20,
});

describe("placing a box beside its anchor", () => {
  it("goes above, centred, when there is room", () => {
    expect(
      placeBeside(anchorAt(400, 300), box, viewport, { side: "top", align: "center", gutter: 6 }),
    ).toEqual({ left: 310, top: 194, side: "top", arrowX: 100 });
  });

  it("flips below when the top has no room, and the other way round", () => {
    const near = { align: "center", gutter: 6 } as const;
    expect(placeBeside(anchorAt(400, 20), box, viewport, { ...near, side: "top" }).side).toBe(
      "bottom",
    );
    expect(placeBeside(anchorAt(400, 760), box, viewport, { ...near, side: "bottom" }).side).toBe(
      "top",
    );
  });

  it("lines up with the anchor's right edge, and stays inside the viewport", () => {
    const end = { side: "bottom", align: "end", gutter: 4 } as const;
    expect(placeBeside(anchorAt(600, 100), box, viewport, end)).toMatchObject({
      left: 420,
      top: 124,
    });
    const atLeftEdge = placeBeside(anchorAt(10, 100), box, viewport, end);
    expect(atLeftEdge.left).toBe(8);
    expect(atLeftEdge.arrowX).toBe(12);
  });
});

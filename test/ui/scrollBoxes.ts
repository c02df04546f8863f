/** How a screen reader names `box`: its aria-label, else the text of what aria-labelledby names. */
const accessibleName = (box: HTMLElement): string => {
  const label = box.getAttribute("aria-label");
  if (label !== null) return label.trim();
  const ids = (box.getAttribute("aria-labelledby") ?? "").split(/\s+/).filter(Boolean);
  return ids
    .map((id) => box.ownerDocument.getElementById(id)?.textContent ?? "")
    .join(" ")
    .trim();
};

/**
 * Each box under `root` that scrolls sideways with a shade at its hidden edge (theme.css's
 * .scroll-cue): whether the keyboard can reach it to scroll it, what holds it, and its name.
 */
export const scrollBoxes = (root: ParentNode = document) =>
  [...root.querySelectorAll<HTMLElement>(".scroll-cue")].map((box) => ({
    holds: box.querySelector("table") ? "table" : box.tagName.toLowerCase(),
    focusable: box.tabIndex === 0,
    name: accessibleName(box),
  }));

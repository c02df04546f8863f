import { onCleanup } from "solid-js";

/**
 * Calls `away` on a pointer press outside the elements `inside` gives, from `listen()` until
 * `stop()` or the owner's cleanup: how a popover or a menu closes on a click elsewhere.
 */
export const createOutsidePointer = (
  inside: () => readonly (Node | undefined)[],
  away: () => void,
): { listen: () => void; stop: () => void; contains: (target: EventTarget | null) => boolean } => {
  const contains = (target: EventTarget | null) =>
    target instanceof Node && inside().some((element) => element?.contains(target));
  const onPointerDown = (event: PointerEvent) => {
    if (!contains(event.target)) away();
  };
  const stop = () => document.removeEventListener("pointerdown", onPointerDown, true);
  onCleanup(stop);
  const listen = () => document.addEventListener("pointerdown", onPointerDown, true);
  return { listen, stop, contains };
};

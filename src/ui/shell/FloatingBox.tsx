import { createSignal, type JSX, onCleanup, onMount, splitProps } from "solid-js";
import { Portal } from "solid-js/web";
import styles from "./Floating.module.css";
import { type Align, placeBeside, type Side } from "./floatingPlacement.ts";

type FloatingBoxProps = JSX.HTMLAttributes<HTMLDivElement> & {
  anchor: HTMLElement;
  side: Side;
  align: Align;
  /** Space between the anchor and the box, in pixels. */
  gutter: number;
  /** A small arrow pointing at the anchor. */
  arrow?: boolean;
  ref?: (element: HTMLDivElement) => void;
};

/**
 * A box drawn over the page beside an anchor (a tooltip, a popover): in a portal at the end of the
 * body, so no container clips it, and placed again when the page scrolls or resizes.
 */
export const FloatingBox = (props: FloatingBoxProps) => {
  const [own, rest] = splitProps(props, [
    "anchor",
    "side",
    "align",
    "gutter",
    "arrow",
    "class",
    "ref",
    "children",
  ]);
  const [place, setPlace] = createSignal<{
    left: number;
    top: number;
    side: Side | "";
    arrowX: number;
  }>({ left: 0, top: 0, side: "", arrowX: 0 });
  let box: HTMLDivElement | undefined;
  const update = () => {
    if (!box) return;
    setPlace(
      placeBeside(
        own.anchor.getBoundingClientRect(),
        { width: box.offsetWidth, height: box.offsetHeight },
        { width: document.documentElement.clientWidth, height: window.innerHeight },
        { side: own.side, align: own.align, gutter: own.gutter },
      ),
    );
  };
  onMount(() => {
    update();
    window.addEventListener("scroll", update, { capture: true, passive: true });
    window.addEventListener("resize", update);
    onCleanup(() => {
      window.removeEventListener("scroll", update, { capture: true });
      window.removeEventListener("resize", update);
    });
  });
  return (
    <Portal>
      <div
        {...rest}
        ref={(element) => {
          box = element;
          own.ref?.(element);
        }}
        class={`${styles.floating} ${own.arrow ? styles.arrow : ""} ${own.class ?? ""}`}
        data-side={place().side}
        style={{
          left: `${place().left}px`,
          top: `${place().top}px`,
          "--arrow-x": `${place().arrowX}px`,
        }}
      >
        {own.children}
      </div>
    </Portal>
  );
};

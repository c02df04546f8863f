import { createSignal, onCleanup } from "solid-js";

/**
 * Whether the page is being printed: from `beforeprint` to `afterprint`, or while the print media
 * type applies (a browser that lays out for print without the events, or an emulated one). The
 * report is built only then, so a keystroke never updates a page nobody sees.
 */
export const createPrinting = () => {
  const media = window.matchMedia("print");
  const [printing, setPrinting] = createSignal(media.matches);
  const start = () => setPrinting(true);
  const end = () => setPrinting(media.matches);
  const change = (event: MediaQueryListEvent) => setPrinting(event.matches);
  window.addEventListener("beforeprint", start);
  window.addEventListener("afterprint", end);
  media.addEventListener("change", change);
  onCleanup(() => {
    window.removeEventListener("beforeprint", start);
    window.removeEventListener("afterprint", end);
    media.removeEventListener("change", change);
  });
  return printing;
};

import { createSignal, onCleanup, onMount } from "solid-js";

/** The theme's colours as canvas-ready rgb() strings. */
export interface ChartColors {
  text: string;
  textMuted: string;
  border: string;
  surface: string;
  series: readonly string[];
  current: string;
  guide: string;
  warn: string;
}

// theme.css defines colours with light-dark(), which canvas cannot read: a probe element's
// computed colour gives the one the current scheme picks.
const resolve = (probe: HTMLElement, variable: string): string => {
  probe.style.color = `var(${variable})`;
  return getComputedStyle(probe).color || "#888";
};

const readColors = (): ChartColors => {
  const probe = document.createElement("span");
  probe.hidden = true;
  document.body.append(probe);
  const colors = {
    text: resolve(probe, "--text"),
    textMuted: resolve(probe, "--text-muted"),
    border: resolve(probe, "--border"),
    surface: resolve(probe, "--surface"),
    series: [resolve(probe, "--accent"), resolve(probe, "--warn")],
    current: resolve(probe, "--danger"),
    guide: resolve(probe, "--danger-text"),
    warn: resolve(probe, "--warn"),
  };
  probe.remove();
  return colors;
};

/** The chart colours, read again whenever the theme or the system's colour scheme changes. */
export const createChartColors = (): (() => ChartColors) => {
  const [colors, setColors] = createSignal<ChartColors>(readColors());
  onMount(() => {
    const reread = () => setColors(readColors());
    const observer = new MutationObserver(reread);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ["data-theme"],
    });
    const scheme = matchMedia("(prefers-color-scheme: dark)");
    scheme.addEventListener("change", reread);
    onCleanup(() => {
      observer.disconnect();
      scheme.removeEventListener("change", reread);
    });
  });
  return colors;
};

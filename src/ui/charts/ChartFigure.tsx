import type { JSX } from "solid-js";
import styles from "./CurveChart.module.css";

export interface ChartFigureProps {
  /** Names the figure for tests and styles (the curve's id). */
  id: string;
  title: string;
  fileName: string;
  exportLabels: { png: string; csv: string };
  /** The picture as a PNG data URL, when there is a canvas to read. */
  png: () => string | undefined;
  csv: () => string;
  /** The canvas. */
  children: JSX.Element;
  /** What the chart shows, under it. */
  notes?: JSX.Element;
}

const download = (href: string, fileName: string) => {
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.click();
};

/** A chart's frame: its title, PNG and CSV buttons, the canvas, and the lines under it. */
export const ChartFigure = (props: ChartFigureProps & { ref?: (figure: HTMLElement) => void }) => (
  <figure ref={props.ref} class={styles.figure} data-curve={props.id}>
    <figcaption class={styles.caption}>
      <span class={styles.title}>{props.title}</span>
      <span class={styles.actions}>
        <button
          type="button"
          class={styles.button}
          onClick={() => {
            const png = props.png();
            if (png) download(png, `${props.fileName}.png`);
          }}
        >
          {props.exportLabels.png}
        </button>
        <button
          type="button"
          class={styles.button}
          onClick={() => {
            const url = URL.createObjectURL(new Blob([props.csv()], { type: "text/csv" }));
            download(url, `${props.fileName}.csv`);
            // The browser reads the blob after the click returns; free it once the download has begun.
            setTimeout(() => URL.revokeObjectURL(url), 60_000);
          }}
        >
          {props.exportLabels.csv}
        </button>
      </span>
    </figcaption>
    <div class={styles.canvasBox}>{props.children}</div>
    <div class={styles.notes}>{props.notes}</div>
  </figure>
);

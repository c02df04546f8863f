import type { MeasuredSource } from "../../model/index.ts";
import styles from "./MeasuredBadge.module.css";
import { measuredTitle, statisticWord, useMeasuredText } from "./measuredText.ts";

/**
 * "measured · <file> · <statistic>": where a value came from when calibration set it from an
 * imported file. Words, not colour alone; the file name is cut short on screen, whole on hover.
 */
export const MeasuredBadge = (props: { source: MeasuredSource }) => {
  const text = useMeasuredText();
  const statistic = () => statisticWord(text(), props.source.statistic);
  return (
    <span class={styles.badge} title={measuredTitle(text(), props.source)} data-measured="">
      {text().measured} · <span class={styles.file}>{props.source.file}</span> · {statistic()}
    </span>
  );
};

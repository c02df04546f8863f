import { Show } from "solid-js";
import { formatBand } from "../../model/index.ts";
import type { ExplainedPath } from "../../text/index.ts";
import { Explain } from "./Explain.tsx";
import styles from "./Metric.module.css";

/**
 * One labelled number with its unit and, where the solver explains it, how it was computed. An
 * estimate's error band ("±31%") follows the unit, with what it means on hover.
 */
export const Metric = (props: {
  label: string;
  value: string;
  unit?: string;
  path?: ExplainedPath;
  hint?: string;
  /** The relative error band of an estimate (0.31 for ±31%); none for a measured or entered figure. */
  band?: number | null;
  bandHint?: string;
}) => (
  <div class={styles.metric} data-metric={props.path}>
    <dt class={styles.label}>{props.label}</dt>
    <dd class={styles.value}>
      <span class={styles.number}>{props.value}</span>
      {props.unit ? <span class={styles.unit}> {props.unit}</span> : null}
      <Show when={props.band ?? false}>
        <span class={styles.band} title={props.bandHint} data-band>
          {formatBand(props.band ?? 0)}
        </span>
      </Show>
      {props.path ? <Explain path={props.path} label={props.label} /> : null}
    </dd>
    {props.hint ? <dd class={styles.hint}>{props.hint}</dd> : null}
  </div>
);

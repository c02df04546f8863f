import type { ExplainedPath } from "../../text/index.ts";
import { Explain } from "./Explain.tsx";
import styles from "./Metric.module.css";

/** One labelled number with its unit and, where the solver explains it, how it was computed. */
export const Metric = (props: {
  label: string;
  value: string;
  unit?: string;
  path?: ExplainedPath;
  hint?: string;
}) => (
  <div class={styles.metric} data-metric={props.path}>
    <dt class={styles.label}>{props.label}</dt>
    <dd class={styles.value}>
      <span class={styles.number}>{props.value}</span>
      {props.unit ? <span class={styles.unit}> {props.unit}</span> : null}
      {props.path ? <Explain path={props.path} label={props.label} /> : null}
    </dd>
    {props.hint ? <dd class={styles.hint}>{props.hint}</dd> : null}
  </div>
);

import { Show } from "solid-js";
import type { PlanResult } from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import styles from "./SavedPlans.module.css";
import { useSavedText } from "./text.ts";

/** A plan's answer in one line: x P + y D, nodes and QPM, and whether it is feasible. */
export const PlanHeadline = (props: { result: PlanResult }) => {
  const { t } = useI18n();
  const text = useSavedText();
  return (
    <p class={styles.headline}>
      <span>
        {fill(t().results.instances, {
          x: props.result.allocation.prefillInstances,
          y: props.result.allocation.decodeInstances,
        })}
      </span>
      <span aria-hidden="true"> · </span>
      <span>{fill(text().nodesCount, { nodes: props.result.allocation.totalNodes })}</span>
      <span aria-hidden="true"> · </span>
      <span>{fill(text().qpmCount, { qpm: props.result.throughput.qpm })}</span>
      <Show when={!props.result.feasible}>
        <span class={styles.badge}>{text().notFeasible}</span>
      </Show>
    </p>
  );
};

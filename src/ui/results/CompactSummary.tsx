import { Show } from "solid-js";
import { fill } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import styles from "./CompactSummary.module.css";
import { loadText } from "./valueText.ts";

/**
 * The answer in one line, kept in view while the form is edited on a narrow screen, where the
 * results start far below: the allocation, the QPM per node it sustains, and whether it holds.
 */
export const CompactSummary = () => {
  const planner = usePlanner();
  const { t } = useI18n();
  const r = () => planner.result();
  const text = () => t().results.summary;
  return (
    <aside class={styles.summary} aria-label={text().label} data-testid="compact-summary">
      <span class={styles.allocation}>
        {fill(t().results.instances, {
          x: r().allocation.prefillInstances,
          y: r().allocation.decodeInstances,
        })}
      </span>
      <span>
        {fill(text().perNode, {
          qpm: loadText(r().sustainable.qpmPerNode, r().accuracy.throughput),
        })}
      </span>
      <Show when={!planner.stale()} fallback={<span class={styles.stale}>{text().stale}</span>}>
        <span class={r().feasible ? styles.feasible : styles.infeasible}>
          {r().feasible ? text().feasible : text().infeasible}
        </span>
      </Show>
      <a class={styles.link} href="#results">
        {text().toResults}
      </a>
    </aside>
  );
};

import { fill } from "../i18n/format.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import { Explain } from "./Explain.tsx";
import styles from "./HeadlineCards.module.css";
import { numberText } from "./valueText.ts";

/** The answers an infra lead came for: x and y, and how many requests per minute they serve. */
export const HeadlineCards = () => {
  const planner = usePlanner();
  const { t } = useI18n();
  const r = () => planner.result();
  const figure = (label: string, value: string, path: string, sub?: string) => (
    <div class={styles.figure}>
      <div class={styles.label}>
        {label}
        <Explain path={path} label={label} />
      </div>
      <div class={styles.value}>{value}</div>
      {sub ? <div class={styles.sub}>{sub}</div> : null}
    </div>
  );
  return (
    <div class={styles.headline} aria-live="polite">
      <div class={styles.figure}>
        <div class={styles.label}>{t().results.allocation}</div>
        <div class={styles.value} data-testid="allocation">
          {fill(t().results.instances, {
            x: r().allocation.prefillInstances,
            y: r().allocation.decodeInstances,
          })}
        </div>
        <div class={styles.sub}>
          {fill(t().results.nodes, {
            nodes: r().allocation.totalNodes,
            gpus: r().allocation.totalGpus,
          })}
        </div>
      </div>
      {figure(t().results.qpm, numberText(r().throughput.qpm), "throughput.qpm")}
      {figure(
        t().results.qpmPerNode,
        numberText(r().throughput.qpmPerNode),
        "throughput.qpmPerNode",
      )}
      {figure(t().results.qpmPerGpu, numberText(r().throughput.qpmPerGpu), "throughput.qpmPerGpu")}
    </div>
  );
};

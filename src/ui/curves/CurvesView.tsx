import { createMemo } from "solid-js";
import { nodesForTarget } from "../../model/curves/nodesForTarget.ts";
import { CurveChart } from "../charts/CurveChart.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import styles from "./CurvesView.module.css";

// With no throughput to scale from, the sweep still spans a readable range.
const fallbackQpm = 1000;

/** Latency-throughput and scaling curves for the plan being edited. */
export const CurvesView = () => {
  const planner = usePlanner();
  const { t } = useI18n();
  const qpm = () => planner.result().throughput.qpm;
  const scaling = createMemo(() => nodesForTarget(planner.plan(), 2 * (qpm() || fallbackQpm)));
  const exportLabels = () => ({ png: t().curves.exportPng, csv: t().curves.exportCsv });
  return (
    <section class={styles.view} aria-label={t().app.tabs.curves}>
      <p class={styles.intro}>{t().curves.intro}</p>
      <div class={styles.grid}>
        <CurveChart
          title={t().curves.nodesForTarget}
          curve={scaling()}
          xTitle={t().curves.targetQpm}
          yTitle={t().curves.nodes}
          highlight={{
            x: qpm(),
            y: planner.result().allocation.totalNodes,
            label: t().curves.thisPlan,
          }}
          fileName="nodes-vs-target-qpm"
          exportLabels={exportLabels()}
        />
      </div>
    </section>
  );
};

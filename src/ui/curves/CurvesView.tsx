import { createMemo, Show } from "solid-js";
import { catalog } from "../../data/index.ts";
import { curveContext, decodeCurve, paretoFrontier, prefillCurve } from "../../model/index.ts";
import { createChartColors } from "../charts/chartColors.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import { CurveControls } from "./CurveControls.tsx";
import { CurvePanel } from "./CurvePanel.tsx";
import styles from "./CurvesView.module.css";
import { createEstimateRun } from "./createEstimateRun.ts";
import { SimulatedCurves } from "./SimulatedCurves.tsx";
import { createSolveCache } from "./solveCache.ts";
import { useCurvesText } from "./text.ts";

/** Latency-throughput, queueing and scaling curves for the plan being edited, then the simulated knee. */
export const CurvesView = () => {
  const planner = usePlanner();
  const text = useCurvesText();
  const { t } = useI18n();
  const colors = createChartColors();
  const solveVariant = createSolveCache();
  // One solve of the plan and one decode sweep feed the decode, prefill and Pareto charts.
  const context = createMemo(() =>
    curveContext(planner.plan(), catalog, planner.result(), solveVariant),
  );
  const decode = createMemo(() => decodeCurve(planner.plan(), catalog, context()));
  const prefill = createMemo(() => prefillCurve(planner.plan(), catalog, context()));
  const pareto = createMemo(() => paretoFrontier(planner.plan(), catalog, context()));
  const estimates = createEstimateRun(() => planner.plan());
  return (
    <section class={styles.view} aria-label={t().app.tabs.curves}>
      <p class={styles.intro}>
        {text().intro} {text().legendMarks}
      </p>
      <CurveControls />
      <div class={styles.grid}>
        <CurvePanel curve={decode()} plan={planner.plan()} colors={colors()} />
        <CurvePanel curve={prefill()} plan={planner.plan()} colors={colors()} />
        <CurvePanel
          curve={pareto()}
          plan={planner.plan()}
          colors={colors()}
          xFromZero
          notes={[text().charts.pareto.aggregated]}
        />
        <Show when={estimates()}>
          {(answer) => (
            <CurvePanel
              curve={answer().ttftVsRate}
              plan={planner.plan()}
              colors={colors()}
              xFromZero
              yLogarithmic
            />
          )}
        </Show>
        <Show when={estimates()}>
          {(answer) => (
            <CurvePanel
              curve={answer().nodesForTarget}
              plan={planner.plan()}
              colors={colors()}
              xFromZero
            />
          )}
        </Show>
      </div>
      <SimulatedCurves colors={colors()} estimate={estimates()?.knee ?? null} />
    </section>
  );
};

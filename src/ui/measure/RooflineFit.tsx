import { Show } from "solid-js";
import { catalog } from "../../data/index.ts";
import { draftFromPlan } from "../../io/index.ts";
import {
  type FitPhase,
  fitPhaseEfficiency,
  formatDisplay,
  measuredSteps,
  type SourcedProfilePoint,
  sourceDef,
  withFittedEfficiency,
} from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import { usePlanner } from "../state/planner.tsx";
import styles from "./Calibration.module.css";
import shared from "./Measure.module.css";
import { useMeasureText } from "./text.ts";

const sameTolerance = 1e-6;

/**
 * The roofline fitted to one phase's measured steps: one rate scale on that phase's compute and
 * memory efficiency, so the plan's roofline prices every batch the way the runs ran.
 */
export const RooflineFit = (props: { points: readonly SourcedProfilePoint[]; phase: FitPhase }) => {
  const text = useMeasureText();
  const planner = usePlanner();
  const fitted = () =>
    fitPhaseEfficiency(planner.plan(), catalog, props.phase, measuredSteps(props.points));
  const fittedPlan = () => {
    const found = fitted();
    return found === null ? null : withFittedEfficiency(planner.plan(), found);
  };
  // Fitted again on a plan that already holds the fit, the search lands within rounding of it.
  const same = (a: number | undefined, b: number) =>
    a !== undefined && Math.abs(a - b) <= sameTolerance * b;
  const applied = () => {
    const found = fitted();
    const plan = planner.plan();
    const efficiency = plan.latency[props.phase].efficiency;
    return (
      found !== null &&
      sourceDef(plan.latency[props.phase].source).estimated &&
      same(efficiency?.computeEfficiency, found.efficiency.computeEfficiency) &&
      same(efficiency?.memoryEfficiency, found.efficiency.memoryEfficiency)
    );
  };
  const apply = () => {
    const plan = fittedPlan();
    if (plan !== null) planner.load(draftFromPlan(plan));
  };
  return (
    <Show
      when={fitted()}
      fallback={
        <p
          class={`${shared.intro} ${styles.fitPhase}`}
          data-testid={`roofline-fit-unavailable-${props.phase}`}
        >
          {text().fit.needRoofline[props.phase]}
        </p>
      }
    >
      {(found) => (
        <div class={styles.fitPhase} data-testid={`roofline-fit-${props.phase}`}>
          <p class={shared.intro}>
            {fill(
              (props.points.length === 1 ? text().fit.resultOne : text().fit.result)[props.phase],
              {
                runs: String(props.points.length),
                compute: formatDisplay(found().efficiency.computeEfficiency),
                memory: formatDisplay(found().efficiency.memoryEfficiency),
                // To a tenth of a percent: a fit to its own runs is exact to rounding.
                error: formatDisplay(
                  Math.round(Math.max(...found().errors.map((error) => Math.abs(error))) * 1000) /
                    10,
                ),
              },
            )}
          </p>
          <div class={styles.actions}>
            <button type="button" class={shared.primary} disabled={applied()} onClick={apply}>
              {text().fit.apply[props.phase]}
            </button>
          </div>
          <p class={shared.status} role="status">
            {applied() ? text().fit.applied[props.phase] : ""}
          </p>
        </div>
      )}
    </Show>
  );
};

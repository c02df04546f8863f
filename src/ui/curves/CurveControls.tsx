import { untrack } from "solid-js";
import { admittedBatch } from "../../model/index.ts";
import { PlanSlider } from "../form/PlanSlider.tsx";
import { usePlanner } from "../state/planner.tsx";
import styles from "./CurveControls.module.css";
import { useCurvesText } from "./text.ts";

// Without an engine or KV-cache cap a slider spans up to this many times the batch it opened at.
const uncappedSpan = 4;
const smallestSpan = 16;

/** Sliders over the swept batches: dragging one moves the plan's point along every curve. */
export const CurveControls = () => {
  const planner = usePlanner();
  const text = useCurvesText();
  const opened = untrack(() => planner.plan());
  const ceiling = (limit: number, openedAt: number) =>
    Number.isFinite(limit) && limit >= 1 ? limit : Math.max(smallestSpan, uncappedSpan * openedAt);
  const decodeMax = () => {
    const result = planner.result();
    const kvCache = result.latencyModel.kvCacheSequencesPerDecodeInstance ?? Infinity;
    const limit = Math.min(kvCache, admittedBatch(result.limits.decodeBatch));
    return ceiling(limit, opened.decode.batchSize);
  };
  const prefillMax = () =>
    ceiling(admittedBatch(planner.result().limits.prefillBatch), opened.prefill.batchSize);
  return (
    <fieldset class={styles.controls}>
      <legend class={styles.legend}>{text().controls.heading}</legend>
      <PlanSlider
        path="decode.batchSize"
        label={text().controls.decodeBatch}
        value={planner.plan().decode.batchSize}
        min={1}
        max={decodeMax()}
        step={1}
      />
      <PlanSlider
        path="prefill.batchSize"
        label={text().controls.prefillBatch}
        value={planner.plan().prefill.batchSize}
        min={1}
        max={prefillMax()}
        step={1}
      />
    </fieldset>
  );
};

import { Slider } from "@kobalte/core/slider";
import type { FieldPath } from "../../io/draft.ts";
import { formatNumber } from "../../model/index.ts";
import { usePlanner } from "../state/planner.tsx";
import styles from "./CurveControls.module.css";

/**
 * A labelled slider over one of the plan's batch sizes. No hidden native input: the thumb is the
 * one control, so nothing interactive nests inside another.
 */
export const BatchSlider = (props: {
  path: FieldPath;
  label: string;
  value: number;
  max: number;
}) => {
  const planner = usePlanner();
  return (
    <Slider
      class={styles.control}
      value={[Math.min(props.max, Math.max(1, props.value))]}
      onChange={(values) => {
        const [next] = values;
        if (next !== undefined) planner.setValue(props.path, next);
      }}
      minValue={1}
      maxValue={props.max}
      step={1}
      getValueLabel={(params) => formatNumber(params.values[0] ?? 0)}
    >
      <div class={styles.label}>
        <Slider.Label>{props.label}</Slider.Label>
        <Slider.ValueLabel class={styles.value} />
      </div>
      <Slider.Track class={styles.track}>
        <Slider.Fill class={styles.fill} />
        <Slider.Thumb class={styles.thumb} />
      </Slider.Track>
    </Slider>
  );
};

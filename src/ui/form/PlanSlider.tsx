import { Slider } from "@kobalte/core/slider";
import type { FieldPath } from "../../io/draft.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import styles from "./PlanSlider.module.css";

/** A slider over a bounded plan number, beside its number field, for dragging through values. */
export const PlanSlider = (props: { path: FieldPath; min: number; max: number; step: number }) => {
  const planner = usePlanner();
  const { t } = useI18n();
  const value = () => {
    const current = planner.draft.values[props.path];
    return typeof current === "number" && Number.isFinite(current)
      ? Math.min(props.max, Math.max(props.min, current))
      : props.min;
  };
  return (
    <Slider
      class={styles.slider}
      value={[value()]}
      onChange={(values) => {
        const [next] = values;
        if (next !== undefined) planner.setValue(props.path, next);
      }}
      minValue={props.min}
      maxValue={props.max}
      step={props.step}
      getValueLabel={(params) => String(params.values[0])}
    >
      <Slider.Label class={styles.hidden}>{t().fields[props.path].label}</Slider.Label>
      <Slider.Track class={styles.track}>
        <Slider.Fill class={styles.fill} />
        {/* The thumb is the keyboard control; a nested range input would be a second one. */}
        <Slider.Thumb class={styles.thumb} />
      </Slider.Track>
    </Slider>
  );
};

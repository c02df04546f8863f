import { Slider } from "@kobalte/core/slider";
import { Show } from "solid-js";
import type { FieldPath } from "../../io/index.ts";
import { formatNumber } from "../../model/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import styles from "./PlanSlider.module.css";

/**
 * A slider over a bounded plan number, for dragging through values. Beside its number field the
 * label is hidden (the field names it); given `label`, it shows the label and the value itself.
 * No hidden native input: the thumb is the one keyboard control, so none nests in another.
 */
export const PlanSlider = (props: {
  path: FieldPath;
  min: number;
  max: number;
  step: number;
  /** A visible label; without it the field's own label is read out only. */
  label?: string;
  /** The value to show, when it should follow something other than the draft (the valid plan). */
  value?: number;
}) => {
  const planner = usePlanner();
  const { t } = useI18n();
  const value = () => {
    const current = props.value ?? planner.draft.values[props.path];
    return typeof current === "number" && Number.isFinite(current)
      ? Math.min(props.max, Math.max(props.min, current))
      : props.min;
  };
  return (
    <Slider
      class={props.label ? styles.labelled : styles.slider}
      value={[value()]}
      onChange={(values) => {
        const [next] = values;
        if (next !== undefined) planner.setValue(props.path, next);
      }}
      minValue={props.min}
      maxValue={props.max}
      step={props.step}
      getValueLabel={(params) => formatNumber(params.values[0] ?? 0)}
    >
      <Show
        when={props.label}
        fallback={<Slider.Label class={styles.hidden}>{t().fields[props.path].label}</Slider.Label>}
      >
        <div class={styles.labelRow}>
          <Slider.Label>{props.label}</Slider.Label>
          <Slider.ValueLabel class={styles.value} />
        </div>
      </Show>
      <Slider.Track class={styles.track}>
        <Slider.Fill class={styles.fill} />
        <Slider.Thumb class={styles.thumb} />
      </Slider.Track>
    </Slider>
  );
};

import { createUniqueId, Show } from "solid-js";
import styles from "./RangeSlider.module.css";

/**
 * A native range input drawn as a track, a fill and a thumb. The browser gives it the slider role,
 * the arrow, Page and Home/End keys and dragging; `valueText` is what a screen reader says.
 */
export const RangeSlider = (props: {
  label: string;
  /** Shows the label and the value above the track; otherwise the label is read out only. */
  visibleLabel?: boolean;
  value: number;
  min: number;
  max: number;
  step: number;
  valueText: string;
  onChange: (value: number) => void;
}) => {
  const id = createUniqueId();
  const share = () =>
    props.max > props.min ? (props.value - props.min) / (props.max - props.min) : 0;
  return (
    <div class={props.visibleLabel ? styles.labelled : styles.slider}>
      <Show
        when={props.visibleLabel}
        fallback={
          <label for={id} class="visually-hidden">
            {props.label}
          </label>
        }
      >
        <div class={styles.labelRow}>
          <label for={id}>{props.label}</label>
          <output for={id} class={styles.value}>
            {props.valueText}
          </output>
        </div>
      </Show>
      <input
        id={id}
        type="range"
        class={styles.range}
        min={props.min}
        max={props.max}
        step={props.step}
        value={props.value}
        aria-valuetext={props.valueText}
        style={{ "--fill": String(Math.min(1, Math.max(0, share()))) }}
        onInput={(event) => {
          const next = event.currentTarget.valueAsNumber;
          if (Number.isFinite(next)) props.onChange(next);
        }}
      />
    </div>
  );
};

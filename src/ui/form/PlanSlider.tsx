import type { FieldPath } from "../../io/index.ts";
import { formatNumber } from "../../model/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import { RangeSlider } from "./RangeSlider.tsx";

/**
 * A slider over a bounded plan number, for dragging through values. Beside its number field the
 * label is hidden (the field names it); given `label`, it shows the label and the value itself.
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
    <RangeSlider
      label={props.label ?? t().fields[props.path].label}
      visibleLabel={props.label !== undefined}
      value={value()}
      min={props.min}
      max={props.max}
      step={props.step}
      valueText={formatNumber(value())}
      onChange={(next) => planner.setValue(props.path, next)}
    />
  );
};

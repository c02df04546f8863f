import type { CalibrationChange, CalibrationGap, LatencySource } from "../../model/index.ts";
import { formatNumber, latencySources } from "../../model/index.ts";
import type { Dictionary } from "../../text/index.ts";
import { fill } from "../../text/index.ts";
import { countText, twoDecimals } from "./measureNumber.ts";
import type { MeasureText } from "./text.ts";

type FieldKey = keyof Dictionary["fields"];

const isSource = (value: unknown): value is LatencySource =>
  latencySources.some((source) => source === value);

/** One change of the plan in words: "Prefill batch time t1: 1,000.00 ms → 54.60 ms". */
export const changeText = (
  change: CalibrationChange,
  text: MeasureText,
  dictionary: Dictionary,
  /** How numbers are written: two decimals for the page, the full value for its tooltip. */
  number: (value: number) => string = twoDecimals,
): string => {
  if (change.field === "latency.prefill.source") {
    const name = (value: CalibrationChange["from"]) => {
      return isSource(value)
        ? text.calibrate.prefill.sources[value]
        : String(value ?? text.calibrate.unset);
    };
    return fill(text.calibrate.sourceChange, {
      field: text.calibrate.sourceField,
      from: name(change.from),
      to: name(change.to),
    });
  }
  if (change.field === "latency.prefill.profile") {
    const ms = (value: CalibrationChange["from"]) =>
      typeof value === "number" ? `${number(value)} ${text.calibrate.ms}` : text.calibrate.unset;
    return fill(text.calibrate.profileChange, {
      field: text.calibrate.profileField,
      from: ms(change.from),
      to: ms(change.to),
    });
  }
  const field =
    change.field in dictionary.fields ? dictionary.fields[change.field as FieldKey] : undefined;
  const valueText = (value: number | string | undefined): string => {
    if (value === undefined) return text.calibrate.unset;
    if (typeof value === "string") {
      const choices = dictionary.choices.itlMeasuredWith as Record<string, string>;
      return choices[value] ?? value;
    }
    // The measurements view writes milliseconds in its own language ("毫秒" in Chinese).
    const unit = field?.unit === "ms" ? text.calibrate.ms : (field?.unit ?? "");
    const shown = change.field === "specDecode.draftTokens" ? countText(value) : number(value);
    return unit === "" ? shown : `${shown} ${unit}`;
  };
  return fill(text.calibrate.change, {
    field: field?.label ?? change.field,
    from: valueText(change.from),
    to: valueText(change.to),
  });
};

/** A value the calibration could not take, in words; null for gaps the panel shows elsewhere. */
export const gapText = (
  gap: CalibrationGap,
  text: MeasureText,
  dictionary: Dictionary,
): string | null => {
  if (gap.code === "prefillRefused") {
    const { refusal } = gap;
    return refusal.code === "batchScaleUnknown"
      ? fill(text.calibrate.prefill.refused.batchScaleUnknown, {
          runBatch: countText(refusal.runBatch),
          planBatch: countText(refusal.planBatch),
        })
      : text.calibrate.prefill.refused[refusal.code];
  }
  if (gap.code === "itlNotEntered") {
    return fill(text.calibrate.itlNotEntered, {
      source: text.calibrate.prefill.sources[gap.source],
    });
  }
  if (gap.code !== "outOfRange" && gap.code !== "planRejected") return null;
  const field =
    gap.field in dictionary.fields ? dictionary.fields[gap.field as FieldKey].label : gap.field;
  return gap.code === "outOfRange"
    ? fill(text.calibrate.gaps.outOfRange, { field, value: formatNumber(gap.value) })
    : fill(text.calibrate.gaps.planRejected, { field, message: gap.message });
};

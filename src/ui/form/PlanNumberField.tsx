import { createMemo, createUniqueId, type JSX, Show } from "solid-js";
import type { planFields } from "../../io/index.ts";
import type { Measured } from "../../model/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import styles from "./Field.module.css";
import { FieldLabel } from "./FieldLabel.tsx";
import { MeasuredBadge } from "./MeasuredBadge.tsx";
import { NumberInput } from "./NumberInput.tsx";
import { percentPaths, percentToShare, shareToPercent } from "./percentShare.ts";
import { problemText } from "./problemText.ts";

/** The plan fields that hold a number. */
export type NumberPath = Extract<
  (typeof planFields)[number],
  { kind: "integer" | "number" }
>["path"];

// A share shown as a percentage states its limits in percent too: "at most 100", not "at most 1".
const percentParams = (params: Record<string, string | number>) =>
  Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === "number" ? shareToPercent(value) : value,
    ]),
  );

/**
 * One number of the plan. The input clamps nothing: the schema's message says what is wrong
 * instead. Empty gives NaN, which the schema reports as empty. A share
 * (0 to 1 in the plan) is typed as a percentage.
 */
export const PlanNumberField = (props: {
  path: NumberPath;
  step?: number;
  placeholder?: string;
  /** A control that belongs to this number, drawn at the end of its input row (a statistic). */
  suffix?: JSX.Element;
  /** The id of a note elsewhere in the section on what the number does now (aria-describedby). */
  describedBy?: string;
}) => {
  const planner = usePlanner();
  const { t } = useI18n();
  const text = () => t().fields[props.path];
  // A memo, so that a keystroke elsewhere (a new problem map) does not re-run this field's props.
  const problem = createMemo(() => planner.problemFor(props.path));
  // Set by calibration from an imported file; typing a value drops it (the planner's setValue).
  const measured = () =>
    (planner.draft.structured.measured as Measured | undefined)?.[props.path as keyof Measured];
  const percent = () => percentPaths.has(props.path);
  const rawValue = () => {
    const value = planner.draft.values[props.path];
    if (typeof value !== "number") return Number.NaN;
    return percent() ? shareToPercent(value) : value;
  };
  const id = createUniqueId();
  const inputId = `${id}-input`;
  const errorId = `${id}-error-message`;
  const descriptionId = `${id}-description`;
  const describedBy = () =>
    [measured() ? descriptionId : "", props.describedBy ?? "", problem() ? errorId : ""]
      .filter(Boolean)
      .join(" ") || undefined;
  return (
    <div class={styles.field} data-path={props.path} data-invalid={problem() ? "" : undefined}>
      <FieldLabel for={inputId} label={text().label} help={text().help}>
        <Show when={measured()}>
          {(source) => (
            <span id={descriptionId} class={styles.provenance}>
              <MeasuredBadge source={source()} />
            </span>
          )}
        </Show>
      </FieldLabel>
      <div class={styles.inputRow}>
        <NumberInput
          id={inputId}
          class={styles.input}
          value={rawValue()}
          onValueChange={(value) =>
            planner.setValue(props.path, percent() ? percentToShare(value) : value)
          }
          step={props.step ?? 1}
          invalid={problem() !== undefined}
          describedBy={describedBy()}
          placeholder={props.placeholder}
        />
        <span class={styles.unit} aria-hidden="true">
          {text().unit}
        </span>
        {props.suffix}
      </div>
      <Show when={problem()}>
        {(current) => (
          <div id={errorId} class={styles.error}>
            {problemText(
              percent() ? { ...current(), params: percentParams(current().params) } : current(),
              t(),
            )}
          </div>
        )}
      </Show>
    </div>
  );
};

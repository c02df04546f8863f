import { NumberField } from "@kobalte/core/number-field";
import { createMemo, type JSX, Show } from "solid-js";
import type { planFields } from "../../io/index.ts";
import type { Measured } from "../../model/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import styles from "./Field.module.css";
import { HelpTip } from "./HelpTip.tsx";
import { MeasuredBadge } from "./MeasuredBadge.tsx";
import { percentPaths, percentToShare, shareToPercent } from "./percentShare.ts";
import { problemText } from "./problemText.ts";

// A spinbutton jumps to its minimum or maximum on Home and End; in a typed number those keys
// should move the caret, so they are stopped before Kobalte's handler sees them.
const keepCaretKeys = (event: KeyboardEvent) => {
  if (event.key === "Home" || event.key === "End") event.stopPropagation();
};

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
 * One number of the plan. No min/max goes to Kobalte, which would clamp silently: the schema's
 * message says what is wrong instead. Empty gives NaN, which the schema reports as empty. A share
 * (0 to 1 in the plan) is typed as a percentage.
 */
export const PlanNumberField = (props: {
  path: NumberPath;
  step?: number;
  placeholder?: string;
  /** A control that belongs to this number, drawn at the end of its input row (a statistic). */
  suffix?: JSX.Element;
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
  return (
    <NumberField
      class={styles.field}
      rawValue={rawValue()}
      onRawValueChange={(value) =>
        planner.setValue(props.path, percent() ? percentToShare(value) : value)
      }
      validationState={problem() ? "invalid" : "valid"}
      step={props.step ?? 1}
      formatOptions={{ useGrouping: false, maximumFractionDigits: 6 }}
      data-path={props.path}
    >
      <div class={styles.labelRow}>
        <NumberField.Label class={styles.label}>{text().label}</NumberField.Label>
        <HelpTip text={text().help} label={`${text().label}: ${text().help}`} />
        <Show when={measured()}>
          {(source) => (
            <NumberField.Description as="span" class={styles.provenance}>
              <MeasuredBadge source={source()} />
            </NumberField.Description>
          )}
        </Show>
      </div>
      <div
        class={styles.inputRow}
        ref={(row) => row.addEventListener("keydown", keepCaretKeys, { capture: true })}
      >
        <NumberField.Input class={styles.input} placeholder={props.placeholder} />
        <span class={styles.unit} aria-hidden="true">
          {text().unit}
        </span>
        {props.suffix}
      </div>
      <NumberField.ErrorMessage class={styles.error}>
        {(() => {
          const current = problem();
          if (!current) return "";
          const shown = percent() ? { ...current, params: percentParams(current.params) } : current;
          return problemText(shown, t());
        })()}
      </NumberField.ErrorMessage>
    </NumberField>
  );
};

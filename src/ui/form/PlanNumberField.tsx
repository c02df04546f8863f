import { NumberField } from "@kobalte/core/number-field";
import { createMemo, Show } from "solid-js";
import type { FieldPath } from "../../io/draft.ts";
import type { Measured } from "../../model/measured.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import styles from "./Field.module.css";
import { HelpTip } from "./HelpTip.tsx";
import { MeasuredBadge } from "./MeasuredBadge.tsx";
import { problemText } from "./problemText.ts";

// A spinbutton jumps to its minimum or maximum on Home and End; in a typed number those keys
// should move the caret, so they are stopped before Kobalte's handler sees them.
const keepCaretKeys = (event: KeyboardEvent) => {
  if (event.key === "Home" || event.key === "End") event.stopPropagation();
};

type NumberPath = Exclude<FieldPath, "decode.itlMeasuredWith" | "allocation.mode">;

/**
 * One number of the plan. No min/max goes to Kobalte, which would clamp silently: the schema's
 * message says what is wrong instead. Empty gives NaN, which the schema reports as empty.
 */
export const PlanNumberField = (props: {
  path: NumberPath;
  step?: number;
  placeholder?: string;
}) => {
  const planner = usePlanner();
  const { t } = useI18n();
  const text = () => t().fields[props.path];
  // A memo, so that a keystroke elsewhere (a new problem map) does not re-run this field's props.
  const problem = createMemo(() => planner.problemFor(props.path));
  // Set by calibration from an imported file; typing a value drops it (the planner's setValue).
  const measured = () =>
    (planner.draft.structured.measured as Measured | undefined)?.[props.path as keyof Measured];
  const rawValue = () => {
    const value = planner.draft.values[props.path];
    return typeof value === "number" ? value : Number.NaN;
  };
  return (
    <NumberField
      class={styles.field}
      rawValue={rawValue()}
      onRawValueChange={(value) => planner.setValue(props.path, value)}
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
      </div>
      <NumberField.ErrorMessage class={styles.error}>
        {(() => {
          const current = problem();
          return current ? problemText(current, t()) : "";
        })()}
      </NumberField.ErrorMessage>
    </NumberField>
  );
};

import { For, Show } from "solid-js";
import styles from "./Calibration.module.css";
import { type StatisticChoice, statisticChoices } from "./calibrationStatistic.ts";
import shared from "./Measure.module.css";
import { useMeasureText } from "./text.ts";

/** Mean, median, p90, p99 or a typed percentile. */
export const StatisticPicker = (props: {
  choice: StatisticChoice;
  customText: string;
  customInvalid: boolean;
  onChoice: (choice: StatisticChoice) => void;
  onCustom: (text: string) => void;
}) => {
  const text = useMeasureText();
  return (
    <fieldset class={styles.fieldset}>
      <legend class={styles.legend}>{text().calibrate.statistic}</legend>
      <div class={styles.choices}>
        <For each={statisticChoices}>
          {(choice) => (
            <label class={styles.check}>
              <input
                type="radio"
                name="measure-statistic"
                value={choice}
                checked={props.choice === choice}
                onChange={() => props.onChoice(choice)}
              />
              {text().calibrate.statistics[choice]}
            </label>
          )}
        </For>
      </div>
      <Show when={props.choice === "custom"}>
        <label class={shared.field}>
          <span>{text().calibrate.custom}</span>
          <input
            class={`${shared.input} ${styles.custom}`}
            inputmode="decimal"
            value={props.customText}
            aria-invalid={props.customInvalid}
            onInput={(event) => props.onCustom(event.currentTarget.value)}
          />
          <Show when={props.customInvalid}>
            <span class={shared.error}>{text().calibrate.customError}</span>
          </Show>
        </label>
      </Show>
    </fieldset>
  );
};

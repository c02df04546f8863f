import { For } from "solid-js";
import styles from "./DistributionPanel.module.css";
import shared from "./Measure.module.css";

/**
 * A labelled select of which latency a chart shows: the CDF's metric, the sweep's statistic. The
 * options are the values themselves; `optionLabel` names each in the page's language.
 */
export const MetricSelect = <T extends string>(props: {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T) => void;
}) => (
  <div class={shared.field}>
    <label class={shared.label} for={props.id}>
      {props.label}
    </label>
    <select
      id={props.id}
      class={`${shared.input} ${styles.select}`}
      value={props.value}
      onChange={(event) => {
        const chosen = props.options.find((option) => option === event.currentTarget.value);
        if (chosen !== undefined) props.onChange(chosen);
      }}
    >
      <For each={props.options}>
        {(option) => (
          <option value={option} selected={option === props.value}>
            {props.optionLabel(option)}
          </option>
        )}
      </For>
    </select>
  </div>
);

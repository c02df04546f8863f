import { createUniqueId, For } from "solid-js";
import type { FieldPath } from "../../io/index.ts";
import { type SloStatistic, sloStatistics } from "../../model/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import styles from "./StatisticSelect.module.css";

type StatisticPath = Extract<FieldPath, `slo.${string}Statistic`>;

const isStatistic = (value: string): value is SloStatistic =>
  (sloStatistics as readonly string[]).includes(value);

/**
 * The statistic an SLO target holds at, drawn inside its number's input row; unset reads mean.
 * A native select: the browser's own list, keyboard and touch behaviour.
 */
export const StatisticSelect = (props: { path: StatisticPath }) => {
  const planner = usePlanner();
  const { t } = useI18n();
  const id = createUniqueId();
  const value = (): SloStatistic =>
    sloStatistics.find((s) => s === planner.draft.values[props.path]) ?? "mean";
  return (
    <span class={styles.select}>
      {/* Named for screen readers; the SLO's own label is the visible one. */}
      <label class="visually-hidden" for={id}>
        {t().fields[props.path].label}
      </label>
      <select
        id={id}
        class={styles.trigger}
        data-path={props.path}
        value={value()}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isStatistic(next)) planner.setValue(props.path, next);
        }}
      >
        <For each={sloStatistics}>
          {(statistic) => (
            <option value={statistic} selected={statistic === value()}>
              {t().choices.statistic[statistic]}
            </option>
          )}
        </For>
      </select>
      <span class={styles.icon} aria-hidden="true">
        ▾
      </span>
    </span>
  );
};

import { Select } from "@kobalte/core/select";
import type { FieldPath } from "../../io/index.ts";
import { type SloStatistic, sloStatistics } from "../../model/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import styles from "./StatisticSelect.module.css";

type StatisticPath = Extract<FieldPath, `slo.${string}Statistic`>;

/** The statistic an SLO target holds at, drawn inside its number's input row; unset reads mean. */
export const StatisticSelect = (props: { path: StatisticPath }) => {
  const planner = usePlanner();
  const { t } = useI18n();
  const value = (): SloStatistic =>
    sloStatistics.find((s) => s === planner.draft.values[props.path]) ?? "mean";
  return (
    <Select<SloStatistic>
      class={styles.select}
      options={[...sloStatistics]}
      value={value()}
      onChange={(next) => {
        if (next) planner.setValue(props.path, next);
      }}
      disallowEmptySelection
      gutter={4}
      placement="bottom-end"
      itemComponent={(item) => (
        <Select.Item item={item.item} class={styles.item}>
          <Select.ItemLabel>{t().choices.statistic[item.item.rawValue]}</Select.ItemLabel>
        </Select.Item>
      )}
    >
      <Select.Label class={styles.hidden}>{t().fields[props.path].label}</Select.Label>
      <Select.Trigger class={styles.trigger} data-path={props.path}>
        <Select.Value<SloStatistic>>
          {(state) => t().choices.statistic[state.selectedOption()]}
        </Select.Value>
        <Select.Icon class={styles.icon}>▾</Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content class={styles.content}>
          <Select.Listbox class={styles.listbox} />
        </Select.Content>
      </Select.Portal>
    </Select>
  );
};

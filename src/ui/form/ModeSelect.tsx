import { Select } from "@kobalte/core/select";
import { type AllocationMode, allocationModes } from "../../model/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import styles from "./ModeSelect.module.css";

/** The allocation mode, with a line on what the chosen mode does. */
export const ModeSelect = () => {
  const planner = usePlanner();
  const { t } = useI18n();
  const mode = (): AllocationMode => {
    const value = planner.draft.values["allocation.mode"];
    return allocationModes.find((m) => m === value) ?? "nodeBudget";
  };
  return (
    <Select<AllocationMode>
      class={styles.select}
      options={[...allocationModes]}
      value={mode()}
      onChange={(value) => {
        if (value) planner.setValue("allocation.mode", value);
      }}
      disallowEmptySelection
      itemComponent={(item) => (
        <Select.Item item={item.item} class={styles.item}>
          <Select.ItemLabel>{t().choices.mode[item.item.rawValue]}</Select.ItemLabel>
        </Select.Item>
      )}
    >
      <Select.Label class={styles.label}>{t().fields["allocation.mode"].label}</Select.Label>
      <Select.Trigger class={styles.trigger}>
        <Select.Value<AllocationMode>>
          {(state) => t().choices.mode[state.selectedOption()]}
        </Select.Value>
        <Select.Icon class={styles.icon}>▾</Select.Icon>
      </Select.Trigger>
      <Select.Description class={styles.description}>
        {t().choices.modeHelp[mode()]}
      </Select.Description>
      <Select.Portal>
        <Select.Content class={styles.content}>
          <Select.Listbox class={styles.listbox} />
        </Select.Content>
      </Select.Portal>
    </Select>
  );
};

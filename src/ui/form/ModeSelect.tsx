import { createUniqueId, For } from "solid-js";
import { type AllocationMode, allocationModes } from "../../model/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import styles from "./ModeSelect.module.css";
import { NativeSelect } from "./NativeSelect.tsx";

const isMode = (value: string): value is AllocationMode =>
  (allocationModes as readonly string[]).includes(value);

/** The allocation mode, with a line on what the chosen mode does. A native select. */
export const ModeSelect = () => {
  const planner = usePlanner();
  const { t } = useI18n();
  const id = createUniqueId();
  const mode = (): AllocationMode => {
    const value = planner.draft.values["allocation.mode"];
    return allocationModes.find((m) => m === value) ?? "nodeBudget";
  };
  return (
    <div class={styles.select}>
      <label class={styles.label} for={id}>
        {t().fields["allocation.mode"].label}
      </label>
      <NativeSelect
        id={id}
        class={styles.control}
        describedBy={`${id}-description`}
        onChange={(next) => {
          if (isMode(next)) planner.setValue("allocation.mode", next);
        }}
      >
        <For each={allocationModes}>
          {(option) => (
            <option value={option} selected={option === mode()}>
              {t().choices.mode[option]}
            </option>
          )}
        </For>
      </NativeSelect>
      <p id={`${id}-description`} class={styles.description}>
        {t().choices.modeHelp[mode()]}
      </p>
    </div>
  );
};

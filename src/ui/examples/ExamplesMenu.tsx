import { DropdownMenu } from "@kobalte/core/dropdown-menu";
import { For } from "solid-js";
import { examplePlans } from "../../data/index.ts";
import { draftFromPlan } from "../../io/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import styles from "./ExamplesMenu.module.css";
import { useExamplesText } from "./text.ts";

/** A menu of example plans, each with a one-line description; choosing one loads it. */
export const ExamplesMenu = () => {
  const planner = usePlanner();
  const { language } = useI18n();
  const text = useExamplesText();
  return (
    <DropdownMenu gutter={6} placement="bottom-end">
      <DropdownMenu.Trigger class={styles.trigger}>
        {text().button}
        <DropdownMenu.Icon class={styles.icon} aria-hidden="true">
          ▾
        </DropdownMenu.Icon>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content class={styles.content}>
          <DropdownMenu.Group>
            <DropdownMenu.GroupLabel class={styles.groupLabel}>
              <span class={styles.heading}>{text().heading}</span>
              <span class={styles.note}>{text().note}</span>
            </DropdownMenu.GroupLabel>
            <For each={examplePlans}>
              {(example) => (
                <DropdownMenu.Item
                  class={styles.item}
                  onSelect={() => planner.load(draftFromPlan(example.plan))}
                >
                  <DropdownMenu.ItemLabel class={styles.title}>
                    {example.title[language()]}
                  </DropdownMenu.ItemLabel>
                  <DropdownMenu.ItemDescription class={styles.description}>
                    {example.description[language()]}
                  </DropdownMenu.ItemDescription>
                </DropdownMenu.Item>
              )}
            </For>
          </DropdownMenu.Group>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu>
  );
};

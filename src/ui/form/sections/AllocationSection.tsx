import { Match, Switch } from "solid-js";
import { useI18n } from "../../i18n/i18n.tsx";
import { usePlanner } from "../../state/planner.tsx";
import { ModeSelect } from "../ModeSelect.tsx";
import { PlanNumberField } from "../PlanNumberField.tsx";
import { Section } from "../Section.tsx";

export const AllocationSection = () => {
  const { t } = useI18n();
  const planner = usePlanner();
  const mode = () => planner.draft.values["allocation.mode"];
  return (
    <Section title={t().sections.allocation}>
      <ModeSelect />
      <Switch>
        <Match when={mode() === "nodeBudget"}>
          <PlanNumberField path="allocation.totalNodes" step={2} />
        </Match>
        <Match when={mode() === "targetQpm"}>
          <PlanNumberField path="allocation.targetQpm" step={100} />
        </Match>
        <Match when={mode() === "fixed"}>
          <PlanNumberField path="allocation.prefillInstances" />
          <PlanNumberField path="allocation.decodeInstances" />
        </Match>
      </Switch>
    </Section>
  );
};

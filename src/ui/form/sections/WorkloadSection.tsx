import { useI18n } from "../../i18n/i18n.tsx";
import { PlanNumberField } from "../PlanNumberField.tsx";
import { Section } from "../Section.tsx";

export const WorkloadSection = () => {
  const { t } = useI18n();
  return (
    <Section title={t().sections.workload}>
      <PlanNumberField path="workload.inputTokens" step={100} />
      <PlanNumberField path="workload.outputTokens" step={100} />
      <PlanNumberField path="slo.ttftMs" step={50} placeholder="—" />
      <PlanNumberField path="slo.tpotMs" step={1} placeholder="—" />
      <PlanNumberField path="slo.e2elMs" step={1000} placeholder="—" />
    </Section>
  );
};

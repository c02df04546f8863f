import { useI18n } from "../../i18n/i18n.tsx";
import { PlanNumberField } from "../PlanNumberField.tsx";
import { Section } from "../Section.tsx";

export const PrefillSection = () => {
  const { t } = useI18n();
  return (
    <Section title={t().sections.prefill}>
      <PlanNumberField path="prefill.nodesPerInstance" />
      <PlanNumberField path="prefill.batchSize" />
      <PlanNumberField path="prefill.batchTimeMs" step={10} />
      <PlanNumberField path="prefill.dataParallel" />
    </Section>
  );
};

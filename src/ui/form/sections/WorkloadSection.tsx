import { useI18n } from "../../i18n/i18n.tsx";
import { PlanNumberField } from "../PlanNumberField.tsx";
import { Section } from "../Section.tsx";
import { StatisticSelect } from "../StatisticSelect.tsx";

export const WorkloadSection = () => {
  const { t } = useI18n();
  return (
    <Section title={t().sections.workload}>
      <PlanNumberField path="workload.inputTokens" step={100} />
      <PlanNumberField path="workload.outputTokens" step={100} />
      <PlanNumberField
        path="slo.ttftMs"
        step={50}
        placeholder="—"
        suffix={<StatisticSelect path="slo.ttftStatistic" />}
      />
      <PlanNumberField
        path="slo.tpotMs"
        step={1}
        placeholder="—"
        suffix={<StatisticSelect path="slo.tpotStatistic" />}
      />
      <PlanNumberField
        path="slo.e2elMs"
        step={1000}
        placeholder="—"
        suffix={<StatisticSelect path="slo.e2elStatistic" />}
      />
      <PlanNumberField path="slo.attainment" step={0.5} placeholder="—" />
    </Section>
  );
};

import { useI18n } from "../../i18n/i18n.tsx";
import { PlanNumberField } from "../PlanNumberField.tsx";
import { Section } from "../Section.tsx";

export const HardwareSection = () => {
  const { t } = useI18n();
  return (
    <Section title={t().sections.hardware}>
      <PlanNumberField path="hardware.gpusPerNode" />
      <PlanNumberField path="hardware.gpuHourlyCostUsd" step={0.1} placeholder="—" />
      <PlanNumberField path="hardware.decodeGpuHourlyCostUsd" step={0.1} placeholder="—" />
    </Section>
  );
};

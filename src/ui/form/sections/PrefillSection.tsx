import { createUniqueId } from "solid-js";
import { useI18n } from "../../i18n/i18n.tsx";
import { PlanNumberField } from "../PlanNumberField.tsx";
import { Section } from "../Section.tsx";
import { PhaseTimeNote } from "./PhaseTimeNote.tsx";

export const PrefillSection = () => {
  const { t } = useI18n();
  const noteId = createUniqueId();
  return (
    <Section title={t().sections.prefill}>
      <PlanNumberField path="prefill.nodesPerInstance" />
      <PlanNumberField path="prefill.batchSize" />
      <PlanNumberField path="prefill.batchTimeMs" step={10} describedBy={noteId} />
      <PlanNumberField path="prefill.dataParallel" />
      <PhaseTimeNote phase="prefill" id={noteId} />
    </Section>
  );
};

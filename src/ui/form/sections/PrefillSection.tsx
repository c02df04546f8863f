import { createUniqueId } from "solid-js";
import { useI18n } from "../../i18n/i18n.tsx";
import { usePlanner } from "../../state/planner.tsx";
import { PlanNumberField } from "../PlanNumberField.tsx";
import { Section } from "../Section.tsx";
import { PhaseTimeNote } from "./PhaseTimeNote.tsx";
import { phaseTimeNote } from "./phaseTimeNote.ts";

export const PrefillSection = () => {
  const { t } = useI18n();
  const planner = usePlanner();
  const noteId = createUniqueId();
  // None while the draft is invalid: the note would speak of the last plan that validated.
  const note = () =>
    planner.stale() ? null : phaseTimeNote(planner.plan(), planner.result(), "prefill", t());
  return (
    <Section title={t().sections.prefill}>
      <PlanNumberField path="prefill.nodesPerInstance" />
      <PlanNumberField path="prefill.batchSize" />
      <PlanNumberField
        path="prefill.batchTimeMs"
        step={10}
        describedBy={note() ? noteId : undefined}
      />
      <PlanNumberField path="prefill.dataParallel" />
      <PhaseTimeNote note={note()} id={noteId} phase="prefill" />
    </Section>
  );
};

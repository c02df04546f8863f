import { createUniqueId, Show } from "solid-js";
import { formatNumber } from "../../../model/index.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { usePlanner } from "../../state/planner.tsx";
import { ChoiceField } from "../ChoiceField.tsx";
import styles from "../Field.module.css";
import { PlanNumberField } from "../PlanNumberField.tsx";
import { PlanSlider } from "../PlanSlider.tsx";
import { Section } from "../Section.tsx";
import { PhaseTimeNote } from "./PhaseTimeNote.tsx";
import { phaseTimeNote } from "./phaseTimeNote.ts";

const itlSources = ["specDecode", "plainDecode"] as const;
const acceptanceInputs = ["length", "positions"] as const;

export const DecodeSection = () => {
  const { t } = useI18n();
  const planner = usePlanner();
  const noteId = createUniqueId();
  // None while the draft is invalid: the note would speak of the last plan that validated.
  const note = () =>
    planner.stale() ? null : phaseTimeNote(planner.plan(), planner.result(), "decode", t());
  const drafts = () => planner.draft.values["specDecode.draftTokens"];
  const speculating = () => typeof drafts() === "number" && drafts() !== 0;
  const itlSource = () =>
    planner.draft.values["decode.itlMeasuredWith"] === "plainDecode" ? "plainDecode" : "specDecode";
  return (
    <>
      <Section title={t().sections.decode}>
        <PlanNumberField path="decode.nodesPerInstance" />
        <PlanNumberField path="decode.batchSize" step={8} />
        <PlanNumberField path="decode.itlMs" step={1} describedBy={note() ? noteId : undefined} />
        <PlanNumberField path="decode.dataParallel" />
        <PhaseTimeNote note={note()} id={noteId} phase="decode" />
      </Section>
      <Section title={t().sections.specDecode} note={t().sectionHelp.specDecodeItl}>
        <PlanNumberField path="specDecode.draftTokens" />
        <ChoiceField
          label={t().fields["decode.itlMeasuredWith"].label}
          help={t().fields["decode.itlMeasuredWith"].help}
          value={itlSource()}
          options={itlSources}
          optionLabel={(option) => t().choices.itlMeasuredWith[option]}
          onChange={(value) => planner.setValue("decode.itlMeasuredWith", value)}
        />
        <Show when={speculating()}>
          <ChoiceField
            label={t().choices.acceptanceInput.label}
            value={planner.draft.acceptanceInput}
            options={acceptanceInputs}
            optionLabel={(option) => t().choices.acceptanceInput[option]}
            onChange={(value) => planner.setAcceptanceInput(value)}
          />
          <Show
            when={planner.draft.acceptanceInput === "positions"}
            fallback={<PlanNumberField path="specDecode.acceptanceLength" step={0.1} />}
          >
            <div>
              <PlanNumberField path="specDecode.perPositionAcceptance" step={0.05} />
              <PlanSlider path="specDecode.perPositionAcceptance" min={0} max={1} step={0.01} />
              <p class={styles.derived}>
                α = {formatNumber(planner.result().specDecode.acceptanceLength)}
              </p>
            </div>
          </Show>
          <Show when={itlSource() === "plainDecode"}>
            <PlanNumberField path="specDecode.stepCostRatio" step={0.05} />
          </Show>
        </Show>
      </Section>
    </>
  );
};

import { rateMatchingPresets } from "../../../model/index.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { usePlanner } from "../../state/planner.tsx";
import { ChoiceField } from "../ChoiceField.tsx";
import { PlanNumberField } from "../PlanNumberField.tsx";
import { PlanSwitch } from "../PlanSwitch.tsx";
import { Section } from "../Section.tsx";

type PresetName = keyof typeof rateMatchingPresets | "custom";
const presetNames = ["article", "aiconfigurator"] as const;

export const LimitsSection = () => {
  const { t } = useI18n();
  const planner = usePlanner();
  const preset = (): PresetName =>
    presetNames.find((name) => {
      const factors = rateMatchingPresets[name];
      return (
        planner.draft.values["rateMatching.prefill"] === factors.prefill &&
        planner.draft.values["rateMatching.decode"] === factors.decode
      );
    }) ?? "custom";
  return (
    <>
      <Section title={t().sections.limits} note={t().sectionHelp.limits}>
        <PlanNumberField path="engine.prefill.maxNumSeqs" placeholder="—" />
        <PlanNumberField path="engine.prefill.maxNumBatchedTokens" step={1024} placeholder="—" />
        <PlanNumberField path="engine.decode.maxNumSeqs" placeholder="—" />
        <PlanNumberField path="engine.decode.maxNumBatchedTokens" step={1024} placeholder="—" />
        <PlanNumberField path="engine.router.maxConcurrency" step={64} placeholder="—" />
        <PlanSwitch path="engine.prefill.chunkedPrefill" />
      </Section>
      <Section title={t().sections.rateMatching} note={t().sectionHelp.rateMatching}>
        <ChoiceField
          label={t().choices.ratePreset.label}
          value={preset()}
          options={presetNames}
          optionLabel={(name) => t().choices.ratePreset[name]}
          onChange={(name) => {
            planner.setValue("rateMatching.prefill", rateMatchingPresets[name].prefill);
            planner.setValue("rateMatching.decode", rateMatchingPresets[name].decode);
          }}
        />
        <PlanNumberField path="rateMatching.prefill" step={0.01} />
        <PlanNumberField path="rateMatching.decode" step={0.01} />
      </Section>
    </>
  );
};

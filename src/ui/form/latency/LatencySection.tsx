import { Show } from "solid-js";
import { sourceDef } from "../../../model/index.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Section } from "../Section.tsx";
import { CustomEntries } from "./CustomEntries.tsx";
import { ModelSettings } from "./ModelSettings.tsx";
import { PhaseLatency } from "./PhaseLatency.tsx";
import { useLatency } from "./useLatency.ts";

/** Where t1 and the ITL come from, the model and GPUs behind them, and the user's own entries. */
export const LatencySection = () => {
  const { t } = useI18n();
  const store = useLatency();
  const modelled = () => {
    const latency = store.latency();
    return (
      latency.model !== undefined ||
      sourceDef(latency.prefill.source).needs.model ||
      sourceDef(latency.decode.source).needs.model ||
      Object.keys(store.customGpus()).length > 0 ||
      Object.keys(store.customModels()).length > 0
    );
  };
  return (
    <Section title={t().latency.section} note={t().latency.note}>
      <PhaseLatency phase="prefill" />
      <PhaseLatency phase="decode" />
      <ModelSettings />
      <Show when={modelled()}>
        <CustomEntries />
      </Show>
    </Section>
  );
};

import { type Component, Show } from "solid-js";
import { type Phase, withPhaseSetting } from "../../../io/index.ts";
import type { LatencySource } from "../../../model/index.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { HelpTip } from "../HelpTip.tsx";
import { PlanNumberField } from "../PlanNumberField.tsx";
import { Toggle } from "../Toggle.tsx";
import styles from "./Latency.module.css";
import { ProfileEditor } from "./ProfileEditor.tsx";
import { useLatency } from "./useLatency.ts";

interface PanelProps {
  phase: Phase;
}

const ConstantNote = (props: PanelProps) => {
  const { t } = useI18n();
  return <p class={styles.note}>{t().latency.constantNote[props.phase]}</p>;
};

const RooflineNote = (props: PanelProps) => {
  const { t } = useI18n();
  const store = useLatency();
  return (
    <>
      <p class={styles.note}>{t().latency.rooflineNote[props.phase]}</p>
      <Show when={props.phase === "prefill"}>
        <PlanNumberField path="workload.prefixCacheHitRate" step={5} placeholder="0" />
      </Show>
      <div class={styles.wide}>
        <Toggle
          label={t().latency.overlap}
          checked={store.latency()[props.phase].overlapCommunication === true}
          onChange={(on) =>
            store.setLatency(
              withPhaseSetting(store.latency(), props.phase, "overlapCommunication", on),
            )
          }
          path={`latency.${props.phase}.overlapCommunication`}
        >
          <HelpTip text={t().latency.overlapHelp} name={t().latency.overlap} />
        </Toggle>
      </div>
      <div class={styles.wide}>
        <Toggle
          label={t().latency.eager}
          checked={store.latency()[props.phase].eagerMode === true}
          onChange={(on) =>
            store.setLatency(withPhaseSetting(store.latency(), props.phase, "eagerMode", on))
          }
          path={`latency.${props.phase}.eagerMode`}
        >
          <HelpTip text={t().latency.eagerHelp} name={t().latency.eager} />
        </Toggle>
      </div>
    </>
  );
};

/** What the form shows under a phase's source: a note on what it reads, or the editor of its data. */
export const sourcePanels: Record<LatencySource, Component<PanelProps>> = {
  constant: ConstantNote,
  profile: ProfileEditor,
  roofline: RooflineNote,
};

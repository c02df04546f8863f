import { For, Show } from "solid-js";
import { Dynamic } from "solid-js/web";
import type { Phase } from "../../../io/index.ts";
import { withPhaseSetting, withSource } from "../../../io/index.ts";
import { latencySources } from "../../../model/index.ts";
import { violationText } from "../../../text/index.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { usePlanner } from "../../state/planner.tsx";
import { ChoiceField } from "../ChoiceField.tsx";
import { LooseNumberField } from "../LooseNumberField.tsx";
import { problemText } from "../problemText.ts";
import { EntrySelect } from "./EntrySelect.tsx";
import styles from "./Latency.module.css";
import { sourcePanels } from "./sourcePanels.tsx";
import { rooflineDefaults, useLatency } from "./useLatency.ts";

// The layout degrees a roofline phase may set, each an optional whole number with its own help.
const layoutDegrees = ["expertParallel", "pipelineParallel"] as const;

/** One phase's source of time, its GPU, its expert and pipeline parallelism, and its profile when measured. */
export const PhaseLatency = (props: { phase: Phase }) => {
  const planner = usePlanner();
  const { t } = useI18n();
  const store = useLatency();
  const phase = () => store.latency()[props.phase];
  const problem = (path: string) => {
    const found = planner.problemFor(`latency.${props.phase}.${path}`);
    return found ? problemText(found, t()) : undefined;
  };
  // What the schema accepts but the solver cannot use (an unknown id, a layout EP does not divide).
  const solverProblem = (path: string) => {
    const found = planner
      .result()
      .violations.find((violation) => violation.field === `latency.${props.phase}.${path}`);
    return found ? violationText(found, t()) : undefined;
  };
  const startPoint = () => {
    const values = planner.draft.values;
    const batch = values[props.phase === "prefill" ? "prefill.batchSize" : "decode.batchSize"];
    const time = values[props.phase === "prefill" ? "prefill.batchTimeMs" : "decode.itlMs"];
    return {
      batch: typeof batch === "number" && batch > 0 ? batch : 1,
      timeMs: typeof time === "number" && time > 0 ? time : 1,
    };
  };
  return (
    <fieldset class={styles.group} data-phase={props.phase}>
      <legend class={styles.groupTitle}>{t().latency.phases[props.phase]}</legend>
      <div class={styles.groupGrid}>
        <ChoiceField
          label={t().latency.source}
          value={phase().source}
          options={latencySources}
          optionLabel={(source) => t().latency.sources[source]}
          onChange={(source) =>
            store.setLatency(
              withSource(store.latency(), props.phase, source, {
                ...rooflineDefaults,
                point: startPoint(),
              }),
            )
          }
        />
        <EntrySelect
          label={t().latency.gpu}
          help={t().latency.gpuHelp}
          options={store.gpuOptions()}
          value={phase().gpu}
          noneLabel={t().latency.noGpu}
          onChange={(gpu) =>
            store.setLatency(withPhaseSetting(store.latency(), props.phase, "gpu", gpu))
          }
          error={problem("gpu") ?? solverProblem("gpu")}
          path={`latency.${props.phase}.gpu`}
        />
        <Show when={phase().gpu !== undefined}>
          <For each={layoutDegrees}>
            {(degree) => (
              <LooseNumberField
                label={t().latency[degree]}
                help={t().latency[`${degree}Help`]}
                value={phase()[degree]}
                placeholder={t().latency[`${degree}Placeholder`]}
                onChange={(value) =>
                  store.setLatency(withPhaseSetting(store.latency(), props.phase, degree, value))
                }
                error={problem(degree) ?? solverProblem(degree)}
                path={`latency.${props.phase}.${degree}`}
              />
            )}
          </For>
        </Show>
        <Dynamic component={sourcePanels[phase().source]} phase={props.phase} />
      </div>
    </fieldset>
  );
};

import { For, Show } from "solid-js";
import { withModel, withPrecision } from "../../../io/index.ts";
import { defaultPrecision, type NumberFormatName, numberFormats } from "../../../model/index.ts";
import { violationText } from "../../../text/index.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { usePlanner } from "../../state/planner.tsx";
import { problemText } from "../problemText.ts";
import { EfficiencyFactors } from "./EfficiencyFactors.tsx";
import { EntrySelect } from "./EntrySelect.tsx";
import styles from "./Latency.module.css";
import { useLatency } from "./useLatency.ts";

const precisionParts = ["weights", "kvCache", "activations"] as const;
const formatNames = Object.keys(numberFormats) as NumberFormatName[];

/** The served model, its number formats and the roofline's efficiency factors. */
export const ModelSettings = () => {
  const planner = usePlanner();
  const { t } = useI18n();
  const store = useLatency();
  const precision = () => store.latency().precision ?? defaultPrecision;
  const modelProblem = () => {
    const found = planner.problemFor("latency.model");
    if (found) return problemText(found, t());
    const unknown = planner
      .result()
      .violations.find((violation) => violation.field === "latency.model");
    return unknown ? violationText(unknown, t()) : undefined;
  };
  const formatOptions = () =>
    formatNames.map((name) => ({ id: name, label: t().latency.formats[name] }));
  return (
    <fieldset class={styles.group}>
      <legend class={styles.groupTitle}>{t().latency.modelGroup}</legend>
      <div class={styles.groupGrid}>
        <div class={styles.wide}>
          <EntrySelect
            label={t().latency.model}
            help={t().latency.modelHelp}
            options={store.modelOptions()}
            value={store.latency().model}
            noneLabel={t().latency.noModel}
            onChange={(model) => store.setLatency(withModel(store.latency(), model))}
            error={modelProblem()}
            path="latency.model"
          />
        </div>
        <Show when={store.latency().model !== undefined}>
          <For each={precisionParts}>
            {(part) => (
              <EntrySelect
                label={t().latency.precision[part]}
                help={t().latency.precision.help}
                options={formatOptions()}
                value={precision()[part]}
                onChange={(format) => {
                  const name = formatNames.find((candidate) => candidate === format);
                  if (name)
                    store.setLatency(withPrecision(store.latency(), part, name, precision()));
                }}
                path={`latency.precision.${part}`}
              />
            )}
          </For>
          <EfficiencyFactors />
        </Show>
      </div>
    </fieldset>
  );
};

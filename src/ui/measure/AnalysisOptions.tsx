import { For, Show } from "solid-js";
import { fill } from "../../text/index.ts";
import styles from "./AnalysisOptions.module.css";
import type { AnalysisOptionsState } from "./createAnalysisOptions.ts";
import { sloMetrics } from "./createAnalysisOptions.ts";
import shared from "./Measure.module.css";
import { useMeasureText } from "./text.ts";

/** Percentiles to report and goodput SLOs; an invalid entry keeps the last valid one in use. */
export const AnalysisOptions = (props: { state: AnalysisOptionsState }) => {
  const text = useMeasureText();
  const percentError = () => {
    const parsed = props.state.percentParse();
    if (parsed.ok) return null;
    const message = fill(text().options.percentileErrors[parsed.error], { item: parsed.item });
    const keeping = fill(text().options.keeping, { value: props.state.percentiles().join(", ") });
    return `${message} ${keeping}`;
  };
  return (
    <section class={shared.panel} aria-labelledby="measure-options-heading">
      <h3 id="measure-options-heading" class={shared.subheading}>
        {text().options.heading}
      </h3>
      <div class={styles.grid}>
        <div class={shared.field}>
          <label class={shared.label} for="measure-percentiles">
            {text().options.percentiles}
          </label>
          <input
            id="measure-percentiles"
            class={shared.input}
            inputmode="decimal"
            value={props.state.percentText()}
            aria-invalid={percentError() !== null}
            aria-describedby="measure-percentiles-help"
            onInput={(event) => props.state.setPercentText(event.currentTarget.value)}
          />
          <span id="measure-percentiles-help" class={percentError() ? shared.error : shared.help}>
            {percentError() ?? text().options.percentilesHelp}
          </span>
        </div>
        <fieldset class={styles.slos} aria-describedby="measure-slo-help">
          <legend class={styles.legend}>{text().options.slo}</legend>
          <div class={styles.sloRow}>
            <For each={sloMetrics}>
              {(metric) => (
                <label class={styles.sloField}>
                  <span>{text().latencyNames[metric]}</span>
                  <input
                    class={shared.input}
                    inputmode="decimal"
                    value={props.state.sloText(metric)}
                    aria-invalid={props.state.sloInvalid(metric)}
                    onInput={(event) => props.state.setSloText(metric, event.currentTarget.value)}
                  />
                </label>
              )}
            </For>
          </div>
          <Show
            when={sloMetrics.some((metric) => props.state.sloInvalid(metric))}
            fallback={
              <span id="measure-slo-help" class={shared.help}>
                {text().options.sloHelp}
              </span>
            }
          >
            <span id="measure-slo-help" class={shared.error}>
              {text().options.sloError}
            </span>
          </Show>
        </fieldset>
      </div>
    </section>
  );
};

import { For, Show } from "solid-js";
import type { AggregatedComparison } from "../../model/index.ts";
import { aggregatedVerdict } from "../../text/index.ts";
import styles from "./OptimizeView.module.css";
import { useOptimizeText } from "./text.ts";

/** "Disaggregated is N× better per node", with how aggregated serving was modelled. */
export const AggregatedSummary = (props: { comparison: AggregatedComparison }) => {
  const text = useOptimizeText();
  const sentence = () => aggregatedVerdict(props.comparison, text());
  return (
    <section class={styles.aggregated} aria-labelledby="optimize-aggregated">
      <h3 id="optimize-aggregated" class={styles.sectionTitle}>
        {text().aggregatedHeading}
      </h3>
      <p class={styles.verdict} data-testid="aggregated-verdict">
        {sentence()}
      </p>
      <Show when={props.comparison.assumptions.length > 0}>
        <details class={styles.details}>
          <summary>{text().assumptionsSummary}</summary>
          <ul class={styles.assumptions}>
            <For each={props.comparison.assumptions}>
              {(assumption) => <li>{text().assumptions[assumption]}</li>}
            </For>
          </ul>
        </details>
      </Show>
    </section>
  );
};

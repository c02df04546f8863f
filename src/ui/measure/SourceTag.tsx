import { For } from "solid-js";
import type { MetricSource } from "../../model/index.ts";
import styles from "./SummaryTable.module.css";
import { useMeasureText } from "./text.ts";

/** A value's source as a short tag: read as words by screen readers, shown with a legend. */
export const SourceTag = (props: { source: MetricSource }) => {
  const text = useMeasureText();
  return (
    <abbr
      class={styles.tag}
      data-source={props.source}
      title={text().sources[props.source].name}
      aria-label={text().sources[props.source].name}
    >
      {text().sources[props.source].tag}
    </abbr>
  );
};

/** The tags' meanings, above the table. */
export const SourceLegend = () => {
  const text = useMeasureText();
  const sources: MetricSource[] = ["computed", "stated", "estimated", "approximate"];
  return (
    <ul class={styles.legend} aria-label={text().sources.legend}>
      <li>{text().sources.legend}</li>
      <For each={sources}>
        {(source) => (
          <li>
            <SourceTag source={source} /> {text().sources[source].name}
          </li>
        )}
      </For>
    </ul>
  );
};

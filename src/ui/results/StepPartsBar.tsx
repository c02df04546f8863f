import { For, Show } from "solid-js";
import { formatEstimate, formatShare, partShares, type StepParts } from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import styles from "./StepPartsBar.module.css";

const percentPerFraction = 100;

/** A roofline step's time by operator group: one stacked bar, and each part's ms and share beneath. */
export const StepPartsBar = (props: { parts: StepParts }) => {
  const { t } = useI18n();
  const text = () => t().latency.results.parts;
  const shares = () => partShares(props.parts);
  const summary = () =>
    shares()
      .map((part) => `${text()[part.key]} ${formatShare(part.share)}`)
      .join(", ");
  return (
    <Show when={shares().length > 0}>
      <dd class={styles.parts} data-testid="step-parts">
        <div class={styles.title}>{text().title}</div>
        <div class={styles.bar} role="img" aria-label={`${text().title}: ${summary()}`}>
          <For each={shares()}>
            {(part) => (
              <span
                class={styles.segment}
                data-part={part.key}
                style={{ width: `${part.share * percentPerFraction}%` }}
              />
            )}
          </For>
        </div>
        <ul class={styles.legend}>
          <For each={shares()}>
            {(part) => (
              <li data-part={part.key}>
                <span class={styles.swatch} data-part={part.key} aria-hidden="true" />
                {text()[part.key]}{" "}
                <span class={styles.amount}>
                  {formatEstimate(part.ms)} ms · {formatShare(part.share)}
                </span>
              </li>
            )}
          </For>
        </ul>
        <Show when={props.parts.overlapHiddenMs > 0}>
          <div class={styles.hidden}>
            {fill(text().hidden, { ms: formatEstimate(props.parts.overlapHiddenMs) })}
          </div>
        </Show>
      </dd>
    </Show>
  );
};

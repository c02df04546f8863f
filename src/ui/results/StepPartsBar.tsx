import { For, Show } from "solid-js";
import {
  formatEstimate,
  formatShare,
  partShares,
  type SpentPartKey,
  type StepParts,
} from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import styles from "./StepPartsBar.module.css";

const percentPerFraction = 100;

// One hue per operator group, from theme.css.
const partColour: Record<SpentPartKey, string> = {
  denseGemmMs: "var(--part-dense)",
  expertGemmMs: "var(--part-expert)",
  attentionMs: "var(--part-attention)",
  elementwiseMs: "var(--part-elementwise)",
  tensorParallelMs: "var(--part-tensor-parallel)",
  expertParallelMs: "var(--part-expert-parallel)",
  stageHandoffMs: "var(--part-handoff)",
  drafterMs: "var(--part-drafter)",
  overheadMs: "var(--part-overhead)",
  eagerLaunchMs: "var(--part-eager-launch)",
};

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
                style={{
                  width: `${part.share * percentPerFraction}%`,
                  "--part-colour": partColour[part.key],
                }}
              />
            )}
          </For>
        </div>
        <ul class={styles.legend}>
          <For each={shares()}>
            {(part) => (
              <li data-part={part.key}>
                <span
                  class={styles.swatch}
                  style={{ "--part-colour": partColour[part.key] }}
                  aria-hidden="true"
                />
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

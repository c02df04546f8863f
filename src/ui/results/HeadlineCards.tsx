import { Show } from "solid-js";
import { formatBand } from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import { busyText } from "./busyText.ts";
import { Figure } from "./Figure.tsx";
import styles from "./HeadlineCards.module.css";
import { SustainableGroup } from "./SustainableGroup.tsx";
import { useSustainableText } from "./sustainableText.ts";
import { figureText } from "./valueText.ts";

/**
 * The answers an infra lead came for: x and y, what they serve at full load (the article's
 * figures, exactly), and beside it the load they sustain with every SLO holding.
 */
export const HeadlineCards = () => {
  const planner = usePlanner();
  const { t } = useI18n();
  const text = useSustainableText();
  const r = () => planner.result();
  const throughputBand = () => r().accuracy.throughput;
  const qpm = (value: number) => figureText(value, throughputBand());
  return (
    <div class={styles.headline} aria-live="polite">
      <div class={`${styles.figure} ${styles.allocation}`}>
        <div class={styles.label}>{t().results.allocation}</div>
        <div class={styles.value} data-testid="allocation">
          {fill(t().results.instances, {
            x: r().allocation.prefillInstances,
            y: r().allocation.decodeInstances,
          })}
        </div>
        <div class={styles.sub}>
          {fill(t().results.nodes, {
            nodes: r().allocation.totalNodes,
            gpus: r().allocation.totalGpus,
          })}
        </div>
      </div>
      <section class={styles.group} aria-label={text().capacity} data-testid="capacity">
        <h3 class={styles.groupTitle}>{text().capacity}</h3>
        <p class={styles.groupNote}>{text().capacityNote}</p>
        <div class={styles.figures}>
          <Figure
            label={t().results.qpm}
            value={qpm(r().throughput.qpm)}
            path="throughput.qpm"
            band={throughputBand()}
            bandHint={t().accuracy.throughputHint}
          />
          <Figure
            label={t().results.qpmPerNode}
            value={qpm(r().throughput.qpmPerNode)}
            path="throughput.qpmPerNode"
            band={throughputBand()}
            bandHint={t().accuracy.throughputHint}
          />
          <Figure
            label={t().results.qpmPerGpu}
            value={qpm(r().throughput.qpmPerGpu)}
            path="throughput.qpmPerGpu"
            band={throughputBand()}
            bandHint={t().accuracy.throughputHint}
          />
        </div>
        <p class={styles.line}>
          <strong>{t().results.bottleneck[r().bottleneck]}</strong>
        </p>
        <dl class={styles.details}>
          <div class={styles.detail}>
            <dt>{text().busy}</dt>
            <dd>{busyText(text(), r().utilization)}</dd>
          </div>
          <div class={styles.detail}>
            <dt>{t().results.ratio}</dt>
            <dd>
              {figureText(r().ratio.prefillPerDecode, r().accuracy.ratio)}
              <Show when={r().accuracy.ratio}>
                {(ratioBand) => (
                  <span class={styles.band} title={t().accuracy.ratioHint} data-band>
                    {" "}
                    {formatBand(ratioBand())}
                  </span>
                )}
              </Show>
            </dd>
          </div>
        </dl>
      </section>
      <SustainableGroup />
    </div>
  );
};

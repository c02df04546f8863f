import { For, Show } from "solid-js";
import type { EstimatedLatency, Sustainable } from "../../model/sustainable/types.ts";
import { atLeast } from "../../model/tolerance.ts";
import type { Dictionary } from "../i18n/en.ts";
import { fill } from "../i18n/format.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import { Explain } from "./Explain.tsx";
import styles from "./HeadlineCards.module.css";
import { limitText } from "./limitText.ts";
import { type SustainableText, useSustainableText } from "./sustainableText.ts";
import { estimateText, numberText, percentText } from "./valueText.ts";

const metrics = ["ttft", "tpot", "e2el"] as const;

const latencyLine = (
  text: SustainableText,
  metric: (typeof metrics)[number],
  latency: EstimatedLatency,
  t: Dictionary,
) => ({
  label: fill(text.latency, {
    statistic: t.choices.statistic[latency.statistic],
    metric: t.violations.metrics[metric],
  }),
  value:
    latency.targetMs === null
      ? fill(text.noSlo, { value: estimateText(latency.valueMs) })
      : fill(text.againstSlo, {
          value: estimateText(latency.valueMs),
          target: numberText(latency.targetMs),
        }),
  met: latency.targetMs === null ? undefined : atLeast(latency.targetMs, latency.valueMs),
});

/**
 * One headline number. A component, so a new value updates its text rather than rebuilding it
 * (and its explanation) on every keystroke. The sustainable figures' derivations are named apart
 * from the capacity ones they sit beside.
 */
const Figure = (props: { label: string; value: string; path?: string; explainLabel?: string }) => (
  <div class={styles.figure}>
    <div class={styles.label}>
      {props.label}
      <Show when={props.path}>
        {(path) => <Explain path={path()} label={props.explainLabel ?? props.label} />}
      </Show>
    </div>
    <div class={styles.value}>
      <span>{props.value}</span>
    </div>
  </div>
);

/**
 * The answers an infra lead came for: x and y, what they serve at full load (the article's
 * figures), and beside it the load they sustain with every SLO holding.
 */
export const HeadlineCards = () => {
  const planner = usePlanner();
  const { t } = useI18n();
  const text = useSustainableText();
  const r = () => planner.result();
  const busy = (utilization: { prefill: number; decode: number }) =>
    fill(text().busyValue, {
      prefill: percentText(utilization.prefill),
      decode: percentText(utilization.decode),
    });
  const attainment = (sustainable: Sustainable) => {
    const target = planner.plan().slo.attainment;
    if (sustainable.attainment === null) return null;
    const value = percentText(sustainable.attainment);
    return target === undefined
      ? fill(text().attainmentOnly, { value })
      : fill(text().attainmentAgainst, { value, target: percentText(target) });
  };
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
            value={numberText(r().throughput.qpm)}
            path="throughput.qpm"
          />
          <Figure
            label={t().results.qpmPerNode}
            value={numberText(r().throughput.qpmPerNode)}
            path="throughput.qpmPerNode"
          />
          <Figure
            label={t().results.qpmPerGpu}
            value={numberText(r().throughput.qpmPerGpu)}
            path="throughput.qpmPerGpu"
          />
        </div>
        <p class={styles.line}>
          <strong>{t().results.bottleneck[r().bottleneck]}</strong>
        </p>
        <dl class={styles.details}>
          <div class={styles.detail}>
            <dt>{text().busy}</dt>
            <dd>{busy(r().utilization)}</dd>
          </div>
          <div class={styles.detail}>
            <dt>{t().results.ratio}</dt>
            <dd>{numberText(r().ratio.prefillPerDecode)}</dd>
          </div>
        </dl>
      </section>
      <Show when={r().sustainable}>
        {(sustainable) => (
          <section
            class={`${styles.group} ${styles.sustainable}`}
            aria-label={text().sustainable}
            data-testid="sustainable"
            data-limited-by={sustainable().limitedBy}
          >
            <h3 class={styles.groupTitle}>{text().sustainable}</h3>
            <p class={styles.groupNote}>{text().sustainableNote}</p>
            <div class={styles.figures}>
              <Figure
                label={t().results.qpm}
                value={estimateText(sustainable().qpm)}
                path="sustainable.requestsPerSecond"
                explainLabel={`${text().sustainable} ${t().results.qpm}`}
              />
              <Figure
                label={t().results.qpmPerNode}
                value={estimateText(sustainable().qpmPerNode)}
              />
              <Figure label={t().results.qpmPerGpu} value={estimateText(sustainable().qpmPerGpu)} />
            </div>
            <p class={styles.line}>
              <strong>
                {fill(text().ofCapacity, { percent: percentText(sustainable().loadFraction) })}
              </strong>
            </p>
            <dl class={styles.details}>
              <div class={styles.detail}>
                <dt>{text().busy}</dt>
                <dd>{busy(sustainable().utilization)}</dd>
              </div>
              <For each={metrics}>
                {(metric) => {
                  const line = () => latencyLine(text(), metric, sustainable()[metric], t());
                  return (
                    <div class={styles.detail} data-met={line().met} data-metric={metric}>
                      <dt>{line().label}</dt>
                      <dd>{line().value}</dd>
                    </div>
                  );
                }}
              </For>
              <Show when={attainment(sustainable())}>
                {(value) => (
                  <div class={styles.detail}>
                    <dt>{text().attainment}</dt>
                    <dd>{value()}</dd>
                  </div>
                )}
              </Show>
              <div class={styles.detail} data-metric="limitedBy">
                <dt>{text().limitedBy}</dt>
                <dd>{limitText(sustainable(), text())}</dd>
              </div>
            </dl>
          </section>
        )}
      </Show>
    </div>
  );
};

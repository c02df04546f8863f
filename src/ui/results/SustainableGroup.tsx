import { For, Show } from "solid-js";
import type { EstimatedLatency } from "../../model/index.ts";
import { meetsTarget, slosJudged } from "../../model/index.ts";
import type { Dictionary } from "../../text/index.ts";
import { fill } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import { busyText } from "./busyText.ts";
import { Figure } from "./Figure.tsx";
import styles from "./HeadlineCards.module.css";
import { limitText } from "./limitText.ts";
import { type SustainableText, useSustainableText } from "./sustainableText.ts";
import { loadText, numberText, percentText } from "./valueText.ts";

const metrics = ["ttft", "tpot", "e2el"] as const;

const latencyLine = (
  text: SustainableText,
  metric: (typeof metrics)[number],
  latency: EstimatedLatency,
  t: Dictionary,
  band: number | null,
) => ({
  label: fill(text.latency, {
    statistic: t.choices.statistic[latency.statistic],
    metric: t.violations.metrics[metric],
  }),
  value:
    latency.targetMs === null
      ? fill(text.noSlo, { value: loadText(latency.valueMs, band) })
      : fill(text.againstSlo, {
          value: loadText(latency.valueMs, band),
          target: numberText(latency.targetMs),
        }),
  met: latency.targetMs === null ? undefined : meetsTarget(latency.targetMs, latency.valueMs),
});

/**
 * The load the plan sustains with every SLO holding: QPM as the capacity beside it gives it, the
 * share of capacity, how busy each side is there, each SLO's statistic, attainment, the limit.
 */
export const SustainableGroup = () => {
  const planner = usePlanner();
  const { t } = useI18n();
  const text = useSustainableText();
  const sustainable = () => planner.result().sustainable;
  // The sustainable load scales with the capacity, so it carries the throughput's band.
  const band = () => planner.result().accuracy.throughput;
  // A plan that serves nothing has no load at which an SLO could hold: nothing to mark met.
  const serves = () => slosJudged(planner.result());
  const attainment = () => {
    const share = sustainable().attainment;
    if (share === null) return null;
    const target = planner.plan().slo.attainment;
    const value = percentText(share);
    return target === undefined
      ? fill(text().attainmentOnly, { value })
      : fill(text().attainmentAgainst, { value, target: percentText(target) });
  };
  return (
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
          value={loadText(sustainable().qpm, band())}
          path="sustainable.requestsPerSecond"
          explainLabel={`${text().sustainable} ${t().results.qpm}`}
          band={band()}
          bandHint={t().accuracy.throughputHint}
        />
        <Figure
          label={t().results.qpmPerNode}
          value={loadText(sustainable().qpmPerNode, band())}
          band={band()}
          bandHint={t().accuracy.throughputHint}
        />
        <Figure
          label={t().results.qpmPerGpu}
          value={loadText(sustainable().qpmPerGpu, band())}
          band={band()}
          bandHint={t().accuracy.throughputHint}
        />
      </div>
      <p class={styles.line}>
        <strong>
          {fill(text().ofCapacity, { percent: percentText(sustainable().loadFraction) })}
        </strong>
      </p>
      <dl class={styles.details}>
        <div class={styles.detail}>
          <dt>{text().busy}</dt>
          <dd>{busyText(text(), sustainable().utilization)}</dd>
        </div>
        <Show
          when={serves()}
          fallback={
            <div class={styles.detail} data-testid="slo-not-judged">
              <dt>{t().results.slo}</dt>
              <dd>{t().results.sloNotJudged}</dd>
            </div>
          }
        >
          <For each={metrics}>
            {(metric) => {
              const line = () => latencyLine(text(), metric, sustainable()[metric], t(), band());
              return (
                <div class={styles.detail} data-met={line().met} data-metric={metric}>
                  <dt>{line().label}</dt>
                  <dd>{line().value}</dd>
                </div>
              );
            }}
          </For>
        </Show>
        <Show when={serves() && attainment()}>
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
  );
};

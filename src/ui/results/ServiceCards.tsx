import { For, Show } from "solid-js";
import { type SloCheck, slosJudged } from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import { Card } from "./Card.tsx";
import { Metric } from "./Metric.tsx";
import styles from "./ServiceCards.module.css";
import { useSustainableText } from "./sustainableText.ts";
import { figureText, loadText, numberText as n, percentText, usdText } from "./valueText.ts";

const sloMetrics = ["ttft", "tpot", "e2el"] as const;

/** Latency, the binding limits, the SLO checks and cost. */
export const ServiceCards = () => {
  const planner = usePlanner();
  const { t } = useI18n();
  const text = useSustainableText();
  const r = () => planner.result();
  const anySlo = () => sloMetrics.some((key) => r().slo[key] !== null);
  // A plan that serves nothing has no load at which an SLO could hold: its checks judge no request.
  const serves = () => slosJudged(r());
  // Three significant digits where the latency rests on roofline step times, as the figures above.
  const sloValue = (check: SloCheck) =>
    `${loadText(check.valueMs, r().accuracy.throughput)} / ${n(check.targetMs)} ms`;
  const batch = (limit: ReturnType<typeof r>["limits"]["prefillBatch"]) =>
    fill(t().results.batchOf, { effective: limit.effective, requested: limit.requested });
  const bound = (limit: ReturnType<typeof r>["limits"]["prefillBatch"]) =>
    limit.binding === "batchSize"
      ? t().results.notLimited
      : fill(t().results.boundBy, {
          // The KV cache caps the batch field itself, so it is named rather than the field.
          limit:
            limit.binding === "kvCache"
              ? t().latency.results.bindingKvCache
              : ((t().fields as Record<string, { label: string }>)[limit.bindingField]?.label ??
                limit.binding),
        });
  return (
    <>
      <Card title={text().latencyNoQueue}>
        <Metric
          label={t().results.ttft}
          value={figureText(r().latency.ttftMs, r().accuracy.prefill?.fraction)}
          unit="ms"
          path="latency.ttftMs"
        />
        <Metric
          label={t().results.itl}
          value={figureText(r().latency.itlMs, r().accuracy.decode?.fraction)}
          unit="ms"
        />
        <Metric
          label={t().results.tpot}
          value={figureText(r().latency.tpotMs, r().accuracy.decode?.fraction)}
          unit="ms"
          path="latency.tpotMs"
        />
        <Metric
          label={t().results.e2el}
          value={figureText(
            r().latency.e2elMs,
            r().accuracy.decode?.fraction ?? r().accuracy.prefill?.fraction,
          )}
          unit="ms"
          path="latency.e2elMs"
        />
        <Metric
          label={t().results.acceptance}
          value={n(r().specDecode.acceptanceLength)}
          path="specDecode.acceptanceLength"
        />
      </Card>
      <Card title={t().results.limits}>
        <Metric
          label={t().results.prefillBatch}
          value={batch(r().limits.prefillBatch)}
          path="limits.prefillBatch"
          hint={bound(r().limits.prefillBatch)}
        />
        <Metric
          label={t().results.decodeBatch}
          value={batch(r().limits.decodeBatch)}
          path="limits.decodeBatch"
          hint={bound(r().limits.decodeBatch)}
        />
      </Card>
      <Card
        title={fill(text().atSustainableTitle, { title: t().results.slo })}
        note={anySlo() ? (serves() ? undefined : t().results.sloNotJudged) : t().results.noSlo}
      >
        {/* By metric, so a new result updates each row in place rather than rebuilding it. */}
        <For each={sloMetrics}>
          {(key) => (
            <Show when={serves() && r().slo[key]}>
              {(check) => (
                <div class={styles.slo} data-met={check().met}>
                  <dt>
                    {fill(text().latency, {
                      statistic: t().choices.statistic[check().statistic],
                      metric: t().violations.metrics[key],
                    })}
                  </dt>
                  <dd class={styles.sloValue}>{sloValue(check())}</dd>
                  <dd class={styles.verdict}>
                    {check().met ? `✓ ${t().results.met}` : `✗ ${t().results.missed}`}
                    {" · "}
                    {fill(t().results.margin, { margin: percentText(check().marginFraction) })}
                  </dd>
                </div>
              )}
            </Show>
          )}
        </For>
      </Card>
      <Card title={t().results.cost} note={r().cost ? undefined : t().results.noPrice}>
        <Show when={r().cost}>
          {(cost) => (
            <>
              <Metric
                label={t().results.perHour}
                value={usdText(cost().perHourUsd)}
                path="cost.perHourUsd"
              />
              <Metric
                label={t().results.perMillionOutput}
                value={
                  cost().perMillionOutputTokensUsd === null
                    ? t().results.noTokens
                    : usdText(cost().perMillionOutputTokensUsd ?? 0)
                }
                path="cost.perMillionOutputTokensUsd"
              />
              <Metric
                label={t().results.perMillionInput}
                value={
                  cost().perMillionInputTokensUsd === null
                    ? t().results.noTokens
                    : usdText(cost().perMillionInputTokensUsd ?? 0)
                }
                path="cost.perMillionInputTokensUsd"
              />
            </>
          )}
        </Show>
      </Card>
    </>
  );
};

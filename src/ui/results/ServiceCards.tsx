import { For, Show } from "solid-js";
import type { SloCheck } from "../../model/slo.ts";
import { fill } from "../i18n/format.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import { Card } from "./Card.tsx";
import { Metric } from "./Metric.tsx";
import styles from "./ServiceCards.module.css";
import { useSustainableText } from "./sustainableText.ts";
import { estimateText, numberText as n, percentText, usdText } from "./valueText.ts";

/** Latency, the binding limits, the SLO checks and cost. */
export const ServiceCards = () => {
  const planner = usePlanner();
  const { t } = useI18n();
  const text = useSustainableText();
  const r = () => planner.result();
  const sloRows = () =>
    (["ttft", "tpot", "e2el"] as const).flatMap((key) => {
      const check = r().slo[key];
      return check ? [{ key, check }] : [];
    });
  const sloValue = (check: SloCheck) => `${estimateText(check.valueMs)} / ${n(check.targetMs)} ms`;
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
          value={n(r().latency.ttftMs)}
          unit="ms"
          path="latency.ttftMs"
        />
        <Metric label={t().results.itl} value={n(r().latency.itlMs)} unit="ms" />
        <Metric
          label={t().results.tpot}
          value={n(r().latency.tpotMs)}
          unit="ms"
          path="latency.tpotMs"
        />
        <Metric
          label={t().results.e2el}
          value={n(r().latency.e2elMs)}
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
        note={sloRows().length > 0 ? undefined : t().results.noSlo}
      >
        <Show when={sloRows().length > 0}>
          <For each={sloRows()}>
            {(row) => (
              <div class={styles.slo} data-met={row.check.met}>
                <dt>
                  {fill(text().latency, {
                    statistic: t().choices.statistic[row.check.statistic],
                    metric: t().violations.metrics[row.key],
                  })}
                </dt>
                <dd class={styles.sloValue}>{sloValue(row.check)}</dd>
                <dd class={styles.verdict}>
                  {row.check.met ? `✓ ${t().results.met}` : `✗ ${t().results.missed}`}
                  {" · "}
                  {fill(t().results.margin, { margin: percentText(row.check.marginFraction) })}
                </dd>
              </div>
            )}
          </For>
        </Show>
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

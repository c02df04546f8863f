import { Show } from "solid-js";
import { wholeSlots } from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import { Card } from "./Card.tsx";
import styles from "./ConcurrencyCard.module.css";
import { Explain } from "./Explain.tsx";
import metric from "./Metric.module.css";
import { Metric } from "./Metric.tsx";
import { useSustainableText } from "./sustainableText.ts";
import { figureText, numberText as n } from "./valueText.ts";

// Requests and headroom are read as whole requests; the rate to two decimals.
const rounded = (value: number, digits = 0) => n(Number(value.toFixed(digits)));

/**
 * The router cap to set, one number with its reason; under it the article's three concurrency
 * figures at full load, each with what it means.
 */
export const ConcurrencyCard = () => {
  const planner = usePlanner();
  const { t } = useI18n();
  const text = useSustainableText();
  const c = () => planner.result().concurrency;
  // The article's and Little's law's counts rest on the estimated rate: its digits.
  const rateBand = () => planner.result().accuracy.throughput;
  const unit = () => t().fields["prefill.batchSize"].unit;
  return (
    <Card title={fill(text().atFullLoadTitle, { title: t().results.concurrency })}>
      <Show when={c().recommended}>
        {(recommended) => (
          <div
            class={`${metric.metric} ${styles.recommended}`}
            data-metric="concurrency.recommended"
            data-testid="recommended-concurrency"
          >
            <dt class={`${metric.label} ${styles.label}`}>{text().recommended}</dt>
            <dd class={metric.value}>
              <span class={metric.number}>{n(recommended().maxConcurrency)}</span>
              <span class={metric.unit}> {unit()}</span>
              <Explain path="concurrency.recommended" label={text().recommended} />
            </dd>
            <dd class={metric.hint}>
              {fill(
                text().reasons[
                  recommended().covers === "decodeSlots" ? "decodeSlots" : recommended().reason
                ],
                {
                  inFlight: rounded(recommended().params.inFlight),
                  slots: n(wholeSlots(recommended().params.decodeSlots)),
                  capacity: rounded(recommended().params.capacityPerSecond, 2),
                  rps: rounded(recommended().params.ratePerSecond, 2),
                  headroom: rounded(recommended().params.headroom),
                },
              )}
            </dd>
            <dd class={metric.hint}>
              <Show
                when={planner.plan().engine.router.maxConcurrency !== recommended().maxConcurrency}
                fallback={text().isSet}
              >
                <button
                  type="button"
                  class={styles.set}
                  onClick={() =>
                    planner.setValue("engine.router.maxConcurrency", recommended().maxConcurrency)
                  }
                >
                  {text().setIt}
                </button>
              </Show>{" "}
              {text().articleFigures}
            </dd>
          </div>
        )}
      </Show>
      <Metric
        label={t().results.concurrencyArticle}
        value={figureText(c().article, rateBand())}
        unit={unit()}
        path="concurrency.article"
        hint={t().results.concurrencyArticleMeaning}
      />
      <Metric
        label={t().results.concurrencyDecodeSlots}
        value={n(c().decodeSlots)}
        unit={unit()}
        path="concurrency.decodeSlots"
        hint={t().results.concurrencyDecodeSlotsMeaning}
      />
      <Metric
        label={t().results.concurrencyLittle}
        value={figureText(c().littlesLaw, rateBand())}
        unit={unit()}
        path="concurrency.littlesLaw"
        hint={t().results.concurrencyLittleMeaning}
      />
    </Card>
  );
};

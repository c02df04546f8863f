import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import { Card } from "./Card.tsx";
import { Metric } from "./Metric.tsx";
import { numberText as n } from "./valueText.ts";

/** The three concurrency figures side by side, each with what it means. */
export const ConcurrencyCard = () => {
  const planner = usePlanner();
  const { t } = useI18n();
  const c = () => planner.result().concurrency;
  const unit = () => t().fields["prefill.batchSize"].unit;
  return (
    <Card title={t().results.concurrency}>
      <Metric
        label={t().results.concurrencyArticle}
        value={n(c().article)}
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
        value={n(c().littlesLaw)}
        unit={unit()}
        path="concurrency.littlesLaw"
        hint={t().results.concurrencyLittleMeaning}
      />
    </Card>
  );
};

import { fill } from "../i18n/format.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import { Card } from "./Card.tsx";
import { Explain } from "./Explain.tsx";
import { useSustainableText } from "./sustainableText.ts";
import styles from "./UtilizationCard.module.css";
import { percentText } from "./valueText.ts";

/** How busy each side is, as bars, with the bottleneck named. */
export const UtilizationCard = () => {
  const planner = usePlanner();
  const { t } = useI18n();
  const r = () => planner.result();
  const text = useSustainableText();
  const bar = (label: string, fraction: number, path: string) => (
    <div class={styles.row}>
      <dt class={styles.label}>{label}</dt>
      <dd class={styles.track} aria-hidden="true">
        <div
          class={styles.fill}
          style={{ width: `${Math.min(100, Math.max(0, fraction * 100))}%` }}
        />
      </dd>
      <dd class={styles.value}>
        {percentText(fraction)}
        <Explain path={path} label={label} />
      </dd>
    </div>
  );
  return (
    <Card
      title={fill(text().atFullLoadTitle, { title: t().results.utilization })}
      note={<strong>{t().results.bottleneck[r().bottleneck]}</strong>}
    >
      {bar(t().results.prefillSide, r().utilization.prefill, "utilization.prefill")}
      {bar(t().results.decodeSide, r().utilization.decode, "utilization.decode")}
    </Card>
  );
};

import type { ExplainedPath } from "../../text/index.ts";
import { fill } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import { Card } from "./Card.tsx";
import { Explain } from "./Explain.tsx";
import { useSustainableText } from "./sustainableText.ts";
import styles from "./UtilizationCard.module.css";
import { percentText } from "./valueText.ts";

const percent = 100;

/** One side's busy share as a bar; a component, so a new share moves the bar rather than rebuilding it. */
const Bar = (props: { label: string; fraction: number; path: ExplainedPath }) => (
  <div class={styles.row}>
    <dt class={styles.label}>{props.label}</dt>
    <dd class={styles.track} aria-hidden="true">
      <div
        class={styles.fill}
        style={{ width: `${Math.min(percent, Math.max(0, props.fraction * percent))}%` }}
      />
    </dd>
    <dd class={styles.value}>
      {percentText(props.fraction)}
      <Explain path={props.path} label={props.label} />
    </dd>
  </div>
);

/** How busy each side is at full load, as bars, with the bottleneck named. */
export const UtilizationCard = () => {
  const planner = usePlanner();
  const { t } = useI18n();
  const r = () => planner.result();
  const text = useSustainableText();
  return (
    <Card
      title={fill(text().atFullLoadTitle, { title: t().results.utilization })}
      note={<strong>{t().results.bottleneck[r().bottleneck]}</strong>}
    >
      <Bar
        label={t().results.prefillSide}
        fraction={r().utilization.prefill}
        path="utilization.prefill"
      />
      <Bar
        label={t().results.decodeSide}
        fraction={r().utilization.decode}
        path="utilization.decode"
      />
    </Card>
  );
};

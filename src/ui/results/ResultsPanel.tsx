import { lazy, Suspense } from "solid-js";
import { useI18n } from "../i18n/i18n.tsx";
import { afterPageLoad } from "../shell/afterPageLoad.ts";
import { ConcurrencyCard } from "./ConcurrencyCard.tsx";
import { HeadlineCards } from "./HeadlineCards.tsx";
import { LatencyCard } from "./LatencyCard.tsx";
import styles from "./ResultsPanel.module.css";
import { ServiceCards } from "./ServiceCards.tsx";
import { StatusPanel } from "./StatusPanel.tsx";
import { ThroughputCards } from "./ThroughputCards.tsx";
import { UtilizationCard } from "./UtilizationCard.tsx";

// The simulation panel loads once the page has loaded, keeping the first load lean: its run starts a
// second after the plan settles anyway.
const SimulationPanel = lazy(() =>
  afterPageLoad()
    .then(() => import("../simulate/SimulationPanel.tsx"))
    .then((m) => ({ default: m.SimulationPanel })),
);

/** Everything the solver says about the plan; recomputed on every keystroke. */
export const ResultsPanel = () => {
  const { t } = useI18n();
  return (
    <section class={styles.results} id="results" aria-labelledby="results-heading" tabindex="-1">
      <h2 id="results-heading" class={styles.heading}>
        {t().results.heading}
      </h2>
      <StatusPanel />
      <HeadlineCards />
      <Suspense>
        <SimulationPanel />
      </Suspense>
      <div class={styles.grid}>
        <div class={styles.stack}>
          <UtilizationCard />
          <ThroughputCards />
          <LatencyCard />
        </div>
        <div class={styles.stack}>
          <ConcurrencyCard />
          <ServiceCards />
        </div>
      </div>
    </section>
  );
};

import { lazy, Show, Suspense } from "solid-js";
import styles from "./App.module.css";
import { DeployTabLabel } from "./deploy/DeployTabLabel.tsx";
import { PlanForm } from "./form/PlanForm.tsx";
import { I18nProvider, useI18n } from "./i18n/i18n.tsx";
import { MeasureTabLabel } from "./measure/MeasureTabLabel.tsx";
import { OptimizeTabLabel } from "./optimize/OptimizeTabLabel.tsx";
import { createPrinting } from "./print/printing.ts";
import { CompactSummary } from "./results/CompactSummary.tsx";
import { ResultsPanel } from "./results/ResultsPanel.tsx";
import { SavedTabLabel } from "./saved/SavedTabLabel.tsx";
import { AppBoundary } from "./shell/AppBoundary.tsx";
import { afterPageLoad } from "./shell/afterPageLoad.ts";
import { LinkBanner } from "./shell/LinkBanner.tsx";
import { PartBoundary } from "./shell/PartBoundary.tsx";
import { PlanFileAlert } from "./shell/PlanFileAlert.tsx";
import { Tab, TabList, TabPanel, Tabs } from "./shell/Tabs.tsx";
import { Toolbar } from "./shell/Toolbar.tsx";
import { UndoBar } from "./shell/UndoBar.tsx";
import { createOpenTab, OpenTabProvider } from "./state/openTab.tsx";
import { persistPlanner } from "./state/persistence.ts";
import { createPlanner, PlannerProvider, usePlanner } from "./state/planner.tsx";
import type { Startup } from "./state/startup.ts";

// Views behind a tab load when first opened; the service worker precaches them for offline use.
const Glossary = lazy(() =>
  import("./glossary/Glossary.tsx").then((m) => ({ default: m.Glossary })),
);
const CurvesView = lazy(() =>
  import("./curves/CurvesView.tsx").then((m) => ({ default: m.CurvesView })),
);
const OptimizeView = lazy(() =>
  import("./optimize/OptimizeView.tsx").then((m) => ({ default: m.OptimizeView })),
);
const MeasureView = lazy(() =>
  import("./measure/MeasureView.tsx").then((m) => ({ default: m.MeasureView })),
);
const DeployView = lazy(() =>
  import("./deploy/DeployView.tsx").then((m) => ({ default: m.DeployView })),
);
// The print report is built only while printing; its code loads once the page has loaded, so it is
// at hand when printing starts.
const PrintReport = lazy(() =>
  import("./print/PrintReport.tsx").then((m) => ({ default: m.PrintReport })),
);
// Notes on a damaged autosave or a failed computation: loaded only when there is one to show.
const RecoveryNotes = lazy(() =>
  import("./shell/RecoveryNotes.tsx").then((m) => ({ default: m.RecoveryNotes })),
);
const SavedPlansView = lazy(() =>
  import("./saved/SavedPlansView.tsx").then((m) => ({ default: m.SavedPlansView })),
);

const Shell = (props: { startup: Startup }) => {
  const { t } = useI18n();
  const planner = usePlanner();
  const openTab = createOpenTab();
  return (
    <OpenTabProvider openTab={openTab}>
      <div class={styles.app}>
        <a class={styles.skip} href="#results">
          {t().app.skipToResults}
        </a>
        <header class={styles.header}>
          <div>
            <h1 class={styles.title}>{t().app.title}</h1>
            <p class={styles.tagline}>{t().app.tagline}</p>
          </div>
          <Toolbar />
        </header>
        <LinkBanner
          error={props.startup.linkError}
          note={props.startup.linkNote}
          displacedDraft={props.startup.displacedDraft}
        />
        <Show when={props.startup.draftNote !== null || planner.failed()}>
          <Suspense>
            <RecoveryNotes draftNote={props.startup.draftNote} />
          </Suspense>
        </Show>
        {/* What the last plan file came to: the toolbar has no room for it. */}
        <PlanFileAlert />
        <UndoBar />
        <Tabs class={styles.tabs} value={openTab.tab()} onChange={openTab.open}>
          <TabList class={styles.tabList}>
            <Tab class={styles.tab} value="plan">
              {t().app.tabs.plan}
            </Tab>
            <Tab class={styles.tab} value="curves">
              {t().app.tabs.curves}
            </Tab>
            <Tab class={styles.tab} value="optimize">
              <OptimizeTabLabel />
            </Tab>
            <Tab class={styles.tab} value="measure">
              <MeasureTabLabel />
            </Tab>
            <Tab class={styles.tab} value="deploy">
              <DeployTabLabel />
            </Tab>
            <Tab class={styles.tab} value="saved">
              <SavedTabLabel />
            </Tab>
            <Tab class={styles.tab} value="glossary">
              {t().app.tabs.glossary}
            </Tab>
          </TabList>
          <TabPanel class={styles.planView} value="plan">
            <div class={styles.formColumn}>
              <PartBoundary>
                <PlanForm />
              </PartBoundary>
              <PartBoundary>
                <CompactSummary />
              </PartBoundary>
            </div>
            <div class={styles.resultsColumn}>
              <PartBoundary>
                <ResultsPanel />
              </PartBoundary>
            </div>
          </TabPanel>
          <TabPanel value="curves">
            <PartBoundary>
              <Suspense>
                <CurvesView />
              </Suspense>
            </PartBoundary>
          </TabPanel>
          <TabPanel value="optimize">
            <PartBoundary>
              <Suspense>
                <OptimizeView />
              </Suspense>
            </PartBoundary>
          </TabPanel>
          <TabPanel value="measure">
            <PartBoundary>
              <Suspense>
                <MeasureView />
              </Suspense>
            </PartBoundary>
          </TabPanel>
          <TabPanel value="deploy">
            <PartBoundary>
              <Suspense>
                <DeployView />
              </Suspense>
            </PartBoundary>
          </TabPanel>
          <TabPanel value="saved">
            <PartBoundary>
              <Suspense>
                <SavedPlansView />
              </Suspense>
            </PartBoundary>
          </TabPanel>
          <TabPanel value="glossary">
            <PartBoundary>
              <Suspense>
                <Glossary />
              </Suspense>
            </PartBoundary>
          </TabPanel>
        </Tabs>
      </div>
    </OpenTabProvider>
  );
};

/** The planner: one plan being edited, its results, and the ways to keep and share it. */
export const App = (props: { startup: Startup }) => {
  // The startup draft seeds the planner once; later changes go through the planner itself.
  // eslint-disable-next-line solid/reactivity
  const planner = createPlanner(props.startup.draft);
  const loaded = afterPageLoad();
  const { link } = persistPlanner(planner, loaded);
  void loaded.then(() => PrintReport.preload());
  const printing = createPrinting();
  return (
    <AppBoundary plan={planner.plan}>
      <I18nProvider>
        <PlannerProvider planner={planner}>
          <Shell startup={props.startup} />
          <PartBoundary>
            <Suspense>
              <Show when={printing()}>
                <PrintReport link={link} />
              </Show>
            </Suspense>
          </PartBoundary>
        </PlannerProvider>
      </I18nProvider>
    </AppBoundary>
  );
};

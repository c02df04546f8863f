import { lazy, Suspense } from "solid-js";
import { useI18n } from "../i18n/i18n.tsx";
import { afterPageLoad } from "../shell/afterPageLoad.ts";
import { AllocationSection } from "./sections/AllocationSection.tsx";
import { DecodeSection } from "./sections/DecodeSection.tsx";
import { HardwareSection } from "./sections/HardwareSection.tsx";
import { LimitsSection } from "./sections/LimitsSection.tsx";
import { LoadSection } from "./sections/LoadSection.tsx";
import { PrefillSection } from "./sections/PrefillSection.tsx";
import { WorkloadSection } from "./sections/WorkloadSection.tsx";

// The latency model's editors (profiles, presets, custom entries) sit below the fold: they load once
// the page has loaded, keeping the first load lean; the service worker precaches them for offline use.
const LatencySection = lazy(() =>
  afterPageLoad()
    .then(() => import("./latency/LatencySection.tsx"))
    .then((m) => ({ default: m.LatencySection })),
);

/** Every input of the plan, grouped the way a person thinks about a deployment. */
export const PlanForm = () => {
  const { t } = useI18n();
  return (
    <form onSubmit={(event) => event.preventDefault()} aria-label={t().app.tabs.plan}>
      <WorkloadSection />
      <LoadSection />
      <HardwareSection />
      <PrefillSection />
      <DecodeSection />
      <Suspense>
        <LatencySection />
      </Suspense>
      <AllocationSection />
      <LimitsSection />
    </form>
  );
};

import { LatencySection } from "./latency/LatencySection.tsx";
import { AllocationSection } from "./sections/AllocationSection.tsx";
import { DecodeSection } from "./sections/DecodeSection.tsx";
import { HardwareSection } from "./sections/HardwareSection.tsx";
import { LimitsSection } from "./sections/LimitsSection.tsx";
import { PrefillSection } from "./sections/PrefillSection.tsx";
import { WorkloadSection } from "./sections/WorkloadSection.tsx";

/** Every input of the plan, grouped the way a person thinks about a deployment. */
export const PlanForm = () => (
  <form onSubmit={(event) => event.preventDefault()} aria-label="Plan">
    <WorkloadSection />
    <HardwareSection />
    <PrefillSection />
    <DecodeSection />
    <LatencySection />
    <AllocationSection />
    <LimitsSection />
  </form>
);

import { lazy, Show, Suspense } from "solid-js";
import type { FieldPath } from "../../../io/index.ts";
import {
  arrivalProcesses,
  defaultLoad,
  routingPolicies,
  sizeModels,
} from "../../../model/index.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { usePlanner } from "../../state/planner.tsx";
import { ChoiceField } from "../ChoiceField.tsx";
import { PlanNumberField } from "../PlanNumberField.tsx";
import { Section } from "../Section.tsx";

// The importer and its reader load when empirical sizes are first chosen.
const RequestSizesImport = lazy(() =>
  import("../load/RequestSizesImport.tsx").then((m) => ({ default: m.RequestSizesImport })),
);

/** How requests arrive, how large they are and how the router spreads them. */
export const LoadSection = () => {
  const { t } = useI18n();
  const planner = usePlanner();
  // An unset choice reads as the load a plan without one means.
  const chosen = <T extends string>(path: FieldPath, options: readonly T[], fallback: T): T =>
    options.find((option) => option === planner.draft.values[path]) ?? fallback;
  const arrival = () => chosen("load.arrival", arrivalProcesses, defaultLoad.arrival);
  const sizes = () => chosen("load.sizes", sizeModels, defaultLoad.sizes);
  return (
    <Section title={t().sections.load}>
      <ChoiceField
        label={t().fields["load.arrival"].label}
        help={t().fields["load.arrival"].help}
        value={arrival()}
        options={arrivalProcesses}
        optionLabel={(option) => t().choices.arrival[option]}
        onChange={(value) => planner.setValue("load.arrival", value)}
      />
      <Show when={arrival() === "gamma"}>
        <PlanNumberField path="load.arrivalCv" step={0.1} />
      </Show>
      <ChoiceField
        label={t().fields["load.sizes"].label}
        help={t().fields["load.sizes"].help}
        value={sizes()}
        options={sizeModels}
        optionLabel={(option) => t().choices.sizes[option]}
        onChange={(value) => planner.setValue("load.sizes", value)}
      />
      <Show when={sizes() === "distribution"}>
        <PlanNumberField path="load.inputCv" step={0.1} placeholder="0" />
        <PlanNumberField path="load.outputCv" step={0.1} placeholder="0" />
      </Show>
      <Show when={sizes() === "empirical"}>
        <Suspense>
          <RequestSizesImport />
        </Suspense>
      </Show>
      <ChoiceField
        label={t().fields["load.routing"].label}
        help={t().fields["load.routing"].help}
        value={chosen("load.routing", routingPolicies, defaultLoad.routing)}
        options={routingPolicies}
        optionLabel={(option) => t().choices.routing[option]}
        onChange={(value) => planner.setValue("load.routing", value)}
      />
    </Section>
  );
};

import type { planFields } from "../../io/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import { HelpTip } from "./HelpTip.tsx";
import { Toggle } from "./Toggle.tsx";

/** The plan fields that are on or off. */
type FlagPath = Extract<(typeof planFields)[number], { kind: "flag" }>["path"];

/** A plan setting that is on or off; unset reads off. */
export const PlanSwitch = (props: { path: FlagPath }) => {
  const planner = usePlanner();
  const { t } = useI18n();
  const text = () => t().fields[props.path];
  return (
    <Toggle
      label={text().label}
      checked={planner.draft.values[props.path] === true}
      onChange={(checked) => planner.setValue(props.path, checked)}
      path={props.path}
    >
      <HelpTip text={text().help} name={text().label} />
    </Toggle>
  );
};

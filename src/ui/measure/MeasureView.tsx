import { Show } from "solid-js";
import { fill } from "../../text/index.ts";
import { usePlanner } from "../state/planner.tsx";
import { AnalysisOptions } from "./AnalysisOptions.tsx";
import { CalibrationPanel } from "./CalibrationPanel.tsx";
import { DistributionPanel } from "./DistributionPanel.tsx";
import { DropZone } from "./DropZone.tsx";
import { FileList } from "./FileList.tsx";
import { IdentityList } from "./IdentityList.tsx";
import styles from "./Measure.module.css";
import { sharedMeasureWorkspace } from "./measureWorkspace.ts";
import { PasteBox } from "./PasteBox.tsx";
import { ProfilePanel } from "./ProfilePanel.tsx";
import { RemarksList } from "./RemarksList.tsx";
import { StatisticPicker } from "./StatisticPicker.tsx";
import { SummaryTable } from "./SummaryTable.tsx";
import { SweepPanel } from "./SweepPanel.tsx";
import { useMeasureText } from "./text.ts";

/** Imported benchmark results and scrapes: what they measured, and the plan calibrated from them. */
export const MeasureView = () => {
  const planner = usePlanner();
  const text = useMeasureText();
  const workspace = sharedMeasureWorkspace(() => planner.plan().slo);
  const { client, options, statistic } = workspace;
  const runs = () => client.snapshot().runs;
  const status = () => {
    const names = client.reading();
    if (names.length > 0) return fill(text().reading, { names: names.join(", ") });
    return client.busy() ? text().analyzing : "";
  };
  return (
    <section class={styles.view} aria-labelledby="measure-heading" aria-busy={client.busy()}>
      <div class={styles.top}>
        <div class={styles.panel}>
          <h2 id="measure-heading" class={styles.heading}>
            {text().heading}
          </h2>
          <p class={styles.intro}>{text().intro}</p>
          <DropZone onFiles={(files) => client.add(files)} />
          <PasteBox onText={(input) => client.add([input])} />
          <p class={styles.status} role="status" data-testid="measure-status">
            {status()}
          </p>
        </div>
        <Show when={client.snapshot().files.length > 0}>
          <FileList
            files={client.snapshot().files}
            onRemove={(name) => client.remove(name)}
            onClear={() => client.clear()}
          />
        </Show>
      </div>
      <AnalysisOptions state={options} />
      <Show
        when={runs().length > 0}
        fallback={<p class={`${styles.panel} ${styles.intro}`}>{text().table.none}</p>}
      >
        <SummaryTable
          runs={runs()}
          percentiles={options.percentiles()}
          goodput={options.goodput()}
        />
        <Show when={runs().length > 1}>
          <SweepPanel runs={runs()} chosenId={workspace.runId()} onChoose={workspace.setRunId} />
        </Show>
        <RemarksList runs={runs()} />
        <IdentityList runs={runs()} />
        <DistributionPanel runs={runs()} goodput={options.goodput()} />
        <CalibrationPanel
          runs={runs()}
          statistic={statistic()}
          chosenId={workspace.runId()}
          onChoose={workspace.setRunId}
          use={workspace.use()}
          onUse={workspace.setUse}
        >
          <StatisticPicker
            choice={workspace.choice()}
            customText={workspace.customText()}
            customInvalid={statistic() === null}
            onChoice={workspace.setChoice}
            onCustom={workspace.setCustomText}
          />
        </CalibrationPanel>
        <ProfilePanel
          runs={runs()}
          statistic={statistic()}
          chosenId={workspace.runId()}
          phases={workspace.profilePhases()}
          onPhases={workspace.setProfilePhases}
        />
      </Show>
    </section>
  );
};

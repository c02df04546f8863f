import { Show } from "solid-js";
import { usePlanner } from "../state/planner.tsx";
import { createVerification } from "./createVerification.ts";
import styles from "./Deploy.module.css";
import { ExportPanel } from "./ExportPanel.tsx";
import { LaunchPanel } from "./LaunchPanel.tsx";
import { ManifestPanel } from "./ManifestPanel.tsx";
import { useDeployText } from "./text.ts";
import { VerifyPanel } from "./VerifyPanel.tsx";

/** From plan to action: launch commands, the benchmark that verifies the plan, and exports. */
export const DeployView = () => {
  const planner = usePlanner();
  const text = useDeployText();
  // One pair of benchmark simulations for the Verify panel and the llm-d report it exports.
  const verification = createVerification(planner);
  return (
    <div class={styles.view}>
      <Show when={planner.stale()}>
        <p class={styles.stale} role="status">
          {text().stale}
        </p>
      </Show>
      <LaunchPanel />
      <ManifestPanel />
      <VerifyPanel verification={verification} />
      <ExportPanel verification={verification} />
    </div>
  );
};

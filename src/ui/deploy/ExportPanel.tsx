import { createResource } from "solid-js";
import { catalog } from "../../data/index.ts";
import { llmdReportJson, planMarkdown, resultCsv } from "../../io/index.ts";
import { sustainableEstimate } from "../../model/index.ts";
import { reportWords } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { downloadText } from "../shell/downloadText.ts";
import { planFileName } from "../shell/planFileName.ts";
import { shareUrl } from "../state/persistence.ts";
import { usePlanner } from "../state/planner.tsx";
import { CopyButton } from "./CopyButton.tsx";
import type { Verification } from "./createVerification.ts";
import styles from "./Deploy.module.css";
import { useDeployText } from "./text.ts";

/**
 * The plan as a Markdown summary with its share link, its figures as CSV, and its predictions as an
 * llm-d report, whose percentiles are the sustainable benchmark's simulation (`verification`).
 */
export const ExportPanel = (props: { verification: Verification }) => {
  const planner = usePlanner();
  const text = useDeployText();
  const { t, language } = useI18n();
  // The share link is async (compression); the summary waits for it rather than leave it out.
  const [link] = createResource(planner.plan, shareUrl);
  // The Markdown reads in the page's language; the CSV stays English for the scripts that read it.
  const markdown = () =>
    planMarkdown(planner.plan(), planner.result(), link.latest, {
      report: reportWords[language()],
      dictionary: t(),
    });
  return (
    <section class={styles.panel} aria-labelledby="export-heading">
      <h2 id="export-heading" class={styles.heading}>
        {text().export.heading}
      </h2>
      <p class={styles.intro}>{text().export.intro}</p>
      <div class={styles.actions}>
        <button
          type="button"
          class={styles.button}
          disabled={link.latest === undefined}
          onClick={() =>
            downloadText(
              planFileName("xpyd-plan", planner.result(), "md"),
              markdown(),
              "text/markdown",
            )
          }
        >
          {text().export.markdown}
        </button>
        <button
          type="button"
          class={styles.button}
          onClick={() =>
            downloadText(
              planFileName("xpyd-results", planner.result(), "csv"),
              resultCsv(planner.plan(), planner.result()),
              "text/csv",
            )
          }
        >
          {text().export.csv}
        </button>
        <button
          type="button"
          class={styles.button}
          // The report waits for the sustainable run's simulation, as the command line does; the
          // button stays in the tab order, its label saying why it waits.
          aria-disabled={props.verification.sustainableReport() === undefined}
          onClick={() => {
            const simulation = props.verification.sustainableReport();
            if (simulation === undefined) return;
            downloadText(
              planFileName("xpyd-llm-d-report", planner.result(), "json"),
              llmdReportJson(planner.plan(), planner.result(), {
                estimate: sustainableEstimate(planner.plan(), catalog, planner.result()),
                simulation,
              }),
              "application/json",
            );
          }}
        >
          {props.verification.sustainableReport() === undefined
            ? text().export.llmdReportPending
            : text().export.llmdReport}
        </button>
        <CopyButton text={markdown()} caption={text().export.copyMarkdown} />
      </div>
    </section>
  );
};

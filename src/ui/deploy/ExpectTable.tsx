import { createMemo, createSignal, For, Show } from "solid-js";
import { expectedMetrics } from "../../io/launch/expectedMetrics.ts";
import type { RunSummary } from "../../io/measure/measureStore.ts";
import { formatNumber, formatTwoDecimals } from "../../model/index.ts";
import { predictedVsMeasured } from "../../model/predicted.ts";
import { fill } from "../i18n/format.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { runLoad, runName } from "../measure/runLabel.ts";
import { measureTexts } from "../measure/text.ts";
import { usePlanner } from "../state/planner.tsx";
import styles from "./Deploy.module.css";
import { errorText } from "./errorText.ts";
import { closestRun, loadDifferences, type PlannedLoad } from "./runMismatch.ts";
import { useDeployText } from "./text.ts";

/** The plan's predicted metrics, and beside them a chosen imported run's values and the error. */
export const ExpectTable = (props: { runs: readonly RunSummary[] }) => {
  const planner = usePlanner();
  const text = useDeployText();
  const { language } = useI18n();
  const [chosenId, setChosenId] = createSignal<string | null>(null);
  const expected = createMemo(() => expectedMetrics(planner.plan(), planner.result()));
  const planned = createMemo(
    (): PlannedLoad => ({
      inputTokens: planner.plan().workload.inputTokens,
      outputTokens: planner.plan().workload.outputTokens,
      concurrency: planner.result().concurrency.littlesLaw,
    }),
  );
  // The chosen run while it is still imported, else the one closest to the plan's load.
  const run = () =>
    props.runs.find((r) => r.id === chosenId()) ?? closestRun(props.runs, planned());
  const differences = createMemo(() => {
    const chosen = run();
    return chosen === undefined ? [] : loadDifferences(chosen.analysis, planned());
  });
  // Tokens per request to 1 decimal (random lengths average to fractions), concurrency whole.
  const differenceText = () =>
    differences()
      .map((d) => {
        const digits = d.aspect === "concurrency" ? 0 : 1;
        return fill(text().verify.aspects[d.aspect], {
          measured: formatNumber(Number(d.measured.toFixed(digits))),
          planned: formatNumber(Number(d.planned.toFixed(digits))),
        });
      })
      .join(language() === "zh" ? "；" : "; ");
  const rows = createMemo(() => {
    const chosen = run();
    return chosen === undefined
      ? Object.entries(expected()).map(([key, predicted]) => ({
          key,
          predicted,
          measured: null,
          errorPercent: null,
        }))
      : predictedVsMeasured(expected(), chosen.analysis);
  });
  const label = (key: string) =>
    (text().verify.metrics as Record<string, string | undefined>)[key] ?? key;
  const runLabel = (r: RunSummary) => {
    const load = runLoad(r, measureTexts[language()]);
    return load === "" ? runName(r, props.runs) : `${runName(r, props.runs)} (${load})`;
  };
  return (
    <div class={styles.expect}>
      <h3 class={styles.subheading}>{text().verify.expectHeading}</h3>
      <Show
        when={props.runs.length > 0}
        fallback={<p class={styles.muted}>{text().verify.noRuns}</p>}
      >
        <label class={styles.runPicker}>
          <span>{text().verify.run}</span>
          <select
            class={styles.select}
            value={run()?.id}
            onChange={(event) => setChosenId(event.currentTarget.value)}
          >
            <For each={props.runs}>{(r) => <option value={r.id}>{runLabel(r)}</option>}</For>
          </select>
        </label>
      </Show>
      <Show when={differences().length > 0}>
        <p class={styles.mismatch} role="note" data-testid="expect-mismatch">
          {fill(text().verify.mismatch, { differences: differenceText() })}
        </p>
      </Show>
      <div class={styles.tableWrap}>
        <table class={styles.table} data-testid="expect-table">
          <caption class={styles.caption}>{text().verify.expectCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{text().verify.metric}</th>
              <th scope="col">{text().verify.predicted}</th>
              <Show when={run()}>
                <th scope="col">{text().verify.measured}</th>
                <th scope="col">{text().verify.error}</th>
              </Show>
            </tr>
          </thead>
          <tbody>
            <For each={rows()}>
              {(row) => (
                <tr data-key={row.key}>
                  <th scope="row">{label(row.key)}</th>
                  <td>{formatTwoDecimals(row.predicted)}</td>
                  <Show when={run()}>
                    <td>
                      {row.measured === null
                        ? text().verify.notMeasured
                        : formatTwoDecimals(row.measured)}
                    </td>
                    <td>{row.errorPercent === null ? "–" : errorText(row.errorPercent)}</td>
                  </Show>
                </tr>
              )}
            </For>
          </tbody>
        </table>
      </div>
      <Show when={!("request_goodput" in expected())}>
        <p class={styles.muted}>{text().verify.goodputNone}</p>
      </Show>
    </div>
  );
};
